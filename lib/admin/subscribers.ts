/**
 * The newsletter list as the owner sees it: every address with its state, a CSV of those still
 * subscribed, and unsubscribing one (audited). Subscribing again through the shop clears the mark
 * (lib/content/store/local.ts).
 */
import { stringify } from 'csv-stringify/sync';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { newsletterSubscribers } from '@/lib/db/schema';
import { totalPages } from '@/lib/domain/catalogue';
import { spreadsheetSafe } from '@/lib/domain/csv';
import { notFound } from '@/lib/errors';
import { recordAudit } from './audit';
import type { Owner } from './owners';

export type Subscriber = typeof newsletterSubscribers.$inferSelect;

export async function listSubscribers(query: { page: number; perPage: number }): Promise<{ subscribers: Subscriber[]; total: number; totalPages: number }> {
  const db = getDb();
  const [subscribers, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ value: count() }).from(newsletterSubscribers),
  ]);
  const totalCount = total?.value ?? 0;
  return { subscribers, total: totalCount, totalPages: totalPages(totalCount, query.perPage) };
}

/** Everyone still subscribed, oldest first, as CSV with a header row. */
export async function subscribersCsv(): Promise<string> {
  const rows = await getDb()
    .select({ email: newsletterSubscribers.email, name: newsletterSubscribers.name, createdAt: newsletterSubscribers.createdAt })
    .from(newsletterSubscribers)
    .where(isNull(newsletterSubscribers.unsubscribedAt))
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id));
  return stringify(
    rows.map((row) => [row.email, row.name, row.createdAt.toISOString()].map(spreadsheetSafe)),
    { header: true, columns: ['email', 'name', 'subscribed_at'] },
  );
}

/** Takes an address off the list; one already off stays as it is, with no second audit record. */
export async function unsubscribe(owner: Owner, id: number): Promise<Subscriber> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).for('update');
    if (!before) throw notFound(`There is no subscriber ${id}.`);
    if (before.unsubscribedAt) return before;
    const [after] = await tx
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: new Date() })
      .where(and(eq(newsletterSubscribers.id, id), isNull(newsletterSubscribers.unsubscribedAt)))
      .returning();
    await recordAudit(tx, owner, {
      action: 'subscriber.unsubscribe',
      entity: 'newsletter_subscriber',
      entityId: id,
      before: { email: before.email, unsubscribedAt: null },
      after: { email: after!.email, unsubscribedAt: after!.unsubscribedAt },
    });
    return after!;
  });
}
