/**
 * proxy.ts before the payment and confirmation pages: an address naming no order the visitor holds
 * is answered with that page's cached not-found copy (app/(shop)/views/missing-order) under the static
 * policy; one naming an order goes on to the page, rendered with a nonce policy of its own.
 */
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { orderBody, placeOrder } from '../support/checkout';
import { Shopper } from '../support/shopper';
import { productBySlug } from '../support/stock';

const ORIGIN = 'http://127.0.0.1:3000';
const visit = (path: string) => proxy(new NextRequest(new URL(path, ORIGIN)));
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
});
