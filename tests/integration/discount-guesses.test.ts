/**
 * Discount codes cannot be guessed by script (docs/adr/0034): a client's wrong codes are limited to
 * DISCOUNT_GUESS_LIMIT per window, across the API, the cart's form and checkouts naming a code, and a
 * shopper whose codes work is never held up.
 */
import { POST as addToCart } from '@/app/api/cart/route';
import { POST as applyCode } from '@/app/api/cart/discount/route';
import { POST as postCodeForm } from '@/app/(shop)/cart/discount/route';
import { POST as createOrder } from '@/app/api/create-order/route';
import { DISCOUNT_GUESS_LIMIT, PEER_HEADER } from '@/lib/http/rate-limit';
import { orderBody } from '../support/checkout';
import { percentOff, uniqueCode } from '../support/discounts';
import { Shopper } from '../support/shopper';
import { productBySlug } from '../support/stock';

type ErrorBody = { error: { code: string; message: string } };

/** A client of its own address, so this file's counts are its own. */
const fromPeer = (address: string) => ({ [PEER_HEADER]: address });

describe('guessing discount codes', () => {
  it('refuses a client with 429 once its wrong codes fill the window, wherever it tries them', async () => {
    const shopper = new Shopper();
    const headers = fromPeer('10.41.0.1');
    for (let guess = 0; guess < DISCOUNT_GUESS_LIMIT.points - 2; guess += 1) {
      const reply = await shopper.call<ErrorBody>(applyCode, '/api/cart/discount', { method: 'POST', body: { code: `GUESS-${guess}` }, headers });
      expect(reply.status).toBe(422);
    }
    // The cart's form counts too…
    const form = await shopper.call(postCodeForm, '/cart/discount', {
      method: 'POST',
      rawBody: new URLSearchParams({ code: 'GUESS-FORM' }).toString(),
      headers: { ...headers, host: '127.0.0.1:3000', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(303);
    // …and so does a checkout naming a code the shop does not know.
    const order = await shopper.call<ErrorBody>(createOrder, '/api/create-order', { method: 'POST', body: { ...orderBody([{ product_id: 1, quantity: 1 }]), coupon_lines: [{ code: 'GUESS-ORDER' }] }, headers });
    expect(order.body.error.code).toMatch(/^discount_/);

    const real = await percentOff(uniqueCode('GUESSED'), 10);
    const spent = await shopper.call<ErrorBody>(applyCode, '/api/cart/discount', { method: 'POST', body: { code: real.code }, headers });
    expect(spent.status).toBe(429);
    expect(spent.body.error.code).toBe('rate_limited');
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another client is not held up by this one's guesses.
    const other = await new Shopper().call<ErrorBody>(applyCode, '/api/cart/discount', { method: 'POST', body: { code: 'GUESS-ELSEWHERE' }, headers: fromPeer('10.41.0.2') });
    expect(other.status).toBe(422);
  });

  it('never holds up a shopper whose codes work', async () => {
    const real = await percentOff(uniqueCode('WORKS'), 10);
    const shopper = new Shopper();
    const headers = fromPeer('10.41.0.3');
    // Carts hold no stock: any product in stock will do.
    const keyring = await productBySlug('thistle-enamel-keyring');
    expect((await shopper.call(addToCart, '/api/cart', { method: 'POST', body: { productId: keyring.id }, headers })).status).toBe(201);
    for (let attempt = 0; attempt < DISCOUNT_GUESS_LIMIT.points * 2; attempt += 1) {
      const reply = await shopper.call(applyCode, '/api/cart/discount', { method: 'POST', body: { code: real.code.toLowerCase() }, headers });
      expect(reply.status).toBe(200);
    }
  });
});
