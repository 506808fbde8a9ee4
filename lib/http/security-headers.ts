/**
 * Headers every response carries (docs/product/rules.md#trust-rules), and the two kinds of
 * Content-Security-Policy, as Next documents them (docs/adr/0004):
 * - pages rendered for each request, the ones that handle addresses, cards and the owner's session
 *   (PER_REQUEST_PAGES), get a fresh nonce per response with 'strict-dynamic': only scripts Next
 *   wrote into that response, and what they load, run (set by proxy.ts);
 * - the cached public pages get one static policy: the shop's own files and inline scripts, since a
 *   page cached for everyone cannot carry a per-response nonce.
 * Development adds 'unsafe-eval' for Next's dev tooling.
 */
export const CONTENT_SECURITY_POLICY = 'Content-Security-Policy';

/** Paths whose pages are rendered per request with a nonce policy: each, and everything under it. */
export const PER_REQUEST_PAGES = ['/cart', '/checkout', '/stripe-checkout', '/order-success', '/track', '/admin'] as const;

export function isPerRequestPage(pathname: string): boolean {
  return PER_REQUEST_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

export interface PolicyOptions {
  dev: boolean;
  stripe: boolean;
  /** The response's nonce: without one, the static policy of the cached pages. */
  nonce?: string;
}

export function contentSecurityPolicy({ dev, stripe, nonce }: PolicyOptions): string {
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

/** Every path but the per-request pages, in next.config's `source` syntax: those get their policy from proxy.ts. */
export const STATIC_POLICY_SOURCES = ['/', `/((?!(?:${PER_REQUEST_PAGES.map((page) => page.slice(1)).join('|')})(?:/|$)).+)`];

export function securityHeaders(): { key: string; value: string }[] {
  return [
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
  ];
}
