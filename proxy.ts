import { NextResponse, type NextRequest } from 'next/server';
import { ShopError } from '@/lib/errors';
import { jsonError } from '@/lib/http/errors';
import { LOST_PATH_VIEW, UNAVAILABLE_VIEW } from '@/lib/http/page-views.mjs';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy, isPerRequestPage } from '@/lib/http/security-headers.mjs';
import { paymentSettings } from '@/lib/settings/payment-settings';
import { orderHolding } from '@/lib/checkout/order-holder';
import { handOrderOn, ORDER_HANDOFF_HEADER } from '@/lib/checkout/order-handoff';
import { CONFIRMATION_PAGE, orderReference, PAYMENT_PAGE } from '@/lib/domain/order-links';
import { clearDiscountCookie, DISCOUNT_COOKIE, setDiscountCookie } from '@/lib/http/discount-cookie';
import { shareLinkOf, type ShareLink } from '@/lib/http/share-link';
import { consentedVisitCampaign, setCampaignCookie } from '@/lib/http/campaign-visit';

/** True when every %-escape in the path decodes: Next itself answers a broken one with a plain-text 500. */
function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

const isApi = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** This response's policy (docs/adr/0004): with a nonce for a per-request page, else the static one. */
function policyOf(nonce?: string): string {
  const payments = paymentSettings(process.env);
  const stripe = !!nonce && payments.ok && payments.mode === 'stripe';
  return contentSecurityPolicy({ dev: process.env.NODE_ENV === 'development', stripe, nonce });
}

/**
 * A page rendered for this request gets a policy with a nonce of its own, which Next reads from the
 * request's policy header and writes on every script it sends (docs/adr/0004). An order page also
 * gets the handoff of the order read here (lib/checkout/order-handoff.ts); any the browser sent is
 * dropped.
 */
