/**
 * Owner sessions (docs/adr/0021): a random token in an HttpOnly, SameSite=Strict cookie (Secure over
 * https), and only the token's SHA-256 in the database, so a leaked table opens no session.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { NextRequest, NextResponse } from 'next/server';
import { getDb } from '@/lib/db/client';
import { owners, ownerSessions } from '@/lib/db/schema';
import { normaliseOwnerEmail, OWNER_SESSION_HOURS } from '@/lib/domain/owner-accounts';
import { ShopError } from '@/lib/errors';
import { logger } from '@/lib/log';
import { recordAudit } from './audit';
import { recordSuccess, spendAttempt, type SignInClient } from './lockout';
import type { Owner } from './owners';
import { verifyPassword } from './passwords';

export const OWNER_COOKIE = 'hh_owner';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The signed-in owner for a cookie value, or null (no cookie, not ours, expired, signed out). */
export async function ownerForToken(token: string | undefined): Promise<Owner | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const [row] = await getDb()
    .select({ id: owners.id, email: owners.email })
    .from(ownerSessions)
    .innerJoin(owners, eq(owners.id, ownerSessions.ownerId))
    .where(and(eq(ownerSessions.tokenHash, tokenHash(token)), gt(ownerSessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

const WRONG = 'That e-mail address and password do not match an owner account.';

/** Spends an attempt of the lock-out's budget, checks the password and opens a session; returns its token. */
export async function signIn(email: string, password: string, address: string): Promise<{ owner: Owner; token: string; expiresAt: Date }> {
  const client: SignInClient = { email: normaliseOwnerEmail(email), address };
  await spendAttempt(client);
  const db = getDb();
  const [account] = await db.select().from(owners).where(eq(owners.email, client.email)).limit(1);
  if (!(await verifyPassword(account?.passwordHash ?? null, password)) || !account) {
    // The server log, not the audit log: a failed attempt is nobody's action yet.
    logger('admin').warn({ email: client.email, address }, 'owner sign-in refused');
    throw new ShopError('unauthorized', 'wrong_credentials', WRONG);
  }
  await recordSuccess(client);
  const owner = { id: account.id, email: account.email };
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + OWNER_SESSION_HOURS * 3_600_000);
  await db.transaction(async (tx) => {
    await tx.delete(ownerSessions).where(lt(ownerSessions.expiresAt, new Date()));
    await tx.insert(ownerSessions).values({ tokenHash: tokenHash(token), ownerId: account.id, expiresAt });
    await recordAudit(tx, owner, { action: 'session.sign_in', entity: 'owner', entityId: owner.id, before: null, after: { address, expiresAt } });
  });
  return { owner, token, expiresAt };
}

export async function signOut(token: string | undefined): Promise<void> {
  const owner = await ownerForToken(token);
  if (!owner || !token) return;
  await getDb().transaction(async (tx) => {
    await tx.delete(ownerSessions).where(eq(ownerSessions.tokenHash, tokenHash(token)));
    await recordAudit(tx, owner, { action: 'session.sign_out', entity: 'owner', entityId: owner.id, before: null, after: null });
  });
}

function isHttps(request: NextRequest): boolean {
  return request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}

export function setOwnerCookie(response: NextResponse, request: NextRequest, token: string, expiresAt: Date): void {
  response.cookies.set(OWNER_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure: isHttps(request), path: '/', expires: expiresAt });
}

export function clearOwnerCookie(response: NextResponse, request: NextRequest): void {
  response.cookies.set(OWNER_COOKIE, '', { httpOnly: true, sameSite: 'strict', secure: isHttps(request), path: '/', maxAge: 0 });
}
