/**
 * Order e-mails through the outbox, delivered to a real SMTP server on 127.0.0.1: the confirmation
 * queued with the payment, the owner's copy of each paid order beside it, the shipping and refund
 * notices the back office queues, retries when the mail server is down, and nothing sent (but
 * everything kept) without SMTP_URL.
 *
 * The outbox is shared with the other files' orders, so every check here picks out this file's own
 * messages by their recipient or dedupe key, never by counting the whole outbox. The owner accounts
 * are shared too (the back-office tests add their own), so none is assumed absent. Only this file
 * sets SMTP_URL: a delivery run in another file would send this file's messages to its own server.
 */
import { POST as createPaymentIntent } from '@/app/api/create-payment-intent/route';
import { POST as confirmCard } from '@/app/api/test-payments/confirm/route';
import { POST as updateOrderPayment } from '@/app/api/update-order-payment/route';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { addOwner } from '@/lib/admin/owners';
import { commerce, ordersKeptElsewhere, type Order } from '@/lib/commerce';
import { getDb } from '@/lib/db/client';
import { emailOutbox, orderRefunds, orders, owners } from '@/lib/db/schema';
import { formatPounds } from '@/lib/domain/money';
import { confirmationKey, ownerNewOrderKey, refundNoticeKey, shippingNoticeKey } from '@/lib/domain/order-emails';
import { deliverDueEmails, listOutbox, queueOrderEmail } from '@/lib/mail/outbox';
import { queueOwnerNewOrderEmails } from '@/lib/mail/owner-new-order';
import { renderOrderEmail } from '@/lib/mail/render-order-email';
import { orderBody, orderRow, placeOrder, type LineItem } from '../support/checkout';
import { createScratchDatabase } from '../support/scratch-database';
import { Shopper } from '../support/shopper';
import { startSmtpInbox, unreachableSmtpUrl, type ReceivedMail, type SmtpInbox } from '../support/smtp-inbox';
import { productBySlug, setSimpleStock, setVariationStock, variationOf } from '../support/stock';

// Stand-ins that behave as the real ones until a test says otherwise: a WooCommerce back end, and a
// template that fails, each for one payment.
jest.mock('@/lib/commerce', () => {
  const actual = jest.requireActual<typeof import('@/lib/commerce')>('@/lib/commerce');
  return { ...actual, ordersKeptElsewhere: jest.fn(actual.ordersKeptElsewhere) };
});
jest.mock('@/lib/mail/render-order-email', () => {
  const actual = jest.requireActual<typeof import('@/lib/mail/render-order-email')>('@/lib/mail/render-order-email');
  return { ...actual, renderOrderEmail: jest.fn(actual.renderOrderEmail) };
});
const actualCommerce = jest.requireActual<typeof import('@/lib/commerce')>('@/lib/commerce');
const actualRenderer = jest.requireActual<typeof import('@/lib/mail/render-order-email')>('@/lib/mail/render-order-email');

// The first e-mail renders React Email's templates for the first time: seconds on a busy machine.
jest.setTimeout(30_000);

delete process.env.STRIPE_SECRET_KEY;
delete process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY;
delete process.env.SMTP_URL;
delete process.env.SHOP_OWNER_EMAIL;

// This file owns the stock of the Campbell tartan wool cushion, the Royal Stewart tartan tote bag and
// the Ben Nevis T-shirt in M; other files leave them alone.
const CUSHION = 'campbell-tartan-wool-cushion';
const TOTE = 'royal-stewart-tartan-tote-bag';
const TEE = 'ben-nevis-summit-t-shirt';
const RUN = Date.now();
const FUTURE = `12/${String((new Date().getFullYear() + 4) % 100).padStart(2, '0')}`;

let inbox: SmtpInbox;
let buyers = 0;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  await setSimpleStock(CUSHION, 30);
});

afterEach(() => {
  jest.mocked(ordersKeptElsewhere).mockImplementation(actualCommerce.ordersKeptElsewhere);
  jest.mocked(renderOrderEmail).mockImplementation(actualRenderer.renderOrderEmail);
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.SHOP_OWNER_EMAIL;
  // Waits for any delivery a payment started, so none is cut off when the database closes.
  await deliverDueEmails();
  await inbox.stop();
});

