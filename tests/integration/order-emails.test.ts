/**
 * Order e-mails through the outbox, delivered to a real SMTP server on 127.0.0.1: the confirmation
 * queued with the payment, the shipping and refund notices the back office queues, retries when the
 * mail server is down, and nothing sent (but everything kept) without SMTP_URL.
 *
 * The outbox is shared with the other files' orders, so every check here picks out this file's own
 * messages by their recipient or dedupe key, never by counting the whole outbox.
 */
import { POST as createPaymentIntent } from '@/app/api/create-payment-intent/route';
import { POST as confirmCard } from '@/app/api/test-payments/confirm/route';
import { POST as updateOrderPayment } from '@/app/api/update-order-payment/route';
import { eq, sql } from 'drizzle-orm';
import { commerce, type Order } from '@/lib/commerce';
import { getDb } from '@/lib/db/client';
import { emailOutbox, orderRefunds, orders } from '@/lib/db/schema';
import { formatPounds } from '@/lib/domain/money';
import { confirmationKey, refundNoticeKey, shippingNoticeKey } from '@/lib/domain/order-emails';
import { deliverDueEmails, listOutbox, queueOrderEmail } from '@/lib/mail/outbox';
import { orderBody, orderRow, placeOrder } from '../support/checkout';
import { Shopper } from '../support/shopper';
import { startSmtpInbox, unreachableSmtpUrl, type ReceivedMail, type SmtpInbox } from '../support/smtp-inbox';
import { productBySlug, setSimpleStock } from '../support/stock';

// The first e-mail renders React Email's templates for the first time: seconds on a busy machine.
jest.setTimeout(30_000);

delete process.env.STRIPE_SECRET_KEY;
delete process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY;
delete process.env.SMTP_URL;

// This file owns the stock of the Campbell tartan wool cushion; other files leave it alone.
const CUSHION = 'campbell-tartan-wool-cushion';
const FUTURE = `12/${String((new Date().getFullYear() + 4) % 100).padStart(2, '0')}`;

let inbox: SmtpInbox;
let buyers = 0;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  await setSimpleStock(CUSHION, 30);
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  // Waits for any delivery a payment started, so none is cut off when the database closes.
  await deliverDueEmails();
  await inbox.stop();
});

/** A new order for one cushion, paid with the test card 4242…, for a recipient no other test uses. */
async function paidOrder(): Promise<Order> {
  const shopper = new Shopper();
  const cushion = await productBySlug(CUSHION);
  const body = orderBody([{ product_id: cushion.id, quantity: 1 }]);
  buyers += 1;
  const email = `mail-${buyers}-${Date.now()}@example.com`;
  const placed = await placeOrder(shopper, { ...body, shipping: { ...body.shipping, email }, billing: { ...body.billing, email } });
  expect(placed.status).toBe(201);
  const intent = await shopper.call<{ clientSecret: string }>(createPaymentIntent, '/api/create-payment-intent', {
    method: 'POST',
    body: { orderId: placed.body.id, orderKey: placed.body.order_key },
  });
  const paid = await shopper.call<{ status: string }>(confirmCard, '/api/test-payments/confirm', {
    method: 'POST',
    body: { clientSecret: intent.body.clientSecret, card: { number: '4242 4242 4242 4242', expiry: FUTURE, cvc: '123' } },
  });
  expect(paid.body.status).toBe('succeeded');
  const order = await commerce().getOrder(placed.body.id);
  expect(order).toMatchObject({ status: 'processing', email });
  return order!;
}

async function outboxRow(dedupeKey: string) {
  const [row] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, dedupeKey));
  return row;
}

