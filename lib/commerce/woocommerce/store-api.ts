/**
 * WooCommerce's Store API (`/wc/store/v1`), the API its own checkout uses, for one thing only:
 * placing an order with its stock held (docs/adr/0026). Its checkout checks and holds stock in one
 * statement, so two buyers of the last unit cannot both have it; the REST API's order creation
 * does neither. A cart there is named by its Cart-Token header and needs no key.
 */
import { StoreRefusedError, StoreUnavailableError } from './client';
import type { StoreAddress } from './store-records';

const TIMEOUT_MS = 15_000;

/** An address as the Store API takes it: WooCommerce's own fields, the billing one with the e-mail. */
export type StoreApiAddress = StoreAddress & { email?: string };

export interface PlacedOrder {
  order_id: number;
  status: string;
  order_key: string;
}

const FIELD_NAMES: Record<string, string> = { billing_address: 'billing address', shipping_address: 'shipping address' };

/**
 * WooCommerce's own words for each field it refused ("The provided postcode / ZIP is not valid"),
 * naming the address; the same words for both addresses are said once.
 */
export function fieldProblems(params: unknown): string | null {
  if (!params || typeof params !== 'object') return null;
  const byProblem = new Map<string, string[]>();
  for (const [field, problem] of Object.entries(params)) {
    if (typeof problem !== 'string') continue;
    byProblem.set(problem, [...(byProblem.get(problem) ?? []), FIELD_NAMES[field] ?? field.replace(/_/g, ' ')]);
  }
  if (byProblem.size === 0) return null;
  return [...byProblem].map(([problem, fields]) => `${problem.replace(/\.$/, '')} (${fields.join(' and ')}).`).join(' ');
}

async function call<T>(url: string, init: RequestInit): Promise<{ body: T; headers: Headers }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...init.headers } });
  } catch (error) {
    throw new StoreUnavailableError((error as Error).name === 'TimeoutError' ? 'timed out' : String((error as { cause?: { code?: string } }).cause?.code ?? error));
  }
  const body = (await response.json().catch(() => null)) as (T & { code?: unknown; message?: unknown; data?: { params?: unknown } }) | null;
  if (response.status >= 500 || body === null) throw new StoreUnavailableError(`HTTP ${response.status}`);
  if (!response.ok) {
    const fields = fieldProblems(body.data?.params);
    throw new StoreRefusedError(response.status, typeof body.code === 'string' ? body.code : 'refused', fields ?? (typeof body.message === 'string' ? body.message : `HTTP ${response.status}`));
  }
  return { body, headers: response.headers };
}

/** A new Store API cart: its Cart-Token names it to every later call (it needs no nonce with one). */
async function newCart(base: string): Promise<Record<string, string>> {
  const { headers } = await call<unknown>(`${base}/cart`, { method: 'GET' });
  const cartToken = headers.get('Cart-Token');
  if (!cartToken) throw new StoreUnavailableError('the Store API gave no Cart-Token');
  return { 'Cart-Token': cartToken };
}

/** What WooCommerce's own cart makes of a coupon on these items. */
export type CartCouponAnswer = { applied: true; discountPence: number } | { applied: false; status: number; code: string; message: string };

interface BatchAnswer {
  responses?: { status: number; body: { code?: unknown; message?: unknown; totals?: { total_discount?: unknown } } }[];
}

/**
 * Tries a coupon on these items in a Store API cart of its own, the way WooCommerce's own cart
 * would (issue 41): in two calls, a cart and then one batch that adds the items, names the
 * shopper's e-mail when known (coupons kept for some addresses, or once per customer, check it) and
 * applies the coupon. WooCommerce's answer is its cart's discount (one coupon, so the cart's), or
 * its refusal. An item the store will not add (gone, sold out) is left out, as the shop's cart
 * shows it unavailable.
 */
export async function tryCartCoupon(storeUrl: string, items: readonly { id: number; quantity: number }[], coupon: string, email?: string | null): Promise<CartCouponAnswer> {
  const base = `${storeUrl}/wp-json/wc/store/v1`;
  const asCart = await newCart(base);
  const requests = [
    ...items.map((item) => ({ path: '/wc/store/v1/cart/add-item', method: 'POST', headers: asCart, body: item })),
    ...(email ? [{ path: '/wc/store/v1/cart/update-customer', method: 'POST', headers: asCart, body: { billing_address: { email } } }] : []),
    { path: '/wc/store/v1/cart/apply-coupon', method: 'POST', headers: asCart, body: { code: coupon } },
  ];
  const { body } = await call<BatchAnswer>(`${base}/batch`, { method: 'POST', headers: asCart, body: JSON.stringify({ requests }) });
  const answer = body.responses?.at(-1);
  if (!answer || body.responses!.length !== requests.length || answer.status >= 500) throw new StoreUnavailableError('the Store API did not apply the coupon');
  if (answer.status >= 400) {
    const { code, message } = answer.body;
    return { applied: false, status: answer.status, code: typeof code === 'string' ? code : 'refused', message: typeof message === 'string' ? message : '' };
  }
  const discount = Number(answer.body.totals?.total_discount);
  if (!Number.isSafeInteger(discount) || discount < 0) throw new StoreUnavailableError('the Store API gave no discount');
  return { applied: true, discountPence: discount };
}

/**
 * Places an order for these items through the Store API's own checkout: a cart of its own, the
 * items added (and the coupon, when there is one), then the checkout, paid later (`bacs`:
 * WooCommerce holds the order and its stock until it is marked paid or cancelled). The checkout's
 * draft order (`checkout-draft`, holding no stock) is made first and handed to `beforeCheckout`,
 * which marks it as the shop's before the checkout turns that same order `on-hold` with its stock
 * taken (docs/adr/0026).
 */
export async function placeStoreOrder(
  storeUrl: string,
  order: { items: { id: number; quantity: number }[]; billing: StoreApiAddress; shipping: StoreApiAddress; note?: string; coupon?: string | null },
  beforeCheckout: (draftOrderId: number) => Promise<void>,
): Promise<PlacedOrder> {
  const base = `${storeUrl}/wp-json/wc/store/v1`;
  const asCart = await newCart(base);
  for (const item of order.items) {
    await call(`${base}/cart/add-item`, { method: 'POST', headers: asCart, body: JSON.stringify(item) });
  }
  if (order.coupon) {
    // Before the draft exists, so a refused coupon leaves no order at all; the e-mail first, as
    // coupons kept for some addresses or once per customer check it. WooCommerce checks the coupon
    // again at checkout and holds one of its uses there, before any stock.
    await call(`${base}/cart/update-customer`, { method: 'POST', headers: asCart, body: JSON.stringify({ billing_address: { email: order.billing.email ?? '' } }) });
    await call(`${base}/cart/apply-coupon`, { method: 'POST', headers: asCart, body: JSON.stringify({ code: order.coupon }) });
  }
  const { body: draft } = await call<{ order_id?: unknown }>(`${base}/checkout`, { method: 'GET', headers: asCart });
  if (typeof draft.order_id !== 'number' || !Number.isSafeInteger(draft.order_id) || draft.order_id < 1) throw new StoreUnavailableError('the Store API gave no draft order');
  await beforeCheckout(draft.order_id);
  const { body } = await call<PlacedOrder>(`${base}/checkout`, {
    method: 'POST',
    headers: asCart,
    body: JSON.stringify({ billing_address: order.billing, shipping_address: order.shipping, payment_method: 'bacs', customer_note: order.note ?? '' }),
  });
  return body;
}
