import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config } from '@/proxy';
import { contentSecurityPolicy, isPerRequestPage, PER_REQUEST_PAGES, STATIC_POLICY_SOURCES } from './security-headers.mjs';

const scripts = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('script-src'));

describe('the Content-Security-Policy', () => {
  it('gives a per-request page its nonce with strict-dynamic, and nothing inline beyond it', () => {
    expect(scripts(contentSecurityPolicy({ dev: false, stripe: false, nonce: 'abc=' }))).toBe("script-src 'self' 'nonce-abc=' 'strict-dynamic'");
    expect(scripts(contentSecurityPolicy({ dev: false, stripe: true, nonce: 'abc=' }))).toBe("script-src 'self' 'nonce-abc=' 'strict-dynamic' https://js.stripe.com");
  });

  it('gives the cached public pages one static policy', () => {
    expect(scripts(contentSecurityPolicy({ dev: false, stripe: false }))).toBe("script-src 'self' 'unsafe-inline'");
    expect(contentSecurityPolicy({ dev: false, stripe: false })).toContain("frame-ancestors 'none'");
  });

  it('tells the per-request pages from the rest', () => {
    for (const path of ['/cart', '/checkout', '/stripe-checkout', '/order-success', '/track', '/admin', '/admin/orders/7']) expect(isPerRequestPage(path)).toBe(true);
    for (const path of ['/', '/cartography', '/products', '/tracker', '/administration']) expect(isPerRequestPage(path)).toBe(false);
  });

  it('sends every per-request page through the proxy, which sets its policy', () => {
    for (const page of PER_REQUEST_PAGES) expect(config.matcher).toContain(page);
    expect(config.matcher).toContain('/admin/:path*');
  });

  it('sends every per-request page’s path in any other case through the proxy too, which gives it the static policy', () => {
    const anyCase = (page: string) => [...page.slice(1)].map((letter) => (letter === letter.toUpperCase() ? letter : `[${letter}${letter.toUpperCase()}]`)).join('');
    expect(config.matcher).toContain(`/:page(${PER_REQUEST_PAGES.map(anyCase).join('|')})/:path*`);
  });

  it('puts the static policy on every other path, in the syntax next.config takes', () => {
    const [root, rest] = STATIC_POLICY_SOURCES;
    expect(root).toBe('/');
    const pattern = new RegExp(`^${rest!}$`);
    for (const path of ['/products', '/cartography', '/products/oak-board', '/_next/static/chunk.js']) expect(pattern.test(path)).toBe(true);
    for (const path of ['/cart', '/checkout', '/admin/orders', '/track', '/order-success']) expect(pattern.test(path)).toBe(false);
  });

  // Next's own matching of the config, as the built shop does it.
  const reachesProxy = (url: string) => unstable_doesMiddlewareMatch({ config, url });

  it('leaves the cached pages out of the proxy unless their address carries a share link’s code or a campaign tag', () => {
    for (const path of ['/', '/products', '/products/oak-board', '/stories/winter-walks', '/?page=2', '/products?utm=x']) expect(reachesProxy(path)).toBe(false);
    for (const query of ['code=STORY10', 'utm_source=newsletter', 'utm_medium=email', 'utm_campaign=winter', 'page=2&code=x']) {
      for (const path of ['/', '/products', '/products/oak-board', '/stories/winter-walks', '/cart']) expect(reachesProxy(`${path}?${query}`)).toBe(true);
    }
  });

  it('never sends Next’s own files through the proxy for a share link', () => {
    expect(reachesProxy('/_next/static/chunk.js?code=STORY10')).toBe(false);
    expect(reachesProxy('/_next/image?url=x&utm_source=y')).toBe(false);
  });

  it('still sends every per-request page through it', () => {
    for (const path of ['/cart', '/order-success', '/admin/orders/7', '/Cart']) expect(reachesProxy(path)).toBe(true);
  });

  it('leaves API calls out of it: a write is checked beside its handler (lib/http/write-guard.ts)', () => {
    for (const path of ['/api/cart', '/api/cart?code=x', '/api/health', '/api/admin/orders/7']) expect(reachesProxy(path)).toBe(false);
  });
});
