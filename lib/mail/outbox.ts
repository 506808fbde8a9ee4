/**
 * Order e-mails go through a table before they go to the mail server (docs/adr/0020): queued in the
 * same transaction as the order change that prompts them, so an e-mail exists exactly when its
 * change committed, and sent afterwards, so a slow or absent mail server never holds up or fails an
 * order. Without SMTP_URL nothing is sent: messages wait in the outbox, listed in the back office.
 */
import 'server-only';
import nodemailer from 'nodemailer';
import { and, asc, count, desc, eq, inArray, lte, type SQL } from 'drizzle-orm';
import { getDb, type Database, type Transaction } from '@/lib/db/client';
import { emailOutbox } from '@/lib/db/schema';
import type { OutboxStatus } from '@/lib/domain/back-office';
import { afterFailedAttempt } from '@/lib/domain/outbox-retry';
import { errorFields, logger } from '@/lib/log';
import { contactEmail, SHOP_NAME } from '@/lib/site';
import { recipientOf, type OrderEmail, type RenderedEmail } from './order-email';

export type { OrderEmail } from './order-email';
export type OutboxEntry = typeof emailOutbox.$inferSelect;

/** At most this many messages per delivery run, so one run cannot hold the sweep up for long. */
const BATCH = 50;
/**
 * A claimed message is not due again for this long: another shop process skips it while it is being
 * sent, and a process that dies mid-send leaves it to be retried once the claim runs out.
 */
const CLAIM_MS = 5 * 60_000;
/** Bounds on one send, so a mail server that accepts connections and then stalls cannot outlast a claim. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };
const MAX_ERROR_LENGTH = 1_000;

export function mailServerUrl(): string | null {
  return process.env.SMTP_URL || null;
}

/** The e-mail's subject and bodies, or null (logged) when it cannot be rendered. */
async function rendered(email: OrderEmail): Promise<RenderedEmail | null> {
  try {
    // Loaded on first use: the renderer and the templates are large, and most requests send nothing.
    const { renderOrderEmail } = await import('./render-order-email');
    return await renderOrderEmail(email);
  } catch (error) {
    logger('mail').error({ order: email.order.id, kind: email.kind, ...errorFields(error) }, 'could not render an order e-mail; none was queued');
    return null;
  }
}

/**
 * Renders the e-mail and stores it for sending. Pass the transaction that makes the order change, so
 * the e-mail is queued if and only if the change commits. Queueing a dedupeKey already in the outbox
 * does nothing. Returns whether this call queued the message. An e-mail that cannot be rendered is
 * logged and skipped rather than thrown: the payment or refund it reports must not roll back with it.
 */
export async function queueOrderEmail(db: Database | Transaction, email: OrderEmail): Promise<boolean> {
  return (await queueOrderEmails(db, [email])) > 0;
}

/**
 * As queueOrderEmail, for the e-mails one order change prompts (a paid order's confirmation and the
 * owners' copies), in one statement. The e-mails of one kind are of one order, each with its own
 * recipient and dedupeKey, and are rendered once, since their words do not depend on who reads them.
 * Returns how many this call queued.
 */
export async function queueOrderEmails(db: Database | Transaction, emails: readonly OrderEmail[]): Promise<number> {
  const messages = new Map<OrderEmail['kind'], RenderedEmail | null>();
  for (const email of emails) if (!messages.has(email.kind)) messages.set(email.kind, await rendered(email));
  const rows = emails.flatMap((email) => {
    const message = messages.get(email.kind);
    if (!message) return [];
    const { subject, text, html } = message;
    return [{ dedupeKey: email.dedupeKey, kind: email.kind, orderId: email.order.id, toAddress: recipientOf(email), subject, textBody: text, htmlBody: html }];
  });
  if (rows.length === 0) return 0;
  const queued = await db.insert(emailOutbox).values(rows).onConflictDoNothing({ target: emailOutbox.dedupeKey }).returning({ id: emailOutbox.id });
  return queued.length;
}

