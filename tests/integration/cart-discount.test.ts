/**
 * The shopper's discount code (docs/adr/0034): the cart's code through the API and through the cart
 * page's form without JavaScript, each refusal with its reason, and orders priced with the code by
 * the server, whatever the browser claims, the card charged the discounted total, and refunds never
 * beyond what was paid.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { GET as getCart, POST as addToCart } from '@/app/api/cart/route';
import { PATCH as updateItem } from '@/app/api/cart/[itemId]/route';
import { DELETE as removeCode, GET as getCode, POST as applyCode } from '@/app/api/cart/discount/route';
import { POST as postCodeForm } from '@/app/(shop)/cart/discount/route';
import { POST as postSession } from '@/app/api/admin/session/route';
import { GET as getOwnerOrder, POST as actOnOrder } from '@/app/api/admin/orders/[id]/route';
import { GET as exportOrders } from '@/app/api/admin/orders/export/route';
import { apiRequest } from '../support/api';
import { POST as createPaymentIntent } from '@/app/api/create-payment-intent/route';
import { GET as getOrder } from '@/app/api/orders/[id]/route';
import { POST as confirmCard } from '@/app/api/test-payments/confirm/route';
import { addOwner } from '@/lib/admin/owners';
import type { ApiOrder } from '@/lib/commerce/api-shape';
import type { ApiCartDiscount } from '@/lib/checkout/cart-discount';
import { trackOrder } from '@/lib/checkout/track-order';
import { getDb } from '@/lib/db/client';
import { discountCodes, orderLines } from '@/lib/db/schema';
import { DISCOUNT_COOKIE } from '@/lib/http/discount-cookie';
import { paymentProvider } from '@/lib/payments';
import { params } from '../support/api';
import { orderBody, orderRow, placeOrder, type CreatedOrder } from '../support/checkout';
import { amountOff, discountUses, freeShipping, percentOff, uniqueCode } from '../support/discounts';
import { Shopper } from '../support/shopper';
import { productBySlug, setSimpleStock, simpleStock } from '../support/stock';

delete process.env.STRIPE_SECRET_KEY;
delete process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY;

// This file owns the stock of the gardening apron and the Loch Awe apron; other files leave them alone.
const GARDENING = 'stag-canvas-gardening-apron';
const LOCH_AWE = 'loch-awe-waxed-cotton-apron';
const OWNER = { email: 'discount-owner@highland-home.example', password: 'heather and granite 9' };
const FUTURE = `12/${String((new Date().getFullYear() + 4) % 100).padStart(2, '0')}`;
const HOUR = 60 * 60 * 1000;

type ErrorBody = { error: { code: string; message: string } };

let gardening: { id: number; pricePence: number };
let lochAwe: { id: number; pricePence: number };

beforeAll(async () => {
  gardening = await productBySlug(GARDENING);
  lochAwe = await productBySlug(LOCH_AWE);
  await setSimpleStock(GARDENING, 40);
  await setSimpleStock(LOCH_AWE, 40);
  await addOwner(getDb(), OWNER.email, OWNER.password, { replace: true });
});

afterAll(async () => {
  await setSimpleStock(GARDENING, 21);
  await setSimpleStock(LOCH_AWE, 14);
});

/** A shopper with these products in the cart. */
async function shopperWith(...items: { productId: number; quantity: number }[]): Promise<Shopper> {
  const shopper = new Shopper();
  for (const item of items) expect((await shopper.call(addToCart, '/api/cart', { method: 'POST', body: item })).status).toBe(201);
  return shopper;
}

const apply = (shopper: Shopper, code: unknown) => shopper.call<ApiCartDiscount & ErrorBody>(applyCode, '/api/cart/discount', { method: 'POST', body: { code } });

