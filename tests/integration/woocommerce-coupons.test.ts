/**
 * Discount codes on the WooCommerce back end (issue 41), against a real WordPress + WooCommerce
 * named by the four WOOCOMMERCE_* settings (.ci/run starts one): coupons made through WooCommerce's
 * own REST API, quoted in the shop's cart with WooCommerce deciding, each refusal in the shop's
 * words, orders carrying the coupon so WooCommerce counts its uses, a free-shipping coupon waiving
 * the shop's shipping, and 12 checkouts racing for a coupon's last 3 uses. Without a store, Jest
 * reports these skipped. Stock: the products `coupon-*` (made here, this file's own).
 */
import { POST as addToCart } from '@/app/api/cart/route';
import { POST as applyCode } from '@/app/api/cart/discount/route';
import { POST as createOrder } from '@/app/api/create-order/route';
import { commerce } from '@/lib/commerce';
import { storeClient, type StoreClient } from '@/lib/commerce/woocommerce/client';
import { wooCommerceSettings, type WooCommerceSettings } from '@/lib/commerce/woocommerce/settings.mjs';
import { INTERNATIONAL_BASE_PENCE, INTERNATIONAL_PER_ITEM_PENCE } from '@/lib/domain/policies';
import { ADDRESS, orderBody, type CreatedOrder } from '../support/checkout';
import { Shopper } from '../support/shopper';
import { stockTestProduct } from '../support/woocommerce-contract-store';

jest.setTimeout(180_000);

const configured = wooCommerceSettings(process.env);
const describeStore = configured.ok ? describe : describe.skip;
/** Codes of this run's own: WooCommerce keeps every coupon, and counts its uses across runs. */
const RUN = Date.now().toString(36).toUpperCase();
const RACERS = 12;
const USES_LEFT = 3;

type ErrorBody = { error: { code: string; message: string } };
type Summary = { code: string; applied: boolean; offer?: string; free_shipping?: boolean; subtotal: string; discount: string; total: string };
type Placed = CreatedOrder & { discount_total: string; coupon_lines: { code: string; discount: string }[] } & ErrorBody;
interface StoreCouponSeen {
  id: number;
  usage_count: number;
}
interface StoreOrderSeen {
  status: string;
  total: string;
  discount_total: string;
  shipping_total: string;
  coupon_lines: { code: string; discount: string }[];
}

