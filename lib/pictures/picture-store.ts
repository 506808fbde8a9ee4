/**
 * Stored pictures in PostgreSQL (docs/adr/0031): one row per distinct picture, found by the SHA-256 of
 * its bytes, so every instance serves it and the same file uploaded twice is kept once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '@/lib/db/client';
import { pictures } from '@/lib/db/schema';
import { DIGEST_PREFIX_LENGTH, pictureUrl } from '@/lib/domain/pictures';
import { STORED_PICTURE_TYPE, type PreparedPicture } from './prepare-picture';

export interface StoredPicture {
  url: string;
  width: number;
  height: number;
}

/** Keeps the picture (or finds the row that already holds these bytes) in the caller's transaction. */
export async function storePicture(tx: Transaction, picture: PreparedPicture): Promise<StoredPicture> {
  const values = { digest: picture.digest, contentType: STORED_PICTURE_TYPE, width: picture.width, height: picture.height, byteSize: picture.bytes.length, bytes: picture.bytes };
  const [inserted] = await tx.insert(pictures).values(values).onConflictDoNothing({ target: pictures.digest }).returning({ id: pictures.id });
  const id = inserted?.id ?? (await tx.select({ id: pictures.id }).from(pictures).where(eq(pictures.digest, picture.digest)))[0]!.id;
  return { url: pictureUrl(id, picture.digest), width: picture.width, height: picture.height };
}

export interface ServedPicture {
  contentType: string;
  bytes: Buffer;
}

/** The picture a URL names: its row, and only when the digest in the URL is that row's. */
export async function readPicture(id: number, digestPrefix: string): Promise<ServedPicture | null> {
  const [row] = await getDb()
    .select({ contentType: pictures.contentType, bytes: pictures.bytes })
    .from(pictures)
    .where(and(eq(pictures.id, id), sql`left(${pictures.digest}, ${DIGEST_PREFIX_LENGTH}) = ${digestPrefix}`));
  return row ?? null;
}