function withNoncePolicy(request: NextRequest, orderHandoff?: string): NextResponse {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const policy = policyOf(nonce);
  const headers = new Headers(request.headers);
  headers.delete(ORDER_HANDOFF_HEADER);
  if (orderHandoff) headers.set(ORDER_HANDOFF_HEADER, orderHandoff);
  headers.set(CONTENT_SECURITY_POLICY, policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set(CONTENT_SECURITY_POLICY, policy);
  return response;
}

function withStaticPolicy(response: NextResponse): NextResponse {
  response.headers.set(CONTENT_SECURITY_POLICY, policyOf());
  return response;
}

/** The cached not-found page of each order page (app/(shop)/views/missing-order). */
const MISSING_ORDER_VIEWS: Record<string, string> = {
  [PAYMENT_PAGE]: '/views/missing-order/payment',
  [CONFIRMATION_PAGE]: '/views/missing-order/confirmation',
};

/** The query as a page's searchParams has it: a repeated parameter is a list. */
function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    query[name] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

/**
 * An order page for an order the visitor does not hold is answered here with that page's cached
 * not-found copy and 404: a page rendered per request that calls notFound() gets 404, but Next then
 * sends an empty document that only JavaScript fills (docs/adr/0009). While the store or database
 * holding the order does not answer, it is answered with the cached "temporarily unavailable" page,
 * 503 and Retry-After, as the API answers, never with Next's bare error page.
 */
async function orderPageView(request: NextRequest): Promise<NextResponse | undefined> {
  const missingView = MISSING_ORDER_VIEWS[request.nextUrl.pathname];
  if (!missingView) return undefined;
  const holding = await orderHolding(orderReference(queryOf(request.nextUrl)));
  if (holding.kind === 'held') {
    const response = withNoncePolicy(request, holding.order ? handOrderOn(holding.order) : undefined);
    // A paid order has taken its code: the shopper's next cart starts without one (docs/adr/0035).
    // Only once paid, since an unpaid order's shopper may still go back and check out again with it.
    if (holding.paid && request.nextUrl.pathname === CONFIRMATION_PAGE && request.cookies.has(DISCOUNT_COOKIE)) clearDiscountCookie(response);
    return response;
  }
  const response =
    holding.kind === 'missing'
      ? NextResponse.rewrite(new URL(missingView, request.url))
      : NextResponse.rewrite(new URL(`${UNAVAILABLE_VIEW}?after=${holding.retryAfterSeconds}`, request.url));
  // A public page without the visitor's data, cached for everyone: the static policy (docs/adr/0004).
  return withStaticPolicy(response);
}

/**
 * A share link (docs/adr/0035) keeps its code with the shopper's cart and sends them on to the same
 * address without it: a temporary redirect (307), since a permanent one is cached by the browser,
 * which would then skip the cookie when the link is followed again after the code was removed. The
 * redirect keeps every other parameter, utm_* included, and the Referer the browser sends on with it.
 * A value that is no code's shape sets nothing; a code that does not apply yet is kept, and the
 * cart says why.
 */
function shareLinkRedirect(request: NextRequest, link: ShareLink): NextResponse {
  const response = NextResponse.redirect(link.target, 307);
  response.headers.set('Cache-Control', 'private, no-store');
  if (link.code) setDiscountCookie(response, request, link.code);
  return response;
}

const READING_METHODS = new Set(['GET', 'HEAD']);

/**
 * Runs before Next routes a request, for the per-request pages, any path holding a %-escape, and a
 * page whose address carries a share link's code or campaign tags (the matcher below), so the
 * cached pages never pay for it otherwise, and neither do API calls: a state-changing one is checked
 * beside its handler (lib/http/write-guard.ts, docs/adr/0037). A path Next cannot decode is refused
 * here: 400 JSON on /api, the shop's not-found page elsewhere (docs/adr/0013). A page visit with
 * campaign tags, made with marketing consent, records its campaign (docs/adr/0035).
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!decodablePath(pathname)) {
    if (isApi(pathname)) return jsonError(new ShopError('invalid', 'invalid_path', 'The address has a broken %-escape: nothing lives there.'));
    return NextResponse.rewrite(new URL(LOST_PATH_VIEW, request.url));
  }
  // A state-changing API call is checked beside its handler (lib/http/write-guard.ts).
  if (isApi(pathname)) return NextResponse.next();
  const link = shareLinkOf(request.nextUrl);
  if (link && READING_METHODS.has(request.method)) return shareLinkRedirect(request, link);
  const response = await page(request);
  const campaign = consentedVisitCampaign(request);
  if (campaign) setCampaignCookie(response, request, campaign);
  return response;
}

async function page(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  if (isPerRequestPage(pathname)) return (await orderPageView(request)) ?? withNoncePolicy(request);
  // Next routes by exact case, so /Cart is a not-found page; but next.config's header sources match
  // without regard to case and leave it out of the static policy, so it gets that policy here.
  if (isPerRequestPage(pathname.toLowerCase())) return withStaticPolicy(NextResponse.next());
  return NextResponse.next();
}

// Matched against the path as sent, still encoded and by exact case: only a path with a % in it, a
// per-request page (PER_REQUEST_PAGES) or a per-request page's path in any other case
// reaches the proxy (lib/http/security-headers.test.ts holds this list to PER_REQUEST_PAGES); and any
// other page only when its address carries a share link's code or a campaign tag (a `has` holds when
// every one of its conditions does, so each parameter has an entry of its own). Next reads this
// object at build time: it must stay written out, with no names or calls in it.
export const config = {
  matcher: [
    '/(.*%.*)',
    '/cart',
    '/checkout',
    '/stripe-checkout',
    '/order-success',
    '/track',
    '/admin',
    '/admin/:path*',
    '/:page([cC][aA][rR][tT]|[cC][hH][eE][cC][kK][oO][uU][tT]|[sS][tT][rR][iI][pP][eE]-[cC][hH][eE][cC][kK][oO][uU][tT]|[oO][rR][dD][eE][rR]-[sS][uU][cC][cC][eE][sS][sS]|[tT][rR][aA][cC][kK]|[aA][dD][mM][iI][nN])/:path*',
    { source: '/((?!api(?:/|$)|_next/).*)', has: [{ type: 'query', key: 'code' }] },
    { source: '/((?!api(?:/|$)|_next/).*)', has: [{ type: 'query', key: 'utm_source' }] },
    { source: '/((?!api(?:/|$)|_next/).*)', has: [{ type: 'query', key: 'utm_medium' }] },
    { source: '/((?!api(?:/|$)|_next/).*)', has: [{ type: 'query', key: 'utm_campaign' }] },
  ],
};
