/**
 * Headers every response carries (DESIGN.md section 3). The CSP is static rather than nonce-based
 * so catalogue pages stay cacheable (docs/adr/0004); Next's inline bootstrap needs 'unsafe-inline'.
 */
export function contentSecurityPolicy({ dev, stripe }: { dev: boolean; stripe: boolean }): string {
  const stripeScript = stripe ? ' https://js.stripe.com' : '';
  const stripeFrame = stripe ? ' https://js.stripe.com https://hooks.stripe.com' : '';
  const stripeConnect = stripe ? ' https://api.stripe.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}${stripeScript}`,
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
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
  ];
}
