/**
 * The owner's inbox of contact messages: newest first, new until opened, then read, then answered.
 * Every change of state is written with its audit record in one transaction.
 */
import { count, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { contactMessages } from '@/lib/db/schema';
import type { MessageState } from '@/lib/domain/back-office';
import { totalPages } from '@/lib/domain/catalogue';
import { notFound } from '@/lib/errors';
import { recordAudit } from './audit';
import type { Owner } from './owners';

export type InboxMessage = typeof contactMessages.$inferSelect;

export async function listMessages(query: { state?: MessageState; page: number; perPage: number }): Promise<{ messages: InboxMessage[]; total: number; totalPages: number }> {
  const where = query.state ? eq(contactMessages.state, query.state) : undefined;
  const db = getDb();
  const [messages, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ value: count() }).from(contactMessages).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return { messages, total: totalCount, totalPages: totalPages(totalCount, query.perPage) };
}

/**
 * Moves a message to `state`; `onlyFrom` limits the move to messages in that state (opening marks
 * only a new message read, never an answered one back). No change, no audit record.
 */
async function moveMessage(owner: Owner, id: number, state: MessageState, onlyFrom?: MessageState): Promise<InboxMessage> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!before) throw notFound(`There is no message ${id}.`);
    if (before.state === state || (onlyFrom && before.state !== onlyFrom)) return before;
    const [after] = await tx.update(contactMessages).set({ state }).where(eq(contactMessages.id, id)).returning();
    await recordAudit(tx, owner, { action: `message.${state}`, entity: 'contact_message', entityId: id, before: { state: before.state }, after: { state } });
    return after!;
  });
}

/** Reading a message: a new one becomes read. */
export function openMessage(owner: Owner, id: number): Promise<InboxMessage> {
  return moveMessage(owner, id, 'read', 'new');
}

export function setMessageState(owner: Owner, id: number, state: MessageState): Promise<InboxMessage> {
  return moveMessage(owner, id, state);
}
