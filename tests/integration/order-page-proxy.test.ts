/**
 * proxy.ts before the payment and confirmation pages: an address naming no order the visitor holds
 * is answered with that page's cached not-found copy (app/(shop)/views/missing-order) under the static
 * policy; one naming an order goes on to the page, rendered with a nonce policy of its own.
 */
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { HANDOFF_KEEP_MS, handOrderOn, ORDER_HANDOFF_HEADER, takeHandedOrder } from '@/lib/checkout/order-handoff';
import { commerce } from '@/lib/commerce';
import { orderBody, placeOrder } from '../support/checkout';
import { Shopper } from '../support/shopper';
import { productBySlug } from '../support/stock';

const ORIGIN = 'http://127.0.0.1:3000';
const visit = (path: string, headers: Record<string, string> = {}) => proxy(new NextRequest(new URL(path, ORIGIN), { headers }));
/** A request header the proxy set for the page, as Next's proxy protocol carries it. */
const setForPage = (reply: Response, name: string) => reply.headers.get(`x-middleware-request-${name}`);
const passedToPage = (reply: Response) => reply.headers.get('x-middleware-override-headers')?.split(',') ?? [];
const rewrittenTo = (reply: Response) => (reply.headers.get('x-middleware-rewrite') ? new URL(reply.headers.get('x-middleware-rewrite')!).pathname : null);
const scripts = (reply: Response) => reply.headers.get('content-security-policy')?.split('; ').find((directive) => directive.startsWith('script-src'));

describe('the order pages behind the proxy', () => {
  it('answers an address naming no order, or a wrong key, or a repeated parameter, with the page’s not-found view', async () => {
    const paths = {
      '/stripe-checkout?order_id=999999&key=hh_order_x': '/views/missing-order/payment',
      '/order-success?order_id=999999&key=hh_order_x': '/views/missing-order/confirmation',
      '/order-success': '/views/missing-order/confirmation',
      '/stripe-checkout?order_id=1&order_id=2&key=k': '/views/missing-order/payment',
    };
    for (const [path, view] of Object.entries(paths)) {
      const reply = await visit(path);
      expect(rewrittenTo(reply)).toBe(view);
      expect(scripts(reply)).toBe("script-src 'self' 'unsafe-inline'");
    }
  });

  it('lets the visitor holding the order through to the page, with a nonce policy, and a wrong key not', async () => {
    const notebook = await productBySlug('celtic-knot-leather-notebook');
    const placed = await placeOrder(new Shopper(), orderBody([{ product_id: notebook.id, quantity: 1 }]));
    expect(placed.status).toBe(201);
    for (const page of ['/stripe-checkout', '/order-success']) {
      const reply = await visit(`${page}?order_id=${placed.body.id}&key=${placed.body.order_key}`);
      expect(rewrittenTo(reply)).toBeNull();
      expect(scripts(reply)).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/]+=*' 'strict-dynamic'$/);
      expect(rewrittenTo(await visit(`${page}?order_id=${placed.body.id}&key=${placed.body.order_key}x`))).not.toBeNull();
    }
  });

  it('hands the order it read on to the page, once, under a header no browser can set', async () => {
    const notebook = await productBySlug('celtic-knot-leather-notebook');
    const placed = await placeOrder(new Shopper(), orderBody([{ product_id: notebook.id, quantity: 1 }]));
    const reference = { id: placed.body.id, key: placed.body.order_key };
    for (const page of ['/stripe-checkout', '/order-success']) {
      const reply = await visit(`${page}?order_id=${reference.id}&key=${reference.key}`, { [ORDER_HANDOFF_HEADER]: 'forged' });
      const token = setForPage(reply, ORDER_HANDOFF_HEADER);
      expect(token).toMatch(/^[0-9a-f-]{36}$/);
      expect(takeHandedOrder(token, reference)).toEqual(await commerce().getOrder(reference.id));
      expect(takeHandedOrder(token, reference)).toBeNull();
    }
    // Another page rendered per request gets none, and what the browser sent does not reach it.
    const cart = await visit('/cart', { [ORDER_HANDOFF_HEADER]: 'forged' });
    expect(passedToPage(cart)).not.toContain(ORDER_HANDOFF_HEADER);
  });

  it('gives a handed-on order only to its own id and key, and only for a few seconds', async () => {
    const order = (await commerce().getOrder((await placeOrder(new Shopper(), orderBody([{ product_id: (await productBySlug('celtic-knot-leather-notebook')).id, quantity: 1 }]))).body.id))!;
    const reference = { id: order.id, key: order.orderKey };
    expect(takeHandedOrder(handOrderOn(order), { ...reference, key: `${order.orderKey}x` })).toBeNull();
    expect(takeHandedOrder(handOrderOn(order), { ...reference, id: order.id + 1 })).toBeNull();
    const now = Date.now();
    expect(takeHandedOrder(handOrderOn(order, now), reference, now + HANDOFF_KEEP_MS)).toBeNull();
    expect(takeHandedOrder(handOrderOn(order, now), reference, now + HANDOFF_KEEP_MS - 1)).toBe(order);
    expect(takeHandedOrder(null, reference)).toBeNull();
    // One never taken is dropped when the next is handed on after it expired.
    const forgotten = handOrderOn(order, now);
    handOrderOn(order, now + HANDOFF_KEEP_MS);
    expect(takeHandedOrder(forgotten, reference, now)).toBeNull();
  });
});
