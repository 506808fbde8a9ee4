// @ts-check
/**
 * Headers every response carries (docs/product/rules.md#trust-rules), and the two kinds of
 * Content-Security-Policy, as Next documents them (docs/adr/0004):
 * - pages rendered for each request, the ones that handle addresses, cards and the owner's session
 *   (PER_REQUEST_PAGES), get a fresh nonce per response with 'strict-dynamic': only scripts Next
 *   wrote into that response, and what they load, run (set by proxy.ts);
 * - the cached public pages get one static policy: the shop's own files and inline scripts, since a
 *   page cached for everyone cannot carry a per-response nonce.
 * Development adds 'unsafe-eval' for Next's dev tooling.
 *
 * Plain JavaScript, with its types in security-headers.d.mts: next.config.mjs reads it, and a
 * TypeScript config would have Next load its SWC compiler into every server to read it (docs/adr/0036).
 */
export const CONTENT_SECURITY_POLICY = 'Content-Security-Policy';

/** Paths whose pages are rendered per request with a nonce policy: each, and everything under it. */
export const PER_REQUEST_PAGES = /** @type {const} */ (['/cart', '/checkout', '/stripe-checkout', '/order-success', '/track', '/admin']);

/** @param {string} pathname */
export function isPerRequestPage(pathname) {
  return PER_REQUEST_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/** @param {import('./security-headers.d.mts').PolicyOptions} options */
export function contentSecurityPolicy({ dev, stripe, nonce }) {
  const inline = nonce ? ` 'nonce-${nonce}' 'strict-dynamic'` : " 'unsafe-inline'";
  const stripeScript = stripe ? ' https://js.stripe.com' : '';
  const stripeFrame = stripe ? ' https://js.stripe.com https://hooks.stripe.com' : '';
  const stripeConnect = stripe ? ' https://api.stripe.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self'${inline}${dev ? " 'unsafe-eval'" : ''}${stripeScript}`,
    // React writes style attributes (and Next its font and image styles) that no nonce can cover.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${stripeConnect}`,
    `frame-src 'self'${stripeFrame}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every path but the per-request pages, in next.config.mjs's `source` syntax: those get their policy from proxy.ts. */
export const STATIC_POLICY_SOURCES = ['/', `/((?!(?:${PER_REQUEST_PAGES.map((page) => page.slice(1)).join('|')})(?:/|$)).+)`];

export function securityHeaders() {
  return [
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
  ];
}