/** The cart page's form, as a browser without JavaScript posts it. */
const postForm = (shopper: Shopper, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  shopper.call(postCodeForm, '/cart/discount', {
    method: 'POST',
    rawBody: new URLSearchParams(fields).toString(),
    // The Host a browser sends: the route compares the form's Origin with it.
    headers: { host: '127.0.0.1:3000', 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

const codeCookieOf = (shopper: Shopper) => new RegExp(`(?:^|; )${DISCOUNT_COOKIE}=([^;]*)`).exec(shopper.cookie ?? '')?.[1] ?? null;

describe('GET, POST and DELETE /api/cart/discount', () => {
  it('says there is no code, then applies a percentage code: 200 with the summary and the cookie', async () => {
    const code = uniqueCode('STORY10');
    await percentOff(code, 10);
    const shopper = await shopperWith({ productId: gardening.id, quantity: 2 });
    const subtotal = 2 * gardening.pricePence;

    const none = await shopper.call<ApiCartDiscount>(getCode, '/api/cart/discount');
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ code: null, applied: false, discount: '0.00' });
    expect(none.headers.get('cache-control')).toMatch(/^private, no-store\b/);

    const reply = await apply(shopper, code);
    expect(reply.status).toBe(200);
    const discount = Math.floor(subtotal / 10);
    expect(reply.body).toEqual({
      code,
      applied: true,
      offer: '10% off',
      free_shipping: false,
      subtotal: (subtotal / 100).toFixed(2),
      discount: (discount / 100).toFixed(2),
      total: ((subtotal - discount) / 100).toFixed(2),
    });
    const setCookie = reply.headers.getSetCookie().find((cookie) => cookie.startsWith(`${DISCOUNT_COOKIE}=`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    expect(codeCookieOf(shopper)).toBe(code);

    expect((await shopper.call<ApiCartDiscount>(getCode, '/api/cart/discount')).body).toMatchObject({ code, applied: true, discount: (discount / 100).toFixed(2) });
  });

  it('takes a code in any case and with spaces around it', async () => {
    const code = uniqueCode('TARTAN');
    await amountOff(code, 500);
    const shopper = await shopperWith({ productId: gardening.id, quantity: 1 });
    const reply = await apply(shopper, `  ${code.toLowerCase()} `);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code, applied: true, offer: '£5.00 off', discount: '5.00' });
  });

  it('refuses each kind of code that does not apply with 422, its reason and the shopper’s words, and keeps no cookie', async () => {
    const now = Date.now();
    const expired = uniqueCode('OVER');
    const early = uniqueCode('SOON');
    const big = uniqueCode('BIGSPEND');
    const usedUp = uniqueCode('GONE');
    const elsewhere = uniqueCode('OTHER');
    const off = uniqueCode('OFF');
    await percentOff(expired, 10, { endsAt: new Date(now - HOUR) });
    await percentOff(early, 10, { startsAt: new Date(now + HOUR) });
    await percentOff(big, 10, { minimumSpendPence: 100_000 });
    await percentOff(usedUp, 10, { usageLimit: 2, uses: 2 });
    await percentOff(elsewhere, 10, { productIds: [lochAwe.id] });
    await percentOff(off, 10, { active: false });
    const shopper = await shopperWith({ productId: gardening.id, quantity: 1 });

    const cases: [unknown, string, string][] = [
      [expired, 'discount_expired', 'This code has expired'],
      [early, 'discount_not_started', 'This code is not active yet'],
      [big, 'discount_minimum_spend', 'Spend £1,000 or more to use this code'],
      [usedUp, 'discount_used_up', 'This code has been used up'],
      [elsewhere, 'discount_not_for_items', 'This code is not for the items in your cart'],
      [off, 'discount_unknown', 'We do not recognise that code. Please check it and try again.'],
      ['NO-SUCH-CODE-EVER', 'discount_unknown', 'We do not recognise that code. Please check it and try again.'],
      ['no such code!', 'discount_unknown', 'We do not recognise that code. Please check it and try again.'],
    ];
    for (const [code, reason, message] of cases) {
      const reply = await apply(shopper, code);
      expect({ code, status: reply.status, error: reply.body.error }).toEqual({ code, status: 422, error: { code: reason, message } });
      expect(reply.headers.getSetCookie()).toEqual([]);
    }
    expect(codeCookieOf(shopper)).toBeNull();
  });

  it('answers junk with 400 and changes nothing', async () => {
    const shopper = await shopperWith({ productId: gardening.id, quantity: 1 });
    for (const body of [{}, { code: 5 }, { code: '' }, { code: '   ' }, { code: 'A'.repeat(65) }, { code: ['STORY10'] }, null, 'STORY10']) {
      const reply = await shopper.call<ErrorBody>(applyCode, '/api/cart/discount', { method: 'POST', body });
      expect({ body, status: reply.status }).toEqual({ body, status: 400 });
    }
    const notJson = await shopper.call<ErrorBody>(applyCode, '/api/cart/discount', { method: 'POST', rawBody: 'code=STORY10', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
    expect(codeCookieOf(shopper)).toBeNull();
  });

  it('removes the code with DELETE: 204 and the cookie cleared', async () => {
    const code = uniqueCode('BYE');
    await percentOff(code, 15);
    const shopper = await shopperWith({ productId: gardening.id, quantity: 1 });
    await apply(shopper, code);
    expect(codeCookieOf(shopper)).toBe(code);
    const reply = await shopper.call(removeCode, '/api/cart/discount', { method: 'DELETE' });
    expect(reply.status).toBe(204);
    expect(codeCookieOf(shopper)).toBeNull();
    expect((await shopper.call<ApiCartDiscount>(getCode, '/api/cart/discount')).body).toMatchObject({ code: null, applied: false });
  });

  it('says why the cart’s code no longer applies once the cart changes under it', async () => {
    const code = uniqueCode('SPEND50');
    await amountOff(code, 500, { minimumSpendPence: gardening.pricePence + 1 });
    const shopper = await shopperWith({ productId: gardening.id, quantity: 2 });
    expect((await apply(shopper, code)).status).toBe(200);
    const [line] = (await shopper.call<{ id: number }[]>(getCart, '/api/cart')).body;
    await shopper.call(updateItem, `/api/cart/${line!.id}`, { method: 'PATCH', body: { quantity: 1 }, context: params({ itemId: String(line!.id) }) });
    const reply = await shopper.call<ApiCartDiscount>(getCode, '/api/cart/discount');
    expect(reply.body).toMatchObject({ code, applied: false, reason: 'minimum_spend', discount: '0.00' });
    expect(reply.body.message).toMatch(/^Spend £\d+(\.\d\d)? or more to use this code$/);
  });
});

describe('POST /cart/discount, the cart page’s form without JavaScript', () => {
  it('applies a code: 303 back to the cart saying so, with the cookie', async () => {
    const code = uniqueCode('FORM10');
    await percentOff(code, 10);
    const shopper = await shopperWith({ productId: gardening.id, quantity: 1 });
    const reply = await postForm(shopper, { code: code.toLowerCase(), action: 'apply' });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe('/cart?discount=applied');
    expect(codeCookieOf(shopper)).toBe(code);
  });

  it('sends a refusal back as its reason’s key and the code, never as text, and keeps the cart’s own code', async () => {
    const kept = uniqueCode('KEEP');
    const expired = uniqueCode('OLD');
    await percentOff(kept, 10);
    await percentOff(expired, 10, { endsAt: new Date(Date.now() - HOUR) });
    const shopper = await shopperWith({ productId: gardening.id, quantity: 1 });
    await postForm(shopper, { code: kept });

    const refused = await postForm(shopper, { code: expired });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe(`/cart?discount=expired&refused=${expired}`);
    expect(codeCookieOf(shopper)).toBe(kept);

    const junk = await postForm(shopper, { code: '<script>alert(1)</script>' });
    expect(junk.headers.get('location')).toBe('/cart?discount=unknown');
    const empty = await postForm(shopper, { code: '  ' });
    expect(empty.headers.get('location')).toBe('/cart?discount=missing');
  });

  it('removes the code', async () => {
    const code = uniqueCode('GOODBYE');
    await percentOff(code, 10);
    const shopper = await shopperWith({ productId: gardening.id, quantity: 1 });
    await postForm(shopper, { code });
    const reply = await postForm(shopper, { code: '', action: 'remove' });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe('/cart?discount=removed');
    expect(codeCookieOf(shopper)).toBeNull();
  });

  it('refuses a post from another site, as the proxy refuses the API’s', async () => {
    const code = uniqueCode('EVIL');
    await percentOff(code, 50);
    const shopper = await shopperWith({ productId: gardening.id, quantity: 1 });
    const reply = await postForm(shopper, { code }, { origin: 'https://evil.example' });
    expect(reply.status).toBe(403);
    expect((reply.body as ErrorBody).error.code).toBe('cross_origin');
    expect(codeCookieOf(shopper)).toBeNull();
  });

  it('answers a body that is not a form with 400', async () => {
    const shopper = await shopperWith({ productId: gardening.id, quantity: 1 });
    const reply = await shopper.call<ErrorBody>(postCodeForm, '/cart/discount', { method: 'POST', body: { code: 'STORY10' }, headers: { host: '127.0.0.1:3000' } });
    expect(reply.status).toBe(400);
  });
});

/** Pays an order with the test processor's 4242 card and answers the intent's amount. */
async function pay(shopper: Shopper, order: CreatedOrder): Promise<number> {
  const intent = await shopper.call<{ clientSecret: string }>(createPaymentIntent, '/api/create-payment-intent', { method: 'POST', body: { orderId: String(order.id), orderKey: order.order_key, amount: 1 } });
  expect(intent.status).toBe(200);
  const charged = await paymentProvider().retrieveIntent(intent.body.clientSecret.split('_secret_')[0]!);
  const paid = await shopper.call<{ status: string }>(confirmCard, '/api/test-payments/confirm', {
    method: 'POST',
    body: { clientSecret: intent.body.clientSecret, card: { number: '4242424242424242', expiry: FUTURE, cvc: '123' } },
  });
  expect(paid.body.status).toBe('succeeded');
  return charged!.amountPence;
}

type CreatedWithCode = CreatedOrder & { discount_total: string; coupon_lines: { code: string; discount: string }[] };

describe('POST /api/create-order with a code', () => {
  it('prices the order with the cart’s code: total = subtotal - discount + shipping, the lines’ shares add up, and the card is charged that', async () => {
    const code = uniqueCode('STORY10');
    await percentOff(code, 10);
    const shopper = await shopperWith({ productId: gardening.id, quantity: 1 }, { productId: lochAwe.id, quantity: 2 });
    await apply(shopper, code);
    const usesBefore = await discountUses(code);

    const reply = await placeOrder(
      shopper,
      orderBody([
        { product_id: gardening.id, quantity: 1, price: '0.01' },
        { product_id: lochAwe.id, quantity: 2, price: '0.01' },
      ]),
    );
    expect(reply.status).toBe(201);
    const subtotal = gardening.pricePence + 2 * lochAwe.pricePence;
    const discount = Math.floor(subtotal / 10);
    const row = await orderRow(reply.body.id);
    expect(row).toMatchObject({ subtotalPence: subtotal, discountCode: code, discountPence: discount, shippingPence: 0, shippingDiscountPence: 0, totalPence: subtotal - discount });
    const body = reply.body as CreatedWithCode;
    expect(body.total).toBe(((subtotal - discount) / 100).toFixed(2));
    expect(body.discount_total).toBe((discount / 100).toFixed(2));
    expect(body.coupon_lines).toEqual([{ code, discount: (discount / 100).toFixed(2) }]);

    const lines = await getDb().select().from(orderLines).where(eq(orderLines.orderId, reply.body.id));
    expect(lines.reduce((sum, line) => sum + line.discountPence, 0)).toBe(discount);
    for (const line of lines) expect(line.discountPence).toBeLessThanOrEqual(line.unitPricePence * line.quantity);
    expect(await discountUses(code)).toBe(usesBefore + 1);

    expect(await pay(shopper, reply.body)).toBe(subtotal - discount);
    expect((await orderRow(reply.body.id)).status).toBe('processing');
  });

  it('takes WooCommerce’s coupon_lines without a cart code, and ignores any discount the browser names', async () => {
    const code = uniqueCode('FIVER');
    await amountOff(code, 500);
    const shopper = new Shopper();
    const reply = await placeOrder(shopper, {
      ...orderBody([{ product_id: lochAwe.id, quantity: 1, price: '0.01' }], 'FR'),
      coupon_lines: [{ code: code.toLowerCase(), discount: '39.00' }],
      discount_total: '39.00',
      total: '0.30',
    });
    expect(reply.status).toBe(201);
    const shipping = 499 + 399;
    const row = await orderRow(reply.body.id);
    expect(row).toMatchObject({ subtotalPence: lochAwe.pricePence, discountCode: code, discountPence: 500, shippingPence: shipping, totalPence: lochAwe.pricePence - 500 + shipping });
    expect((reply.body as CreatedWithCode).discount_total).toBe('5.00');
    expect(await pay(shopper, reply.body)).toBe(lochAwe.pricePence - 500 + shipping);
  });

  it('waives shipping to France for a free-shipping code: the total is the subtotal', async () => {
    const code = uniqueCode('FREESHIP');
    await freeShipping(code);
    const shopper = await shopperWith({ productId: gardening.id, quantity: 2 });
    expect((await apply(shopper, code)).body).toMatchObject({ applied: true, offer: 'Free shipping', free_shipping: true, discount: '0.00' });
    const reply = await placeOrder(shopper, orderBody([{ product_id: gardening.id, quantity: 2 }], 'FR'));
    expect(reply.status).toBe(201);
    const row = await orderRow(reply.body.id);
    expect(row).toMatchObject({ subtotalPence: 2 * gardening.pricePence, discountCode: code, discountPence: 0, shippingPence: 0, shippingDiscountPence: 499 + 2 * 399, totalPence: 2 * gardening.pricePence });
    expect(await pay(shopper, reply.body)).toBe(2 * gardening.pricePence);
  });

  it('refuses an order whose code no longer applies with 422 and its reason: no order, no stock held, the cart kept', async () => {
    const code = uniqueCode('LASTUSE');
    const row = await percentOff(code, 10, { usageLimit: 1 });
    const shopper = await shopperWith({ productId: gardening.id, quantity: 1 });
    await apply(shopper, code);
    // Someone else takes the last use between the shopper applying it and checking out.
    await getDb().update(discountCodes).set({ uses: 1 }).where(eq(discountCodes.id, row.id));
    const stock = await simpleStock(GARDENING);

    const reply = await placeOrder(shopper, orderBody([{ product_id: gardening.id, quantity: 1 }]));
    expect(reply.status).toBe(422);
    expect((reply.body as unknown as ErrorBody).error).toEqual({ code: 'discount_used_up', message: 'This code has been used up' });
    expect(await simpleStock(GARDENING)).toBe(stock);
    expect((await shopper.call<unknown[]>(getCart, '/api/cart')).body).toHaveLength(1);
    expect(codeCookieOf(shopper)).toBe(code);
  });
});

describe('an order with a code, wherever it is shown', () => {
  let shopper: Shopper;
  let order: CreatedOrder;
  let code: string;
  let subtotal: number;
  let discount: number;

  beforeAll(async () => {
    code = uniqueCode('SHOWN');
    await percentOff(code, 20);
    shopper = await shopperWith({ productId: lochAwe.id, quantity: 1 });
    await apply(shopper, code);
    const reply = await placeOrder(shopper, orderBody([{ product_id: lochAwe.id, quantity: 1 }]));
    order = reply.body;
    subtotal = lochAwe.pricePence;
    discount = Math.floor(subtotal / 5);
    await pay(shopper, order);
  });

  it('is in the shopper’s order API and Track Order', async () => {
    const reply = await shopper.call<ApiOrder>(getOrder, `/api/orders/${order.id}?key=${order.order_key}`, { context: params({ id: String(order.id) }) });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      subtotal: (subtotal / 100).toFixed(2),
      shippingTotal: '0.00',
      total: ((subtotal - discount) / 100).toFixed(2),
      discountCode: code,
      discountTotal: (discount / 100).toFixed(2),
      shippingDiscount: '0.00',
    });
    expect(reply.body.lineItems[0]!.discount).toBe((discount / 100).toFixed(2));

    const tracked = await trackOrder(order.id, 'morag@example.com');
    expect(tracked).toMatchObject({ total: ((subtotal - discount) / 100).toFixed(2), discount: { code, amount: (discount / 100).toFixed(2), shipping: '0.00' } });
  });

  it('is in the orders CSV, beside the totals it explains', async () => {
    const owner = new Shopper();
    expect((await owner.call(postSession, '/api/admin/session', { method: 'POST', body: OWNER, headers: { 'x-highland-peer': '10.41.0.2' } })).status).toBe(200);
    const response = await exportOrders(apiRequest(`/api/admin/orders/export?search=${order.id}`, { headers: { cookie: owner.cookie! } }), params({}) as never);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = (await response.text()).trim().split('\n');
    expect(header).toBe('order,placed_at,paid_at,status,email,name,subtotal,discount_code,discount,shipping,shipping_discount,total,refunded');
    const row = rows.find((line) => line.startsWith(`${order.id},`))!.split(',');
    expect(row.slice(6)).toEqual([(subtotal / 100).toFixed(2), code, (discount / 100).toFixed(2), '0.00', '0.00', ((subtotal - discount) / 100).toFixed(2), '0.00']);
  });

  it('is in GET /api/admin/orders/{id}, and a refund can never exceed what was paid after the discount', async () => {
    const owner = new Shopper();
    expect((await owner.call(postSession, '/api/admin/session', { method: 'POST', body: OWNER, headers: { 'x-highland-peer': '10.41.0.1' } })).status).toBe(200);
    const id = params({ id: String(order.id) });
    type Detail = { order: { subtotalPence: number; shippingPence: number; totalPence: number; refundedPence: number; discount: unknown; lines: { discountPence: number }[] } };
    const detail = await owner.call<Detail>(getOwnerOrder, `/api/admin/orders/${order.id}`, { context: id });
    expect(detail.body.order).toMatchObject({ subtotalPence: subtotal, shippingPence: 0, totalPence: subtotal - discount, discount: { code, discountPence: discount, shippingDiscountPence: 0 } });
    expect(detail.body.order.lines.map((line) => line.discountPence)).toEqual([discount]);

    const refund = (amount: string) =>
      owner.call<Detail & ErrorBody>(actOnOrder, `/api/admin/orders/${order.id}`, { method: 'POST', body: { action: 'refund', amount }, context: id, headers: { 'idempotency-key': randomUUID() } });
    // The goods' full price is more than was paid: refused.
    const tooMuch = await refund((subtotal / 100).toFixed(2));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.code).toBe('refund_too_large');
    const all = await refund(((subtotal - discount) / 100).toFixed(2));
    expect(all.status).toBe(200);
    expect(all.body.order).toMatchObject({ refundedPence: subtotal - discount });
    expect((await refund('0.01')).status).toBeGreaterThanOrEqual(400);
  });
});