export interface DeliveryReport {
  sent: number;
  /** Refused or unreachable this time, and waiting to be tried again. */
  retrying: number;
  /** Refused for the last time: left as failed for the owner to see. */
  failed: number;
}

/** Takes the next due message for this process: FOR UPDATE SKIP LOCKED, so two processes never take the same one. */
async function claimNext(now: Date): Promise<OutboxEntry | null> {
  const db = getDb();
  const next = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(emailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
    .where(inArray(emailOutbox.id, next))
    .returning();
  return claimed ?? null;
}

async function recordSent(entry: OutboxEntry): Promise<void> {
  await getDb()
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: new Date(), attempts: entry.attempts + 1 })
    .where(eq(emailOutbox.id, entry.id));
}

async function recordFailure(entry: OutboxEntry, error: unknown, now: Date): Promise<'retrying' | 'failed'> {
  const attempts = entry.attempts + 1;
  const next = afterFailedAttempt(attempts, now);
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
  await getDb()
    .update(emailOutbox)
    .set({ attempts, lastError, status: next.status, ...(next.status === 'pending' ? { nextAttemptAt: next.nextAttemptAt } : {}) })
    .where(eq(emailOutbox.id, entry.id));
  logger('mail').warn({ email: entry.id, kind: entry.kind, attempts, ...errorFields(error) }, next.status === 'failed' ? 'gave up sending an e-mail' : 'could not send an e-mail; will try again');
  return next.status === 'pending' ? 'retrying' : 'failed';
}

async function deliverBatch(smtpUrl: string, now: Date): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  try {
    for (let taken = 0; taken < BATCH; taken += 1) {
      const entry = await claimNext(now);
      if (!entry) break;
      try {
        await transport.sendMail({
          from: `${SHOP_NAME} <${contactEmail()}>`,
          to: entry.toAddress,
          subject: entry.subject,
          text: entry.textBody,
          html: entry.htmlBody,
        });
      } catch (error) {
        report[await recordFailure(entry, error, now)] += 1;
        continue;
      }
      await recordSent(entry);
      report.sent += 1;
    }
  } finally {
    transport.close();
  }
  return report;
}

// One delivery run at a time in this process: a kick during the minute sweep waits for it rather than
// racing it for the same connection slots (other processes are kept apart by the row locks).
let lastRun: Promise<unknown> = Promise.resolve();

/**
 * Sends the messages that are due (`now` decides which, and when failed ones are retried). Does
 * nothing without SMTP_URL. A message the mail server refuses is retried later or marked failed, never
 * thrown; only a database failure rejects.
 */
export function deliverDueEmails(now?: Date): Promise<DeliveryReport> {
  const run = lastRun.then(() => {
    const smtpUrl = mailServerUrl();
    return smtpUrl ? deliverBatch(smtpUrl, now ?? new Date()) : { sent: 0, retrying: 0, failed: 0 };
  });
  lastRun = run.catch(() => undefined);
  return run;
}

/** Sends what is due now, without waiting: for callers that have just committed an order change that queued an e-mail. */
export function kickOutbox(): void {
  deliverDueEmails().catch((error: unknown) => logger('mail').error(errorFields(error), 'delivering the outbox failed'));
}

export interface OutboxQuery {
  page: number;
  perPage: number;
  status?: OutboxStatus;
}

/** The outbox, newest first, a page at a time: for the back office. */
export async function listOutbox({ page, perPage, status }: OutboxQuery): Promise<{ rows: OutboxEntry[]; total: number }> {
  if (!Number.isSafeInteger(page) || page < 1 || !Number.isSafeInteger(perPage) || perPage < 1) {
    throw new RangeError(`Not a page of the outbox: page ${page}, ${perPage} per page`);
  }
  const where: SQL | undefined = status ? eq(emailOutbox.status, status) : undefined;
  const db = getDb();
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(emailOutbox).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