/** A new order (one cushion unless told), paid with the test card 4242…, for a recipient no other test uses. */
async function paidOrder(lines?: LineItem[]): Promise<Order> {
  const shopper = new Shopper();
  const body = orderBody(lines ?? [{ product_id: (await productBySlug(CUSHION)).id, quantity: 1 }]);
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

/**
 * Runs deliveries until one finds nothing due. One run takes at most 50 messages, oldest first, and
 * the other files leave theirs waiting (they set no SMTP_URL), owners' copies of their orders
 * included: this file's may be behind more than one run's worth.
 */
async function deliverAllDue(now?: Date): Promise<void> {
  for (;;) {
    const { sent, retrying, failed } = await deliverDueEmails(now);
    if (sent + retrying + failed === 0) return;
  }
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
    await deliverAllDue();

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
    await deliverAllDue();
    const [{ copies }] = (await getDb()
      .select({ copies: sql<number>`count(*)::int` })
      .from(emailOutbox)
      // Owners that other files add are told of the order too (kind owner-new-order): only the shopper's copies count.
      .where(and(eq(emailOutbox.orderId, confirmed.id), eq(emailOutbox.kind, 'order-confirmation')))) as [{ copies: number }];
    expect(copies).toBe(1);
    expect(inbox.to(confirmed.email)).toHaveLength(1);
  });

  it('sends a shipping notice with the carrier, the tracking number and the carrier’s tracking link', async () => {
    process.env.SMTP_URL = inbox.url;
    await getDb().update(orders).set({ status: 'shipped', carrier: 'DPD', trackingNumber: '15501234567890', shippedAt: new Date() }).where(eq(orders.id, confirmed.id));
    const shipped = (await commerce().getOrder(confirmed.id))!;
    expect(await queueInOwnTransaction({ kind: 'shipping-notice', order: shipped, dedupeKey: shippingNoticeKey(shipped.id) })).toBe(true);
    await deliverAllDue();

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
    await deliverAllDue();

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
    await deliverAllDue();

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
    await deliverAllDue(new Date(Date.now() + 2 * 60_000));
    expect(onlyMessageTo(order.email).subject).toBe(`Your Highland Home order #${order.id} is confirmed`);
    expect(await outboxRow(confirmationKey(order.id))).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('marks a message failed after its sixth failed attempt', async () => {
    process.env.SMTP_URL = await unreachableSmtpUrl();
    const order = await paidOrder();
    await deliverAllDue();
    // Five attempts have failed, and the last retry is due.
    await getDb()
      .update(emailOutbox)
      .set({ attempts: 5, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.dedupeKey, confirmationKey(order.id)));
    await deliverAllDue();
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

/** The order's e-mails to the owner, as the outbox holds them. */
async function ownerRows(orderId: number) {
  return getDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.orderId, orderId), eq(emailOutbox.kind, 'owner-new-order')));
}

async function ownerAccountEmails(): Promise<string[]> {
  return (await getDb().select({ email: owners.email }).from(owners)).map((owner) => owner.email);
}

/** Reports the order's payment again, as the browser does after Stripe's webhook already has. */
async function reportPaymentAgain(order: Order): Promise<void> {
  const reported = await new Shopper().call(updateOrderPayment, '/api/update-order-payment', {
    method: 'POST',
    body: { orderId: order.id, paymentIntentId: order.paymentIntentId },
  });
  expect(reported.status).toBe(200);
}

describe('the owner’s e-mail for each paid order', () => {
  const OWNER_ACCOUNTS = [`ailsa-${RUN}@highland-home.example`, `ewan-${RUN}@highland-home.example`];

  beforeAll(async () => {
    await setSimpleStock(TOTE, 40);
    await setVariationStock((await variationOf(TEE, { Size: 'm' })).id, 40);
    for (const email of OWNER_ACCOUNTS) await addOwner(getDb(), email, 'heather and granite', { replace: true });
  });

  afterAll(async () => {
    await getDb().delete(owners).where(inArray(owners.email, OWNER_ACCOUNTS));
  });

  /** Two tote bags and a T-shirt in M: a line with a quantity, and one with an option. */
  async function paidOwnerOrder(): Promise<Order> {
    const [tote, tee] = [await productBySlug(TOTE), await productBySlug(TEE)];
    return paidOrder([
      { product_id: tote.id, quantity: 2 },
      { product_id: tee.id, quantity: 1, meta_data: [{ key: 'Size', value: 'm' }] },
    ]);
  }

  /** The owner's e-mails about this order that reached the address (an account hears of other orders too). */
  function messagesAbout(order: Order, address: string): ReceivedMail[] {
    return inbox.to(address).filter((message) => message.subject === `New Highland Home order #${order.id}: ${formatPounds(order.totalPence)}`);
  }

  it('goes to each address in SHOP_OWNER_EMAIL once, with the lines, totals, address, customer and back-office link', async () => {
    const desk = `orders-${RUN}@highland-home.example`;
    const morag = `morag-${RUN}@highland-home.example`;
    process.env.SHOP_OWNER_EMAIL = ` ${desk.toUpperCase()} , ${morag},${desk}`;
    process.env.SMTP_URL = inbox.url;
    const order = await paidOwnerOrder();
    // The payment started a delivery of its own; this one waits for it and sends anything left.
    await deliverAllDue();

    const rows = await ownerRows(order.id);
    expect(rows.map((row) => row.toAddress).sort()).toEqual([morag, desk].sort());
    expect(rows.map((row) => row.dedupeKey).sort()).toEqual([ownerNewOrderKey(order.id, morag), ownerNewOrderKey(order.id, desk)].sort());
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    // The owner accounts are not told while the setting names who is.
    expect(rows.map((row) => row.toAddress)).not.toEqual(expect.arrayContaining([OWNER_ACCOUNTS[0]]));
    // The shopper's confirmation went as before, to the shopper only.
    expect(onlyMessageTo(order.email).subject).toBe(`Your Highland Home order #${order.id} is confirmed`);

    const total = formatPounds(order.totalPence);
    const tote = order.lines.find((line) => line.name === 'Royal Stewart Tartan Tote Bag')!;
    const tee = order.lines.find((line) => line.name === 'Ben Nevis Summit T-Shirt')!;
    expect(tote.quantity).toBe(2);
    for (const address of [desk, morag]) {
      const mail = onlyMessageTo(address);
      expect(mail.to).toBe(address);
      expect(mail.envelopeTo).toEqual([address]);
      expect(mail.from).toBe('"Highland Home" <hello@highland-home.example>');
      expect(mail.subject).toBe(`New Highland Home order #${order.id}: ${total}`);
      expect(mail.text).toContain(`2 × Royal Stewart Tartan Tote Bag ${formatPounds(tote.unitPricePence * 2)} (${formatPounds(tote.unitPricePence)} each)`);
      expect(mail.text).toContain(`1 × Ben Nevis Summit T-Shirt (Size: ${tee.selectedOptions.Size}) ${formatPounds(tee.unitPricePence)}`);
      expect(mail.text).toMatch(new RegExp(`Subtotal: ${formatPounds(order.subtotalPence)}\\s+Shipping: ${formatPounds(order.shippingPence)}\\s+Total: ${total}`));
      // Each line the customer typed comes in an isolate of its own (U+2068 … U+2069).
      expect(mail.text).toContain('\u2068Morag MacLeod\u2069\n\u206812 Castle Street\u2069\n\u2068Inverness\u2069\n\u2068IV2 3EA\u2069\n\u2068United Kingdom\u2069');
      expect(mail.text).toContain(`E-mail: ${order.email}`);
      expect(mail.text).toContain(`http://localhost:3000/admin/orders/${order.id}`);
      expect(mail.html).toContain(`href="http://localhost:3000/admin/orders/${order.id}"`);
      // Not the shopper's own link, which carries the order's secret key.
      expect(mail.text).not.toContain(order.orderKey);
    }

    // The payment reported again (the browser after the webhook), and queued again by hand: nothing more.
    await reportPaymentAgain(order);
    expect(await queueOwnerNewOrderEmails(getDb(), order)).toBe(0);
    await deliverAllDue();
    expect(await ownerRows(order.id)).toHaveLength(2);
    expect(inbox.to(desk)).toHaveLength(1);
    expect(inbox.to(morag)).toHaveLength(1);
  });

  it('goes to every owner account once when SHOP_OWNER_EMAIL is unset, and not again on a second report', async () => {
    delete process.env.SHOP_OWNER_EMAIL;
    delete process.env.SMTP_URL;
    const before = await ownerAccountEmails();
    const order = await paidOwnerOrder();
    const after = await ownerAccountEmails();

    const rows = await ownerRows(order.id);
    const addresses = rows.map((row) => row.toAddress);
    // Every account there throughout was told, and nobody but an account.
    for (const address of before.filter((email) => after.includes(email))) expect(addresses).toContain(address);
    for (const address of addresses) expect([...before, ...after]).toContain(address);
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const address of OWNER_ACCOUNTS) expect(addresses.filter((one) => one === address)).toHaveLength(1);
    expect(rows.every((row) => row.status === 'pending' && row.subject === `New Highland Home order #${order.id}: ${formatPounds(order.totalPence)}`)).toBe(true);

    await reportPaymentAgain(order);
    expect((await ownerRows(order.id)).map((row) => row.id).sort()).toEqual(rows.map((row) => row.id).sort());

    // Sent once a mail server is set, to each account separately.
    process.env.SMTP_URL = inbox.url;
    await deliverAllDue();
    for (const address of OWNER_ACCOUNTS) expect(messagesAbout(order, address)).toHaveLength(1);
  });

  it('is skipped, and the order stays paid with its confirmation, when it cannot be rendered', async () => {
    process.env.SHOP_OWNER_EMAIL = `orders-${RUN}@highland-home.example`;
    delete process.env.SMTP_URL;
    jest.mocked(renderOrderEmail).mockImplementation(async (email) => {
      if (email.kind === 'owner-new-order') throw new Error('a template fault');
      return actualRenderer.renderOrderEmail(email);
    });
    const order = await paidOwnerOrder();
    expect((await orderRow(order.id)).status).toBe('processing');
    expect(await ownerRows(order.id)).toEqual([]);
    const [confirmation] = await getDb().select().from(emailOutbox).where(and(eq(emailOutbox.orderId, order.id), eq(emailOutbox.kind, 'order-confirmation')));
    expect(confirmation).toMatchObject({ toAddress: order.email, status: 'pending' });
  });

  it('is not queued while the orders are kept in WooCommerce, which e-mails its own', async () => {
    process.env.SHOP_OWNER_EMAIL = `orders-${RUN}@highland-home.example`;
    delete process.env.SMTP_URL;
    jest.mocked(ordersKeptElsewhere).mockReturnValue(true);
    const order = await paidOwnerOrder();
    expect((await orderRow(order.id)).status).toBe('processing');
    expect(await getDb().select().from(emailOutbox).where(eq(emailOutbox.orderId, order.id))).toEqual([]);
  });

  it('is queued for nobody, said once in the log, when there is no setting and no owner account', async () => {
    delete process.env.SHOP_OWNER_EMAIL;
    const order = await paidOwnerOrder();
    // A database of its own with no owner accounts: the shared one has other files' owners.
    const ownerless = await createScratchDatabase('ownerless');
    try {
      await ownerless.db.execute(sql`CREATE TABLE owners (id serial PRIMARY KEY, email text NOT NULL UNIQUE, password_hash text NOT NULL)`);
      // A fresh copy of the module and its log, as a newly started process has: this one may have said it already.
      await jest.isolateModulesAsync(async () => {
        const { queueOwnerNewOrderEmails: queueFresh } = await import('@/lib/mail/owner-new-order');
        const warn = jest.spyOn((await import('@/lib/log')).logger('mail'), 'warn');
        expect(await queueFresh(ownerless.db, order)).toBe(0);
        expect(await queueFresh(ownerless.db, order)).toBe(0);
        expect(warn).toHaveBeenCalledTimes(1);
        expect(warn.mock.calls[0]![1]).toMatch(/SHOP_OWNER_EMAIL is unset and there are no owner accounts/);
      });
    } finally {
      await ownerless.drop();
    }
  });
});
