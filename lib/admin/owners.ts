/** Owner accounts, made and changed from the command line (scripts/owner.ts). */
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { owners, ownerSessions } from '@/lib/db/schema';
import { normaliseOwnerEmail, ownerAccountProblem } from '@/lib/domain/owner-accounts';
import { ShopError } from '@/lib/errors';
import { hashPassword } from './passwords';

export interface Owner {
  id: number;
  email: string;
}

/**
 * Adds an owner, or with `replace` sets an existing owner's password (and signs them out
 * everywhere, since whoever knew the old one may be signed in).
 */
export async function addOwner(db: Database, email: string, password: string, options: { replace?: boolean } = {}): Promise<{ owner: Owner; created: boolean }> {
  const problem = ownerAccountProblem(email, password);
  if (problem) throw new ShopError('invalid', 'invalid_owner', problem);
  const address = normaliseOwnerEmail(email);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: owners.id }).from(owners).where(eq(owners.email, address)).for('update');
    if (existing && !options.replace) {
      throw new ShopError('conflict', 'owner_exists', `${address} is already an owner. Use --replace to set a new password.`);
    }
    if (existing) {
      await tx.update(owners).set({ passwordHash, updatedAt: new Date() }).where(eq(owners.id, existing.id));
      await tx.delete(ownerSessions).where(eq(ownerSessions.ownerId, existing.id));
      return { owner: { id: existing.id, email: address }, created: false };
    }
    const [row] = await tx.insert(owners).values({ email: address, passwordHash }).returning({ id: owners.id, email: owners.email });
    return { owner: row!, created: true };
  });
}

export async function listOwners(db: Database): Promise<(Owner & { createdAt: Date })[]> {
  return db.select({ id: owners.id, email: owners.email, createdAt: owners.createdAt }).from(owners).orderBy(owners.id);
}
