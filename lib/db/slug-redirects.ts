/**
 * Writes of slug_redirects, for every kind of record that has a public address: the slug an item
 * leaves answers with a redirect to it from then on (earlier ones name the item by id, so they follow
 * it too), and the slug it takes is a live address again, so any redirect it was (its own, taken
 * back, or another item's) gives way: a live item always wins over a redirect.
 */
import { and, eq } from 'drizzle-orm';
import { renameRedirects } from '@/lib/domain/slugs';
import type { Transaction } from './client';
import { slugRedirects, type SlugKind } from './schema';

/** After item `id` of `kind` moved from `before` (null: it is new) to `after`, in the same transaction. */
export async function moveSlugRedirect(tx: Transaction, kind: SlugKind, id: number, before: string | null, after: string): Promise<void> {
  await tx.delete(slugRedirects).where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.oldSlug, after)));
  const move = before === null ? null : renameRedirects(before, after);
  if (!move) return;
  await tx
    .insert(slugRedirects)
    .values({ kind, oldSlug: move.add, targetId: id })
    .onConflictDoUpdate({ target: [slugRedirects.kind, slugRedirects.oldSlug], set: { targetId: id, createdAt: new Date() } });
}
