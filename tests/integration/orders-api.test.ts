import { POST as addToCart } from '@/app/api/cart/route';
import { POST as createOrder } from '@/app/api/create-order/route';
import { CART_COOKIE } from '@/lib/http/cart-cookie';
import { tagExpiredAt } from '@/lib/cache/expire-tags';
import { expirePendingOrders } from '@/lib/checkout/expire-orders';
import { productTag } from '@/lib/domain/cache-tags';
import { Shopper } from '../support/shopper';
import { ageOrder, orderBody, orderRow, placeOrder, type CreatedOrder } from '../support/checkout';
import { productBySlug, setSimpleStock, setVariationStock, simpleStock, variationOf, variationStock } from '../support/stock';

// This file owns the stock of the candle, the mug and the walnut board; other files leave them alone.
const CANDLE = 'orkney-winter-spice-candle';
const MUG = 'thistle-stoneware-mug';
const BOARD = 'stag-engraved-walnut-chopping-board';
const LARGE = { Size: 'large (60cm x 40cm)' };

type ErrorBody = { error: { code: string; message: string } };

describe('POST /api/create-order', () => {
  let candle: { id: number; pricePence: number };
  let mug: { id: number; pricePence: number };
  let board: { id: number };
  let largeBoard: { id: number; pricePence: number; stockQuantity: number };

  beforeAll(async () => {
    candle = await productBySlug(CANDLE);
    mug = await productBySlug(MUG);
    board = await productBySlug(BOARD);
    largeBoard = await variationOf(BOARD, LARGE);
    await setSimpleStock(CANDLE, 10);
    await setSimpleStock(MUG, 10);
  });

  afterAll(async () => {
    await setSimpleStock(CANDLE, 26);
    await setSimpleStock(MUG, 19);
    await setVariationStock(largeBoard.id, largeBoard.stockQuantity);
  });

  it('prices every line from the catalogue, whatever name and price the browser sends', async () => {
    const reply = await placeOrder(
      new Shopper(),
      orderBody([
        { product_id: candle.id, quantity: 2, name: 'Free candle', price: '0.01' },
        { product_id: board.id, quantity: 1, meta_data: [{ key: 'Size', value: 'large (60cm x 40cm)' }], price: '1.00' },
      ]),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.order_key).toMatch(/^hh_order_/);
    const row = await orderRow(reply.body.id);
    expect(row.subtotalPence).toBe(2 * candle.pricePence + largeBoard.pricePence);
    expect(row.shippingPence).toBe(0);
    expect(row.totalPence).toBe(row.subtotalPence);
    expect(row.status).toBe('pending');
    expect(reply.body.total).toBe((row.totalPence / 100).toFixed(2));
  });

  it('charges international shipping on the sum of quantities', async () => {
    const reply = await placeOrder(new Shopper(), orderBody([{ product_id: mug.id, quantity: 3 }], 'FR'));
    const row = await orderRow(reply.body.id);
    expect(row.shippingPence).toBe(499 + 3 * 399);
    expect(row.totalPence).toBe(3 * mug.pricePence + 499 + 3 * 399);
  });

  it('holds the stock, and gives it back when the order is not paid within its hour', async () => {
    const before = await variationStock(largeBoard.id);
    const reply = await placeOrder(new Shopper(), orderBody([{ product_id: board.id, quantity: 2, meta_data: [{ key: 'size', value: 'LARGE (60cm x 40cm)' }] }]));
    expect(reply.status).toBe(201);
    expect(await variationStock(largeBoard.id)).toBe(before - 2);

    expect((await expirePendingOrders()).cancelled).not.toContain(reply.body.id);
    await ageOrder(reply.body.id);
    expect((await expirePendingOrders()).cancelled).toContain(reply.body.id);
    expect((await orderRow(reply.body.id)).status).toBe('cancelled');
    expect(await variationStock(largeBoard.id)).toBe(before);
    // A second sweep finds nothing more to release.
    expect((await expirePendingOrders()).cancelled).not.toContain(reply.body.id);
    expect(await variationStock(largeBoard.id)).toBe(before);
  });

  it("refreshes the cached pages of exactly the order's products when it holds stock and when the sweep releases it", async () => {
    const untouched = tagExpiredAt(productTag(mug.id));
    const beforeHold = Date.now();
    const reply = await placeOrder(new Shopper(), orderBody([{ product_id: candle.id, quantity: 1 }]));
    expect(reply.status).toBe(201);
    const held = tagExpiredAt(productTag(candle.id));
    expect(held).toBeGreaterThanOrEqual(beforeHold);

    // The sweep runs on a timer, outside any request: it must still reach the page cache.
    await ageOrder(reply.body.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await expirePendingOrders()).cancelled).toContain(reply.body.id);
    expect(tagExpiredAt(productTag(candle.id))).toBeGreaterThan(held);
    expect(tagExpiredAt(productTag(mug.id))).toBe(untouched);
  });

  it('never sells stock it does not have', async () => {
    await setSimpleStock(CANDLE, 1);
    const reply = await placeOrder(new Shopper(), orderBody([{ product_id: candle.id, quantity: 2 }]));
    expect(reply.status).toBe(409);
    expect((reply.body as unknown as ErrorBody).error.message).toBe('Sorry, only 1 of Orkney Winter Spice Candle is left in stock.');
    expect(await simpleStock(CANDLE)).toBe(1);
  });

  it('lets exactly one of two shoppers buying the last unit at once win', async () => {
    await setSimpleStock(CANDLE, 1);
    const [first, second] = await Promise.all([
      placeOrder(new Shopper(), orderBody([{ product_id: candle.id, quantity: 1 }])),
      placeOrder(new Shopper(), { ...orderBody([{ product_id: candle.id, quantity: 1 }]), shipping: { ...orderBody([]).shipping, first_name: 'Hamish' } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const loser = (first.status === 409 ? first : second).body as unknown as ErrorBody;
    expect(loser.error.code).toMatch(/out_of_stock|insufficient_stock/);
    expect(loser.error.message).toMatch(/Orkney Winter Spice Candle/);
    expect(await simpleStock(CANDLE)).toBe(0);
  });

  it('gives a double submit of the same checkout one order, one stock hold', async () => {
    await setSimpleStock(MUG, 10);
    const shopper = new Shopper();
    await shopper.call(addToCart, '/api/cart', { method: 'POST', body: { productId: mug.id, quantity: 2 } });
    const body = orderBody([{ product_id: mug.id, quantity: 2 }]);
    const [a, b] = await Promise.all([placeOrder(shopper, body), placeOrder(shopper, body)]);
    const c = await placeOrder(shopper, body);
    expect(new Set([a.body.id, b.body.id, c.body.id]).size).toBe(1);
    expect(a.body.order_key).toBe(c.body.order_key);
    expect(c.status).toBe(200);
    expect(await simpleStock(MUG)).toBe(8);

    // Changed details are a different checkout.
    const changed = await placeOrder(shopper, { ...body, shipping: { ...body.shipping, city: 'Oban' } });
    expect(changed.body.id).not.toBe(a.body.id);
    expect(await simpleStock(MUG)).toBe(6);
  });

  it('never hands one client another’s order: the same checkout without a cart of its own is a new order', async () => {
    await setSimpleStock(MUG, 10);
    const body = orderBody([{ product_id: mug.id, quantity: 1 }]);
    const first = await placeOrder(new Shopper(), body);
    const second = await placeOrder(new Shopper(), body);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.body.order_key).not.toBe(first.body.order_key);
    // A cart cookie the shop never issued is no cart of one's own either.
    const forger = new Shopper();
    forger.cookie = `${CART_COOKIE}=BBBBBBBBBBBBBBBBBBBBBB`;
    const third = await placeOrder(forger, body);
    const fourth = await placeOrder(forger, body);
    expect(new Set([first.body.id, third.body.id, fourth.body.id]).size).toBe(3);
  });

  it('treats a repeated Idempotency-Key as the same checkout, and another key as another', async () => {
    await setSimpleStock(MUG, 10);
    const body = orderBody([{ product_id: mug.id, quantity: 1 }]);
    const send = (key: string) => new Shopper().call<CreatedOrder>(createOrder, '/api/create-order', { method: 'POST', body, headers: { 'idempotency-key': key } });
    const first = await send('checkout-7f3a9c2e');
    const again = await send('checkout-7f3a9c2e');
    const other = await send('checkout-0b61d4aa');
    expect([first.status, again.status, other.status]).toEqual([201, 200, 201]);
    expect(again.body).toEqual(first.body);
    expect(other.body.id).not.toBe(first.body.id);
    const bad = await new Shopper().call<ErrorBody>(createOrder, '/api/create-order', { method: 'POST', body, headers: { 'idempotency-key': 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_idempotency_key');
  });

  describe('bad input changes nothing', () => {
    let stockBefore: number;
    beforeEach(async () => {
      await setSimpleStock(MUG, 10);
      stockBefore = await simpleStock(MUG);
    });
    afterEach(async () => {
      expect(await simpleStock(MUG)).toBe(stockBefore);
    });

    const line = () => [{ product_id: mug.id, quantity: 1 }];

    it('names every missing shipping field', async () => {
      const body = orderBody(line());
      const reply = await placeOrder(new Shopper(), { ...body, shipping: { ...body.shipping, first_name: ' ', email: '', postcode: undefined } });
      expect(reply.status).toBe(400);
      const { error } = reply.body as unknown as ErrorBody;
      expect(error.code).toBe('invalid_body');
      expect(error.message).toContain('First name is required');
      expect(error.message).toContain('Email is required');
      expect(error.message).toContain('Postcode is required');
    });

    it.each<[string, (body: ReturnType<typeof orderBody>) => unknown, number, string]>([
      ['a country the shop does not serve', (body) => ({ ...body, shipping: { ...body.shipping, country: 'XX' } }), 400, 'invalid_body'],
      ['an e-mail that is not one', (body) => ({ ...body, shipping: { ...body.shipping, email: 'morag-at-example' } }), 400, 'invalid_body'],
      ['no line items', (body) => ({ ...body, line_items: [] }), 400, 'invalid_body'],
      ['a zero quantity', (body) => ({ ...body, line_items: [{ product_id: 1, quantity: 0 }] }), 400, 'invalid_body'],
      ['an unknown product', (body) => ({ ...body, line_items: [{ product_id: 987654, quantity: 1 }] }), 404, 'product_not_found'],
      ['a variable product without its options', (body) => ({ ...body, line_items: [...body.line_items, { product_id: board.id, quantity: 1 }] }), 400, 'options_required'],
      ['more than is in stock, counting repeated lines together', (body) => ({ ...body, line_items: [...body.line_items, { product_id: mug.id, quantity: 10 }] }), 409, 'insufficient_stock'],
      ['no billing block', (body) => ({ ...body, billing: undefined }), 400, 'invalid_body'],
    ])('%s', async (_, change, status, code) => {
      const reply = await placeOrder(new Shopper(), change(orderBody(line())));
      expect(reply.status).toBe(status);
      expect((reply.body as unknown as ErrorBody).error.code).toBe(code);
    });
  });
});

