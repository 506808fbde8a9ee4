/**
 * Next's own floor for bench:checkout: an empty Next 16 app (./empty-next-page.ts) answering the same
 * five calls at the same addresses, each doing only what Next itself must for it and none of the
 * shop's work: the four API calls parse their JSON body and answer JSON (the cart sets its cookie),
 * and the payment page is a dynamic server page rendered from its search parameters, fetched as the
 * router fetches it from /checkout. `/api/health` answers JSON, as the shop's floor call does. The
 * same shoppers (./checkout-shoppers.ts) drive it, so what a bare checkout costs in this app's
 * health checks is what five trips through Next cost before the shop adds anything (docs/adr/0037).
 */
import { CART_COOKIE } from '@/lib/http/cart-cookie';
import { startEmptyNextPage } from './empty-next-page';

const jsonRoute = (status: number, answer: string) => `export async function POST(request) {
  const body = await request.json();
  return Response.json(${answer}, { status: ${status} });
}
`;

const FILES: Record<string, string> = {
  'app/(shop)/layout.js': 'export default function ShopLayout({ children }) { return <main>{children}</main>; }\n',
  'app/(shop)/checkout/page.js': 'export default function Checkout() { return <h1>Checkout</h1>; }\n',
  'app/(shop)/stripe-checkout/page.js': `export default async function Payment({ searchParams }) {
  const { order_id: id, key } = await searchParams;
  return <section><h1>Secure Payment</h1><p>Order {id}</p><form data-secret={\`pi_test_\${id}_secret_\${key}\`} /></section>;
}
`,
  'app/api/health/route.js': "export const dynamic = 'force-dynamic';\nexport function GET() { return Response.json({ status: 'ok' }); }\n",
  'app/api/cart/route.js': `import { NextResponse } from 'next/server';
export async function POST(request) {
  const line = await request.json();
  const cart = request.cookies.get('${CART_COOKIE}')?.value;
  const response = NextResponse.json({ items: [line] }, { status: 201 });
  if (!cart) response.cookies.set('${CART_COOKIE}', crypto.randomUUID(), { httpOnly: true, sameSite: 'lax', path: '/' });
  return response;
}
`,
  'app/api/create-order/route.js': jsonRoute(201, "{ id: body.line_items.length, order_key: 'wcorder' + Date.now() }"),
  'app/api/test-payments/confirm/route.js': jsonRoute(200, "{ status: 'succeeded', paymentIntentId: body.clientSecret.split('_secret_')[0] }"),
  'app/api/update-order-payment/route.js': jsonRoute(200, '{ id: body.orderId, status: body.status }'),
};

/** Builds and serves the floor app on 127.0.0.1:`port`. */
export function startCheckoutFloor(port: number): ReturnType<typeof startEmptyNextPage> {
  return startEmptyNextPage(port, [], FILES);
}
