/**
 * Headers every response carries (docs/product/rules.md#trust-rules). Scripts: in production only the shop's own
 * files and, on HTML pages, the inline scripts Next and React wrote, by hash (docs/adr/0004); the
 * hashes are added as each page is sent (lib/http/page-script-policy.ts), so cached pages stay
 * cacheable. Development adds 'unsafe-inline' and 'unsafe-eval' for Next's dev tooling.
 */
export const CONTENT_SECURITY_POLICY = 'Content-Security-Policy';

export interface PolicyOptions {
  dev: boolean;
  stripe: boolean;
  /** 'sha256-…' sources for the page's own inline scripts. */
  scriptHashes?: readonly string[];
}

export function contentSecurityPolicy({ dev, stripe, scriptHashes = [] }: PolicyOptions): string {
  const inline = dev ? " 'unsafe-inline' 'unsafe-eval'" : scriptHashes.map((hash) => ` ${hash}`).join('');
  const stripeScript = stripe ? ' https://js.stripe.com' : '';
  const stripeFrame = stripe ? ' https://js.stripe.com https://hooks.stripe.com' : '';
  const stripeConnect = stripe ? ' https://api.stripe.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self'${inline}${stripeScript}`,
    // React writes style attributes (and Next its font and image styles) that no hash can anticipate.
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

export function securityHeaders(options: { dev: boolean; stripe: boolean }): { key: string; value: string }[] {
  return [
    { key: CONTENT_SECURITY_POLICY, value: contentSecurityPolicy(options) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
  ];
}
