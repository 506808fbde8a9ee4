import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/json-ld';

// SITE_URL is read when the shop runs, not when it is built, so the sitemap's address is the live one.
export const dynamic = 'force-dynamic';

/**
 * The back office is the owner's, the cart, checkout and payment pages are one visitor's own and the API is for the pages: none is
 * for search. /views holds the query views' cached twins (lib/http/page-views.mjs), already
 * indexed under their public URLs.
 */
const DISALLOWED_PATHS = ['/admin', '/cart', '/checkout', '/stripe-checkout', '/order-success', '/api/', '/views/'];

/**
 * The catalogue's and collections' share cards are served from their views' paths (docs/adr/0029);
 * X fetches no picture that robots.txt disallows, so the cards are allowed back, the longer rule winning.
 */
const ALLOWED_PATHS = ['/', '/views/*/opengraph-image'];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: ALLOWED_PATHS, disallow: DISALLOWED_PATHS },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
