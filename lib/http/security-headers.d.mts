// Types of security-headers.mjs (plain JavaScript so that next.config.mjs can read it: docs/adr/0036).

export declare const CONTENT_SECURITY_POLICY: 'Content-Security-Policy';
/** Paths whose pages are rendered per request with a nonce policy: each, and everything under it. */
export declare const PER_REQUEST_PAGES: readonly ['/cart', '/checkout', '/stripe-checkout', '/order-success', '/track', '/admin'];
export declare function isPerRequestPage(pathname: string): boolean;

export interface PolicyOptions {
  dev: boolean;
  stripe: boolean;
  /** The response's nonce: without one, the static policy of the cached pages. */
  nonce?: string;
}
export declare function contentSecurityPolicy(options: PolicyOptions): string;
/** Every path but the per-request pages, in next.config.mjs's `source` syntax: those get their policy from proxy.ts. */
export declare const STATIC_POLICY_SOURCES: string[];
export declare function securityHeaders(): { key: string; value: string }[];
