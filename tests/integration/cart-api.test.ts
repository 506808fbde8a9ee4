import { GET as getCart, POST as addToCart } from '@/app/api/cart/route';
import { DELETE as removeItem, PATCH as updateItem } from '@/app/api/cart/[itemId]/route';
import type { ApiCartItem } from '@/lib/commerce/api-shape';
import { CART_FULL_MESSAGE, MAX_CART_LINES } from '@/lib/domain/cart';
import { CART_COOKIE } from '@/lib/http/cart-cookie';
import { params } from '../support/api';
import { addPurchase, distinctPurchases, readCart } from '../support/full-cart';
import { Shopper } from '../support/shopper';
import { productBySlug, setSimpleStock, variationOf } from '../support/stock';

// This file owns the stock of the slate coasters; other files leave it alone.
const COASTERS = 'stag-engraved-slate-coasters';
const item = (itemId: number | string) => ({ context: params({ itemId: String(itemId) }) });

describe('the cart API', () => {
  let shirtId: number;
  let coastersId: number;

  beforeAll(async () => {
    shirtId = (await productBySlug('munro-bagger-t-shirt')).id;
    coastersId = (await productBySlug(COASTERS)).id;
    await setSimpleStock(COASTERS, 5);
  });

  afterAll(async () => {
    await setSimpleStock(COASTERS, 23);
  });

  it('answers an empty list, and sets no cookie, for a shopper without a cart', async () => {
    const shopper = new Shopper();
    const reply = await shopper.call(getCart, '/api/cart');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual([]);
    expect(shopper.cookie).toBeNull();
    expect(reply.headers.get('cache-control')).toMatch(/^private, no-store\b/);
  });

  it('creates the cart on the first add, in an HttpOnly SameSite=Lax cookie holding 128 random bits', async () => {
    const shopper = new Shopper();
    const reply = await shopper.call<ApiCartItem>(addToCart, '/api/cart', { method: 'POST', body: { productId: coastersId } });
    expect(reply.status).toBe(201);
    const cookie = reply.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^${CART_COOKIE}=[A-Za-z0-9_-]{22};`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(reply.body).toMatchObject({ quantity: 1, selectedVariations: null, variationPrice: null, product: { name: 'Stag Engraved Slate Coasters', price: '19.99' } });
  });

  it('marks the cookie Secure when the shop is reached over https', async () => {
    const shopper = new Shopper();
    const reply = await shopper.call(addToCart, '/api/cart', { method: 'POST', body: { productId: coastersId }, headers: { 'x-forwarded-proto': 'https' } });
    expect(reply.headers.get('set-cookie')).toMatch(/Secure/i);
  });

  it('works out the variation and its price itself, ignoring the price the client sends', async () => {
    const shopper = new Shopper();
    const medium = await variationOf('munro-bagger-t-shirt', { Size: 'm' });
    const reply = await shopper.call<ApiCartItem>(addToCart, '/api/cart', {
      method: 'POST',
      body: { productId: shirtId, quantity: 2, selectedVariations: JSON.stringify({ size: 'M' }), variationPrice: '0.01' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.selectedVariations).toBe('{"Size":"m"}');
    expect(reply.body.variationPrice).toBe((medium.pricePence / 100).toFixed(2));
    expect(reply.body.quantity).toBe(2);
    const cart = await shopper.call<ApiCartItem[]>(getCart, '/api/cart');
    expect(cart.body).toHaveLength(1);
    expect(cart.body[0]!.variationPrice).not.toBe('0.01');
  });

  it('raises the quantity when the same product and options are added again, and keeps other options apart', async () => {
    const shopper = new Shopper();
    const add = (size: string, quantity: number) =>
      shopper.call<ApiCartItem>(addToCart, '/api/cart', { method: 'POST', body: { productId: shirtId, quantity, selectedVariations: { Size: size } } });
    const first = await add('l', 1);
    const again = await add('L', 2);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.quantity).toBe(3);
    await add('xl', 1);
    const cart = await shopper.call<ApiCartItem[]>(getCart, '/api/cart');
    expect(cart.body.map((line) => [JSON.parse(line.selectedVariations!).Size, line.quantity])).toEqual([
      ['l', 3],
      ['xl', 1],
    ]);
  });

  it('changes a quantity, removes the item at quantity 0, and deletes on request', async () => {
    const shopper = new Shopper();
    const added = await shopper.call<ApiCartItem>(addToCart, '/api/cart', { method: 'POST', body: { productId: coastersId, quantity: 1 } });
    const patched = await shopper.call<ApiCartItem>(updateItem, `/api/cart/${added.body.id}`, { method: 'PATCH', body: { quantity: 3 }, ...item(added.body.id) });
    expect(patched.status).toBe(200);
    expect(patched.body.quantity).toBe(3);

    const zero = await shopper.call(updateItem, `/api/cart/${added.body.id}`, { method: 'PATCH', body: { quantity: 0 }, ...item(added.body.id) });
    expect(zero.status).toBe(204);
    expect((await shopper.call<ApiCartItem[]>(getCart, '/api/cart')).body).toEqual([]);

    const again = await shopper.call<ApiCartItem>(addToCart, '/api/cart', { method: 'POST', body: { productId: coastersId } });
    const removed = await shopper.call(removeItem, `/api/cart/${again.body.id}`, { method: 'DELETE', ...item(again.body.id) });
    expect(removed.status).toBe(204);
    expect((await shopper.call<ApiCartItem[]>(getCart, '/api/cart')).body).toEqual([]);
  });

  it('will not sell more than is in stock, and says how many are left', async () => {
    const shopper = new Shopper();
    const tooMany = await shopper.call<{ error: { code: string; message: string } }>(addToCart, '/api/cart', { method: 'POST', body: { productId: coastersId, quantity: 6 } });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toEqual({ code: 'insufficient_stock', message: 'Sorry, only 5 of Stag Engraved Slate Coasters are left in stock.' });
    expect(shopper.cookie).toBeNull();
  });

  it('will not raise a line past the stock either, by adding again or by changing its quantity', async () => {
    type Refusal = { error: { code: string; message: string } };
    const shopper = new Shopper();
    const added = await shopper.call<ApiCartItem>(addToCart, '/api/cart', { method: 'POST', body: { productId: coastersId, quantity: 3 } });
    expect(added.body.available).toBe(5);
    const again = await shopper.call<Refusal>(addToCart, '/api/cart', { method: 'POST', body: { productId: coastersId, quantity: 3 } });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'insufficient_stock', message: 'Sorry, only 5 of Stag Engraved Slate Coasters are left in stock.' });
    const raised = await shopper.call<Refusal>(updateItem, `/api/cart/${added.body.id}`, { method: 'PATCH', body: { quantity: 6 }, ...item(added.body.id) });
    expect(raised.status).toBe(409);
    expect(raised.body.error.code).toBe('insufficient_stock');
    expect((await shopper.call<ApiCartItem[]>(getCart, '/api/cart')).body.map((line) => line.quantity)).toEqual([3]);

    const toTheStock = await shopper.call<ApiCartItem>(updateItem, `/api/cart/${added.body.id}`, { method: 'PATCH', body: { quantity: 5 }, ...item(added.body.id) });
    expect(toTheStock.status).toBe(200);
    expect(toTheStock.body.quantity).toBe(5);
  });

  describe('another visitor', () => {
    it('can neither read nor change nor remove my cart’s items', async () => {
      const me = new Shopper();
      const mine = await me.call<ApiCartItem>(addToCart, '/api/cart', { method: 'POST', body: { productId: coastersId } });
      const stranger = new Shopper();
      await stranger.call(addToCart, '/api/cart', { method: 'POST', body: { productId: shirtId, selectedVariations: { Size: 's' } } });

      const theirs = await stranger.call<ApiCartItem[]>(getCart, '/api/cart');
      expect(theirs.body.map((line) => line.id)).not.toContain(mine.body.id);
      const patch = await stranger.call<{ error: { code: string } }>(updateItem, `/api/cart/${mine.body.id}`, { method: 'PATCH', body: { quantity: 5 }, ...item(mine.body.id) });
      expect(patch.status).toBe(404);
      expect(patch.body.error.code).toBe('cart_item_not_found');
      const del = await stranger.call(removeItem, `/api/cart/${mine.body.id}`, { method: 'DELETE', ...item(mine.body.id) });
      expect(del.status).toBe(404);
      const cookieless = await new Shopper().call(removeItem, `/api/cart/${mine.body.id}`, { method: 'DELETE', ...item(mine.body.id) });
      expect(cookieless.status).toBe(404);

      const unchanged = await me.call<ApiCartItem[]>(getCart, '/api/cart');
      expect(unchanged.body).toEqual([expect.objectContaining({ id: mine.body.id, quantity: 1 })]);
    });

    it('never adopts a cart id the client made up: an unknown id gets a fresh cart and a fresh cookie', async () => {
      const chooser = new Shopper();
      const chosen = 'AAAAAAAAAAAAAAAAAAAAAA';
      chooser.cookie = `${CART_COOKIE}=${chosen}`;
      const reply = await chooser.call<ApiCartItem>(addToCart, '/api/cart', { method: 'POST', body: { productId: coastersId } });
      expect(reply.status).toBe(201);
      expect(chooser.cookie).toMatch(new RegExp(`^${CART_COOKIE}=[A-Za-z0-9_-]{22}$`));
      expect(chooser.cookie).not.toBe(`${CART_COOKIE}=${chosen}`);
      const other = new Shopper();
      other.cookie = `${CART_COOKIE}=${chosen}`;
      expect((await other.call(getCart, '/api/cart')).body).toEqual([]);
    });

    it('gains nothing from a forged cookie', async () => {
      const forger = new Shopper();
      forger.cookie = `${CART_COOKIE}=not-a-real-cart-id';drop table carts`;
      const reply = await forger.call(getCart, '/api/cart');
      expect(reply.body).toEqual([]);
    });
  });

  it('counts every one of ten simultaneous adds of the same product to one cart (a double click)', async () => {
    await setSimpleStock(COASTERS, 20);
    try {
      const shopper = new Shopper();
      await shopper.call(addToCart, '/api/cart', { method: 'POST', body: { productId: shirtId, selectedVariations: { Size: 'm' } } });
      const replies = await Promise.all(Array.from({ length: 10 }, () => shopper.call<ApiCartItem>(addToCart, '/api/cart', { method: 'POST', body: { productId: coastersId } })));
      expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(201));
      const cart = await shopper.call<ApiCartItem[]>(getCart, '/api/cart');
      expect(cart.body.map((line) => line.quantity)).toEqual([1, 10]);
    } finally {
      await setSimpleStock(COASTERS, 5);
    }
  });

  it('caps simultaneous adds by the stock, refusing the rest with a clear message', async () => {
    const shopper = new Shopper();
    await shopper.call(addToCart, '/api/cart', { method: 'POST', body: { productId: shirtId, selectedVariations: { Size: 'm' } } });
    const replies = await Promise.all(
      Array.from({ length: 9 }, () => shopper.call<{ error?: { code: string } }>(addToCart, '/api/cart', { method: 'POST', body: { productId: coastersId } })),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(5);
    expect(replies.filter((reply) => reply.status === 409).map((reply) => reply.body.error?.code)).toEqual(Array(4).fill('insufficient_stock'));
    const cart = await shopper.call<ApiCartItem[]>(getCart, '/api/cart');
    expect(cart.body.map((line) => line.quantity)).toEqual([1, 5]);
  });

  describe(`a cart of at most ${MAX_CART_LINES} different lines`, () => {
    it('refuses a new line past the limit with 409 cart_full, changing nothing, while a line it holds still grows', async () => {
      const purchases = await distinctPurchases(MAX_CART_LINES + 1);
      const shopper = new Shopper();
      for (const purchase of purchases.slice(0, MAX_CART_LINES)) expect((await addPurchase(shopper, purchase)).status).toBe(201);
      const before = (await readCart(shopper)).body;
      const refused = await addPurchase(shopper, purchases[MAX_CART_LINES]!);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual({ code: 'cart_full', message: CART_FULL_MESSAGE });
      expect(refused.body.error.message).toContain(String(MAX_CART_LINES));
      expect((await readCart(shopper)).body).toEqual(before);
      expect(await addPurchase(shopper, purchases[0]!)).toMatchObject({ status: 201, body: { quantity: 2 } });
    });

    it('lets only as many of simultaneous adds of different lines in as the cart has room for', async () => {
      const purchases = await distinctPurchases(MAX_CART_LINES + 4);
      const shopper = new Shopper();
      for (const purchase of purchases.slice(0, MAX_CART_LINES - 2)) expect((await addPurchase(shopper, purchase)).status).toBe(201);
      const replies = await Promise.all(purchases.slice(MAX_CART_LINES - 2).map((purchase) => addPurchase(shopper, purchase)));
      expect(replies.map((reply) => reply.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
      expect((await readCart(shopper)).body).toHaveLength(MAX_CART_LINES);
    });
  });

  describe('bad input changes nothing and says what is wrong', () => {
    let shopper: Shopper;
    let lineId: number;

    beforeAll(async () => {
      shopper = new Shopper();
      lineId = (await shopper.call<ApiCartItem>(addToCart, '/api/cart', { method: 'POST', body: { productId: coastersId } })).body.id;
    });

    afterEach(async () => {
      const cart = await shopper.call<ApiCartItem[]>(getCart, '/api/cart');
      expect(cart.body).toEqual([expect.objectContaining({ id: lineId, quantity: 1 })]);
    });

    it.each<[string, unknown, number, string]>([
      ['an unknown product', { productId: 999999 }, 404, 'product_not_found'],
      ['a product id that is not a number', { productId: 'abc' }, 400, 'invalid_body'],
      ['a quantity below 1', { productId: 1, quantity: 0 }, 400, 'invalid_body'],
      ['an absurd quantity', { productId: 1, quantity: 100000 }, 400, 'invalid_body'],
      ['a fractional quantity', { productId: 1, quantity: 1.5 }, 400, 'invalid_body'],
      ['unreadable options', { productId: 1, selectedVariations: '{not json' }, 400, 'invalid_body'],
    ])('%s', async (_, body, status, code) => {
      const reply = await shopper.call<{ error: { code: string; message: string } }>(addToCart, '/api/cart', { method: 'POST', body });
      expect(reply.status).toBe(status);
      expect(reply.body.error.code).toBe(code);
      expect(reply.body.error.message.length).toBeGreaterThan(5);
    });

    it('options a variable product needs but were not chosen', async () => {
      const reply = await shopper.call<{ error: { code: string; message: string } }>(addToCart, '/api/cart', { method: 'POST', body: { productId: shirtId } });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toEqual({ code: 'options_required', message: 'Please select: Size.' });
    });

    it('options that match no variation', async () => {
      const reply = await shopper.call<{ error: { code: string } }>(addToCart, '/api/cart', { method: 'POST', body: { productId: shirtId, selectedVariations: { Size: 'enormous' } } });
      expect(reply.status).toBe(400);
      expect(reply.body.error.code).toBe('unknown_options');
    });

    it('a quantity too large for one line', async () => {
      const reply = await shopper.call<{ error: { code: string } }>(updateItem, `/api/cart/${lineId}`, { method: 'PATCH', body: { quantity: 100 }, ...item(lineId) });
      expect(reply.status).toBe(400);
    });

    it('a negative quantity, or none', async () => {
      expect((await shopper.call(updateItem, `/api/cart/${lineId}`, { method: 'PATCH', body: { quantity: -1 }, ...item(lineId) })).status).toBe(400);
      expect((await shopper.call(updateItem, `/api/cart/${lineId}`, { method: 'PATCH', body: {}, ...item(lineId) })).status).toBe(400);
    });

    it('an item id that is not an id', async () => {
      expect((await shopper.call(updateItem, '/api/cart/abc', { method: 'PATCH', body: { quantity: 1 }, ...item('abc') })).status).toBe(404);
    });

    it('a body that is not JSON', async () => {
      const { POST } = await import('@/app/api/cart/route');
      const { NextRequest } = await import('next/server');
      const response = await POST(
        new NextRequest('http://127.0.0.1:3000/api/cart', { method: 'POST', body: 'productId=1', headers: { cookie: shopper.cookie!, 'content-type': 'application/json' } }),
        params({}),
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalid_json');
    });

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', null])('a body sent as %s, even if it is JSON', async (type) => {
      const { POST } = await import('@/app/api/cart/route');
      const { NextRequest } = await import('next/server');
      const headers: Record<string, string> = { cookie: shopper.cookie! };
      if (type) headers['content-type'] = type;
      const response = await POST(new NextRequest('http://127.0.0.1:3000/api/cart', { method: 'POST', body: JSON.stringify({ productId: coastersId }), headers }), params({}));
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: { code: 'unsupported_media_type', message: 'Send the request body as JSON (Content-Type: application/json).' } });
    });
  });
});