describeStore('WooCommerce coupons as the shop’s discount codes', () => {
  const settings = (configured as { settings: WooCommerceSettings }).settings;
  let store: StoreClient;
  let scarf: number;
  let rug: number;

  beforeAll(async () => {
    store = storeClient(settings);
    process.env.COMMERCE_BACKEND = 'woocommerce';
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY;
    scarf = await stockTestProduct(store, 'coupon-tartan-scarf', 100);
    rug = await stockTestProduct(store, 'coupon-wool-rug', 100);
  });

  /** A coupon made as the owner makes one in WooCommerce's admin; its code is this run's own. */
  async function makeCoupon(name: string, fields: Record<string, unknown>): Promise<{ code: string; id: number }> {
    const code = `${name}-${RUN}`;
    const made = await store.post<StoreCouponSeen>('coupons', { code: code.toLowerCase(), ...fields });
    return { code, id: made.id };
  }
  const usesOf = async (id: number) => (await store.get<StoreCouponSeen>(`coupons/${id}`)).data.usage_count;
  const stockOf = async (id: number) => (await store.get<{ stock_quantity: number }>(`products/${id}`)).data.stock_quantity;

  async function buyerWithCart(productId: number, quantity: number): Promise<Shopper> {
    const shopper = new Shopper();
    expect((await shopper.call(addToCart, '/api/cart', { method: 'POST', body: { productId, quantity } })).status).toBe(201);
    return shopper;
  }

  /** Enters a code in the shopper's cart; the shopper keeps both the cart's cookie and the code's, as a browser does. */
  async function enter(shopper: Shopper, code: string) {
    const cart = shopper.cookie;
    const reply = await shopper.call<Summary & ErrorBody>(applyCode, '/api/cart/discount', { method: 'POST', body: { code } });
    if (reply.status === 200) shopper.cookie = `${cart}; ${shopper.cookie}`;
    else shopper.cookie = cart;
    return reply;
  }

  const place = (shopper: Shopper, productId: number, quantity: number, { code, email = 'morag@example.com', abroad = false }: { code?: string; email?: string; abroad?: boolean } = {}) => {
    const where = abroad ? { country: 'FR', city: 'Lyon', postcode: '69002' } : {};
    const body = orderBody([{ product_id: productId, quantity }], abroad ? 'FR' : 'GB');
    return shopper.call<Placed>(createOrder, '/api/create-order', {
      method: 'POST',
      body: { ...body, shipping: { ...ADDRESS, ...where, email }, billing: { ...ADDRESS, ...where }, ...(code ? { coupon_lines: [{ code }] } : {}) },
    });
  };
  const storeOrder = async (id: number) => (await store.get<StoreOrderSeen>(`orders/${id}`)).data;

  it('quotes percent, fixed and free-shipping coupons as WooCommerce prices them, in any case', async () => {
    const percent = await makeCoupon('TEN', { discount_type: 'percent', amount: '10' });
    const fixed = await makeCoupon('FIVER', { discount_type: 'fixed_cart', amount: '5.00' });
    const free = await makeCoupon('POSTFREE', { discount_type: 'fixed_cart', amount: '0', free_shipping: true });
    const shopper = await buyerWithCart(scarf, 2);
    expect(await enter(shopper, percent.code.toLowerCase())).toMatchObject({ status: 200, body: { code: percent.code, applied: true, offer: '10% off', subtotal: '24.00', discount: '2.40', total: '21.60' } });
    expect(await enter(shopper, fixed.code)).toMatchObject({ status: 200, body: { code: fixed.code, offer: '£5.00 off', discount: '5.00', total: '19.00' } });
    expect(await enter(shopper, free.code)).toMatchObject({ status: 200, body: { code: free.code, offer: 'Free shipping', free_shipping: true, discount: '0.00', total: '24.00' } });
  });

  it('refuses each coupon WooCommerce refuses, with its reason in the shop’s words', async () => {
    const expired = await makeCoupon('GONE', { discount_type: 'percent', amount: '10', date_expires: '2024-01-01T00:00:00' });
    const minimum = await makeCoupon('BIGSPEND', { discount_type: 'percent', amount: '10', minimum_amount: '30.00' });
    const elsewhere = await makeCoupon('RUGSONLY', { discount_type: 'percent', amount: '10', product_ids: [rug] });
    const shopper = await buyerWithCart(scarf, 2);
    const refused = async (code: string) => {
      const reply = await enter(shopper, code);
      expect(reply.status).toBe(422);
      return reply.body.error;
    };
    expect(await refused(expired.code)).toEqual({ code: 'discount_expired', message: 'This code has expired' });
    expect(await refused(minimum.code)).toEqual({ code: 'discount_minimum_spend', message: 'Spend £30 or more to use this code' });
    expect(await refused(elsewhere.code)).toEqual({ code: 'discount_not_for_items', message: 'This code is not for the items in your cart' });
    expect(await refused(`NOSUCH-${RUN}`)).toMatchObject({ code: 'discount_unknown' });
  });

  it('places the order with the coupon, so WooCommerce’s order carries it and counts its use; one used up is refused before any stock is held', async () => {
    const once = await makeCoupon('ONCE', { discount_type: 'percent', amount: '10', usage_limit: 1 });
    const shopper = await buyerWithCart(scarf, 2);
    expect((await enter(shopper, once.code)).status).toBe(200);
    // No coupon_lines: the cart's own code is used.
    const placed = await place(shopper, scarf, 2);
    expect(placed).toMatchObject({ status: 201, body: { total: '21.60', discount_total: '2.40', coupon_lines: [{ code: once.code, discount: '2.40' }] } });
    expect(await storeOrder(placed.body.id)).toMatchObject({ status: 'on-hold', total: '21.60', discount_total: '2.40', coupon_lines: [{ code: once.code.toLowerCase(), discount: '2.4' }] });
    expect(await usesOf(once.id)).toBe(1);
    const order = (await commerce().getOrder(placed.body.id))!;
    expect(order.discount).toEqual({ code: once.code, discountPence: 240, shippingDiscountPence: 0 });
    expect(order.lines.map((line) => line.discountPence)).toEqual([240]);
    expect(order.totalPence).toBe(order.subtotalPence - order.discount!.discountPence + order.shippingPence);

    const stock = await stockOf(scarf);
    const late = await place(await buyerWithCart(scarf, 1), scarf, 1, { code: once.code, email: 'ailsa@example.com' });
    expect(late).toMatchObject({ status: 422, body: { error: { code: 'discount_used_up', message: 'This code has been used up' } } });
    expect(await stockOf(scarf)).toBe(stock);

    // Cancelled unpaid, the order gives its use back in WooCommerce.
    expect(await commerce().cancelOrder(placed.body.id)).toBe(true);
    expect(await usesOf(once.id)).toBe(0);
  });

  it('refuses a once-per-customer coupon to a shopper who has had it, by e-mail, at checkout', async () => {
    const perCustomer = await makeCoupon('WELCOME', { discount_type: 'percent', amount: '10', usage_limit_per_user: 1 });
    const first = await place(await buyerWithCart(scarf, 1), scarf, 1, { code: perCustomer.code, email: 'isla@example.com' });
    expect(first).toMatchObject({ status: 201, body: { coupon_lines: [{ code: perCustomer.code }] } });
    const stock = await stockOf(scarf);
    const again = await place(await buyerWithCart(scarf, 1), scarf, 1, { code: perCustomer.code, email: 'isla@example.com' });
    expect(again).toMatchObject({ status: 422, body: { error: { code: 'discount_already_used', message: 'You have already used this code' } } });
    expect(await stockOf(scarf)).toBe(stock);
    const someoneElse = await place(await buyerWithCart(scarf, 1), scarf, 1, { code: perCustomer.code, email: 'eilidh@example.com' });
    expect(someoneElse.status).toBe(201);
    for (const placed of [first, someoneElse]) await commerce().cancelOrder(placed.body.id);
  });

  it('refuses a coupon that would leave less than a card can be charged, and the order it would make gives everything back', async () => {
    const everything = await makeCoupon('ALLFREE', { discount_type: 'percent', amount: '100' });
    const shopper = await buyerWithCart(rug, 1);
    expect(await enter(shopper, everything.code)).toMatchObject({ status: 422, body: { error: { code: 'discount_not_for_items', message: 'This code would leave less than £0.30 to pay by card' } } });
    const stock = await stockOf(rug);
    // UK delivery is free: nothing would be left to pay.
    expect(await place(shopper, rug, 1, { code: everything.code })).toMatchObject({ status: 422, body: { error: { code: 'discount_not_for_items' } } });
    expect(await stockOf(rug)).toBe(stock);
    expect(await usesOf(everything.id)).toBe(0);
  });

  it('waives the shop’s shipping for a free-shipping coupon, abroad too, and keeps what it waived', async () => {
    const free = await makeCoupon('SHIPFREE', { discount_type: 'fixed_cart', amount: '0', free_shipping: true });
    const shopper = await buyerWithCart(rug, 2);
    const placed = await place(shopper, rug, 2, { code: free.code, abroad: true });
    expect(placed).toMatchObject({ status: 201, body: { total: '24.00', discount_total: '0.00', coupon_lines: [{ code: free.code }] } });
    expect(await storeOrder(placed.body.id)).toMatchObject({ shipping_total: '0.00', total: '24.00' });
    const order = (await commerce().getOrder(placed.body.id))!;
    expect(order).toMatchObject({ subtotalPence: 2400, shippingPence: 0, totalPence: 2400 });
    expect(order.discount).toEqual({ code: free.code, discountPence: 0, shippingDiscountPence: INTERNATIONAL_BASE_PENCE + 2 * INTERNATIONAL_PER_ITEM_PENCE });
    await commerce().cancelOrder(placed.body.id);
  });

  it(`gives a coupon’s last ${USES_LEFT} uses to exactly ${USES_LEFT} of ${RACERS} checkouts at once; the others are told it is used up`, async () => {
    const limited = await makeCoupon('LAST3', { discount_type: 'fixed_cart', amount: '1.00', usage_limit: USES_LEFT });
    // Three products, so checkouts race in WooCommerce itself: the shop's checkouts of one item take turns.
    const products = [scarf, rug, await stockTestProduct(store, 'coupon-heather-throw', 100)];
    const racers = await Promise.all(Array.from({ length: RACERS }, (_, index) => buyerWithCart(products[index % products.length]!, 1)));
    const started = performance.now();
    const replies = await Promise.all(racers.map((racer, index) => place(racer, products[index % products.length]!, 1, { code: limited.code, email: `racer${index}@example.com` })));
    const raceMs = performance.now() - started;
    const won = replies.filter((reply) => reply.status === 201);
    const refused = replies.filter((reply) => reply.status === 422);
    console.log(
      `WooCommerce coupon race: ${won.length} orders with the coupon, ${refused.length} refused (${refused.map((reply) => reply.body.error.code).join(', ')}), other: ${replies
        .filter((reply) => reply.status !== 201 && reply.status !== 422)
        .map((reply) => `${reply.status} ${reply.body.error?.code}`)
        .join(', ')}; ${raceMs.toFixed(0)} ms for all ${RACERS}; WooCommerce counts ${await usesOf(limited.id)} uses`,
    );
    expect(won).toHaveLength(USES_LEFT);
    expect(refused).toHaveLength(RACERS - USES_LEFT);
    for (const reply of refused) expect(reply.body.error).toEqual({ code: 'discount_used_up', message: 'This code has been used up' });
    for (const reply of won) expect(reply.body.coupon_lines).toEqual([{ code: limited.code, discount: '1.00' }]);
    expect(await usesOf(limited.id)).toBe(USES_LEFT);
    for (const reply of won) await commerce().cancelOrder(reply.body.id);
  });
});