/** The HTML as a reader sees its words: no tags, and none of React's markers between text pieces. */
function htmlWords(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

function onlyMessageTo(address: string): ReceivedMail {
  const received = inbox.to(address);
  expect(received).toHaveLength(1);
  return received[0]!;
}

async function queueInOwnTransaction(email: Parameters<typeof queueOrderEmail>[1]): Promise<boolean> {
  return getDb().transaction((tx) => queueOrderEmail(tx, email));
}

/** A refund as the back office records it, for its id: the refund notice's dedupe key. */
async function recordRefund(order: Order, amountPence: number): Promise<number> {
  const [refund] = await getDb()
    .insert(orderRefunds)
    .values({ orderId: order.id, amountPence, reason: 'Arrived scuffed', providerRefundId: `re_test_mail_${order.id}_${amountPence}`, ownerEmail: 'owner@example.com' })
    .returning({ id: orderRefunds.id });
  const [updated] = await getDb()
    .update(orders)
    .set({ refundedPence: sql`${orders.refundedPence} + ${amountPence}` })
    .where(eq(orders.id, order.id))
    .returning({ refundedPence: orders.refundedPence });
  expect(updated!.refundedPence).toBeGreaterThan(0);
  return refund!.id;
}

describe('order e-mails through the outbox', () => {
  let confirmed: Order;

  it('sends the confirmation of a paid order to the shopper, with its number and total in the text and the HTML', async () => {
    process.env.SMTP_URL = inbox.url;
    confirmed = await paidOrder();
    // The payment started a delivery of its own; this one waits for it and finds nothing more to send.
    await deliverDueEmails();

    const mail = onlyMessageTo(confirmed.email);
    const total = formatPounds(confirmed.totalPence);
    expect(mail.from).toBe('"Highland Home" <hello@highland-home.example>');
    expect(mail.to).toBe(confirmed.email);
    expect(mail.subject).toBe(`Your Highland Home order #${confirmed.id} is confirmed`);
    expect(mail.text).toContain(`order #${confirmed.id}`);
    expect(mail.text).toContain(`Total: ${total}`);
    expect(mail.text).toContain('1 × Campbell Tartan Wool Cushion');
    expect(mail.text).toContain('IV2 3EA');
    expect(htmlWords(mail.html)).toContain(`order #${confirmed.id}`);
    expect(htmlWords(mail.html)).toContain(total);

    const row = await outboxRow(confirmationKey(confirmed.id));
    expect(row).toMatchObject({ kind: 'order-confirmation', orderId: confirmed.id, toAddress: confirmed.email, status: 'sent', attempts: 1 });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('queues one confirmation however often the payment is reported', async () => {
    const reported = await new Shopper().call<{ status: string }>(updateOrderPayment, '/api/update-order-payment', {
      method: 'POST',
      body: { orderId: confirmed.id, paymentIntentId: confirmed.paymentIntentId },
    });
    expect(reported.status).toBe(200);
    await deliverDueEmails();
    const [{ copies }] = (await getDb()
      .select({ copies: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, confirmed.id))) as [{ copies: number }];
    expect(copies).toBe(1);
    expect(inbox.to(confirmed.email)).toHaveLength(1);
  });

  it('sends a shipping notice with the carrier, the tracking number and the carrier’s tracking link', async () => {
    process.env.SMTP_URL = inbox.url;
    await getDb().update(orders).set({ status: 'shipped', carrier: 'DPD', trackingNumber: '15501234567890', shippedAt: new Date() }).where(eq(orders.id, confirmed.id));
    const shipped = (await commerce().getOrder(confirmed.id))!;
    expect(await queueInOwnTransaction({ kind: 'shipping-notice', order: shipped, dedupeKey: shippingNoticeKey(shipped.id) })).toBe(true);
    await deliverDueEmails();

    const mail = inbox.to(shipped.email).find((message) => message.subject === `Your Highland Home order #${shipped.id} is on its way`);
    expect(mail).toBeDefined();
    const link = 'https://track.dpdlocal.co.uk/parcels/15501234567890';
    expect(mail!.text).toContain('Carrier: DPD');
    expect(mail!.text).toContain('Tracking number: 15501234567890');
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain(`href="${link}"`);
    expect(htmlWords(mail!.html)).toContain('Tracking number: 15501234567890');
  });

  it('sends a refund notice with the amount refunded and what is left paid', async () => {
    process.env.SMTP_URL = inbox.url;
    const refundId = await recordRefund(confirmed, 1000);
    const refunded = (await commerce().getOrder(confirmed.id))!;
    expect(await queueInOwnTransaction({ kind: 'refund-notice', order: refunded, refundPence: 1000, dedupeKey: refundNoticeKey(refundId) })).toBe(true);
    await deliverDueEmails();

    const mail = inbox.to(refunded.email).find((message) => message.subject === `Your Highland Home order #${refunded.id} has been partly refunded`);
    expect(mail).toBeDefined();
    const left = formatPounds(refunded.totalPence - 1000);
    expect(mail!.text).toContain('Refunded now: £10.00');
    expect(mail!.text).toContain(`Your order total paid is now ${left}.`);
    expect(htmlWords(mail!.html)).toContain('Refunded now: £10.00');
    expect((await outboxRow(refundNoticeKey(refundId)))!.status).toBe('sent');
  });

  it('queues a dedupe key once: the second call changes nothing', async () => {
    const refundId = await recordRefund(confirmed, 500);
    const order = (await commerce().getOrder(confirmed.id))!;
    const email = { kind: 'refund-notice', order, refundPence: 500, dedupeKey: refundNoticeKey(refundId) } as const;
    expect(await queueInOwnTransaction(email)).toBe(true);
    expect(await queueInOwnTransaction({ ...email, refundPence: 999 })).toBe(false);
    const rows = await getDb().select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, refundNoticeKey(refundId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textBody).toContain('Refunded now: £5.00');
  });

  it('queues nothing, and throws nothing, for an e-mail that cannot be rendered', async () => {
    const refundId = await recordRefund(confirmed, 1);
    const order = (await commerce().getOrder(confirmed.id))!;
    // Not a whole number of pence: formatting it fails inside the template.
    expect(await queueInOwnTransaction({ kind: 'refund-notice', order, refundPence: 0.5, dedupeKey: refundNoticeKey(refundId) })).toBe(false);
    expect(await outboxRow(refundNoticeKey(refundId))).toBeUndefined();
  });

  it('keeps the message when the mail server is down, and sends it on a later try; the order stays paid', async () => {
    process.env.SMTP_URL = await unreachableSmtpUrl();
    const order = await paidOrder();
    // Waits for the payment's own delivery, which found nothing listening.
    await deliverDueEmails();

    const before = (await outboxRow(confirmationKey(order.id)))!;
    expect(before).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(before.lastError).toMatch(/ECONNREFUSED/);
    expect(before.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect((await orderRow(order.id)).status).toBe('processing');
    expect(inbox.to(order.email)).toHaveLength(0);

    process.env.SMTP_URL = inbox.url;
    // Not due yet: the first retry waits a minute.
    await deliverDueEmails();
    expect(inbox.to(order.email)).toHaveLength(0);
    await deliverDueEmails(new Date(Date.now() + 2 * 60_000));
    expect(onlyMessageTo(order.email).subject).toBe(`Your Highland Home order #${order.id} is confirmed`);
    expect(await outboxRow(confirmationKey(order.id))).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('marks a message failed after its sixth failed attempt', async () => {
    process.env.SMTP_URL = await unreachableSmtpUrl();
    const order = await paidOrder();
    await deliverDueEmails();
    // Five attempts have failed, and the last retry is due.
    await getDb()
      .update(emailOutbox)
      .set({ attempts: 5, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.dedupeKey, confirmationKey(order.id)));
    await deliverDueEmails();
    const row = (await outboxRow(confirmationKey(order.id)))!;
    expect(row).toMatchObject({ status: 'failed', attempts: 6, sentAt: null });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect((await orderRow(order.id)).status).toBe('processing');
  });

  it('sends nothing without SMTP_URL: the confirmation waits in the outbox, listed for the back office', async () => {
    delete process.env.SMTP_URL;
    const order = await paidOrder();
    expect(await deliverDueEmails()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(inbox.to(order.email)).toHaveLength(0);
    const row = (await outboxRow(confirmationKey(order.id)))!;
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: null, toAddress: order.email });

    const pending = await listOutbox({ page: 1, perPage: 100, status: 'pending' });
    expect(pending.rows.map((entry) => entry.id)).toContain(row.id);
    expect(pending.rows.every((entry) => entry.status === 'pending')).toBe(true);
    expect(pending.total).toBeGreaterThanOrEqual(pending.rows.length);
  });

  it('lists the outbox newest first, a page at a time, with the total of the filter', async () => {
    const all = await listOutbox({ page: 1, perPage: 2 });
    const second = await listOutbox({ page: 2, perPage: 2 });
    expect(all.rows).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(6);
    expect(second.rows.map((entry) => entry.id)).not.toContain(all.rows[0]!.id);
    expect(all.rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(all.rows[1]!.createdAt.getTime());
    const sent = await listOutbox({ page: 1, perPage: 100, status: 'sent' });
    expect(sent.rows.every((entry) => entry.status === 'sent')).toBe(true);
    expect(sent.rows.map((entry) => entry.dedupeKey)).toEqual(expect.arrayContaining([confirmationKey(confirmed.id), shippingNoticeKey(confirmed.id)]));
    await expect(listOutbox({ page: 0, perPage: 10 })).rejects.toThrow(RangeError);
  });
});
