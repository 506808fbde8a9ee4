/** The audit log: every owner action, with who, what, when, and the record before and after. */
import { count, desc } from 'drizzle-orm';
import { getDb, type Database, type Transaction } from '@/lib/db/client';
import { auditLog } from '@/lib/db/schema';
import type { Owner } from './owners';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Written in the caller's transaction, so an action and its record stand or fall together. */
export async function recordAudit(tx: Database | Transaction, owner: Owner, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ownerId: owner.id, ownerEmail: owner.email, ...entry, entityId: String(entry.entityId) });
}

export async function listAudit(page: number, perPage: number) {
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ value: count() }).from(auditLog),
  ]);
  return { rows, total: total?.value ?? 0 };
}
