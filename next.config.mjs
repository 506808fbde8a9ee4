// @ts-check
/**
 * Plain JavaScript, as are the modules it reads: Next transpiles a TypeScript config with its SWC
 * compiler on every start, and that native binding then stays in the server's memory, 27 MB of a
 * fresh instance (docs/adr/0036). The TypeScript that imports these modules is checked against
 * their .d.mts declarations.
 */
import path from 'node:path';
import { storePictureConfig } from './lib/commerce/woocommerce/store-pictures.mjs';
import { viewRewritePhases } from './lib/http/page-views.mjs';
import { IMAGE_DEVICE_SIZES, IMAGE_QUALITIES, IMAGE_SIZES } from './lib/domain/image-sizes.mjs';
import { MAX_PICTURE_UPLOAD_BODY_BYTES } from './lib/domain/picture-limits.mjs';
import { contentSecurityPolicy, CONTENT_SECURITY_POLICY, securityHeaders, STATIC_POLICY_SOURCES } from './lib/http/security-headers.mjs';

// A WooCommerce store's product pictures come from its media library (docs/adr/0025).
const storePictures = storePictureConfig(process.env);

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Hashing every page for an ETag cost 14% of the server on cached hits (docs/adr/0009).
  generateEtags: false,
  reactStrictMode: true,
  // The shop's server compresses, keeping a compressed copy of each hot cached page rather than
  // compressing the same bytes for every visitor (lib/http/response-compression.ts, docs/adr/0039).
  compress: false,
  // npm test type-checks the whole project once (npm run typecheck) before its journeys build the
  // shop, so their builds skip Next's second check (scripts/journey-shop.ts); every other build keeps it.
  typescript: { ignoreBuildErrors: process.env.HIGHLAND_BUILD_TYPECHECKED === '1' },
  // Every visitor gets its title and description in the <head>, not appended to the <body> when
  // they resolve: visitors without JavaScript read the page's own title, and an assistive scan never
  // finds a page between titles (docs/adr/0009).
  htmlLimitedBots: /.*/,
  // Whole pages are cached in memory, or in Redis with REDIS_URL, and expired by tag (docs/adr/0009, 0027).
  cacheHandler: path.join(process.cwd(), 'lib', 'cache', 'page-cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  serverExternalPackages: [
    // The handler runs outside the bundles and the route handlers' expiries inside them; both reach one
    // page cache and one Redis connection per process (lib/cache/page-cache.mjs, lib/redis), so the
    // bundles load these from node_modules as the handler does.
    'ioredis',
    'redis',
    '@trieb.work/nextjs-turbo-redis-cache',
    // Turbopack gives each route handler its own copy of the server chunk that holds what it imports,
    // and a long-running server keeps the source of every copy it loads: 16 copies of a 1.38 MB chunk,
    // most of it these packages. Loaded from node_modules, each is in memory once (docs/adr/0036).
    'nodemailer',
    '@woocommerce/woocommerce-rest-api',
    'drizzle-orm',
    'markdown-it',
    'rate-limiter-flexible',
    'csv-parse',
    'csv-stringify',
    'stripe',
    'card-validator',
    'html-to-text',
    'sanitize-html',
    'gray-matter',
    'zod',
    'lru-cache',
  ],
  // Next hands the proxy a copy of each body cut at 10 MB, which would cut an owner's largest
  // picture upload short; the shop's server holds every body to its own limit first (docs/adr/0031).
  experimental: {
    proxyClientMaxBodySize: MAX_PICTURE_UPLOAD_BODY_BYTES,
    // Next loads every route's bundle as the server starts; each API route's carries its own copy of
    // the shop's server code, so a fresh server held 16 copies of one 1.4 MB bundle it had not been
    // asked for (docs/adr/0036). A route's bundle is loaded on its first request instead.
    preloadEntriesOnStart: false,
  },
  images: {
    // WebP only: with an AVIF picture in the first screen, Chromium held back the first frame for
    // about a second in a third of loads, WebP never (docs/adr/0015).
    formats: ['image/webp'],
    // The pages build their image URLs from the same lists (components/ui/SafeImage.tsx), and every
    // width is another srcset entry in every page's HTML.
    qualities: [...IMAGE_QUALITIES],
    deviceSizes: [...IMAGE_DEVICE_SIZES],
    imageSizes: [...IMAGE_SIZES],
    remotePatterns: storePictures.remotePatterns,
    dangerouslyAllowLocalIP: storePictures.dangerouslyAllowLocalIP,
  },
  // Each view a query selects is its own cached page under /views, and so is the page for an
  // address nothing serves (lib/http/page-views.mjs).
  async rewrites() {
    return viewRewritePhases();
  },
  async headers() {
    const staticPolicy = [{ key: CONTENT_SECURITY_POLICY, value: contentSecurityPolicy({ dev: process.env.NODE_ENV === 'development', stripe: false }) }];
    return [
      { source: '/:path*', headers: securityHeaders() },
      // The per-request pages get a nonce policy from proxy.ts instead (docs/adr/0004).
      ...STATIC_POLICY_SOURCES.map((source) => ({ source, headers: staticPolicy })),
    ];
  },
};

export default nextConfig;
