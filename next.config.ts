import path from 'node:path';
import type { NextConfig } from 'next';
import { storePictureConfig } from './lib/commerce/woocommerce/store-pictures';
import { viewRewritePhases } from './lib/domain/page-views';
import { paymentSettings } from './lib/domain/payment-settings';
import { IMAGE_DEVICE_SIZES, IMAGE_QUALITIES, IMAGE_SIZES } from './lib/domain/responsive-image';
import { securityHeaders } from './lib/http/security-headers';

const payments = paymentSettings(process.env);
// A WooCommerce store's product pictures come from its media library (docs/adr/0025).
const storePictures = storePictureConfig(process.env);
const stripe = payments.ok && payments.mode === 'stripe';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Hashing every page for an ETag cost 14% of the server on cached hits (docs/adr/0009).
  generateEtags: false,
  reactStrictMode: true,
  // Compressed after each page's script policy is worked out, which needs the plain HTML (docs/adr/0004).
  compress: false,
  // Every visitor gets its title and description in the <head>, not appended to the <body> when
  // they resolve: visitors without JavaScript read the page's own title, and an assistive scan never
  // finds a page between titles. Streaming them bought nothing here: the response layer sends each
  // page whole anyway (docs/adr/0009).
  htmlLimitedBots: /.*/,
  // Whole pages are cached in memory, or in Redis with REDIS_URL, and expired by tag (docs/adr/0009, 0023).
  cacheHandler: path.join(process.cwd(), 'lib', 'cache', 'page-cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  // With REDIS_URL the cache and the rate limits share one pair of connections per process
  // (lib/redis/shared-redis.mjs): the handler loads ioredis from node_modules, and so do the bundles.
  serverExternalPackages: ['ioredis'],
  images: {
    formats: ['image/avif', 'image/webp'],
    // The pages build their image URLs from the same lists (components/ui/SafeImage.tsx), and every
    // width is another srcset entry in every page's HTML.
    qualities: [...IMAGE_QUALITIES],
    deviceSizes: [...IMAGE_DEVICE_SIZES],
    imageSizes: [...IMAGE_SIZES],
    remotePatterns: storePictures.remotePatterns,
    dangerouslyAllowLocalIP: storePictures.dangerouslyAllowLocalIP,
  },
  // Each view a query selects is its own cached page under /views (lib/domain/page-views.ts).
  async rewrites() {
    return { ...viewRewritePhases(), fallback: [] };
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders({ dev: process.env.NODE_ENV === 'development', stripe }) }];
  },
};

export default nextConfig;
