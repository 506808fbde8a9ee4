/**
 * How many bytes of request body each address takes, in one place for the shop's server (which cuts
 * a body off at its limit whatever its framing, lib/ops/shop-server.ts), the proxy (which refuses a
 * declared length over it) and the route handlers that read a raw body (docs/adr/0013).
 */

import { MAX_PICTURE_UPLOAD_BODY_BYTES } from '@/lib/domain/pictures';

/** Every JSON call the storefront and the back office make stays far below this. */
export const MAX_JSON_BODY_BYTES = 32 * 1024;
/** A WooCommerce product with every field it has stays well below this. */
export const MAX_STORE_WEBHOOK_BYTES = 1024 * 1024;
/** Stripe's events are far below this; anything larger is not from Stripe. */
export const MAX_STRIPE_WEBHOOK_BYTES = 512 * 1024;

/** The catalogue's CSV import: 10,000 rows of a few hundred bytes each, with room for long descriptions. */
export const MAX_CATALOGUE_CSV_BYTES = 2 * 1024 * 1024;

const RAW_BODY_LIMITS: Record<string, number> = {
  '/api/webhooks/woocommerce': MAX_STORE_WEBHOOK_BYTES,
  '/api/webhooks/stripe': MAX_STRIPE_WEBHOOK_BYTES,
  '/api/admin/products/import': MAX_CATALOGUE_CSV_BYTES,
};

/** The owner's picture uploads: a picture of up to 10 MB and its form (docs/adr/0031). */
export const PICTURE_UPLOAD_PATH = /^\/api\/admin\/(?:products|stories|adventures)\/[^/]+\/pictures\/?$/;

/** The most body bytes a request to `pathname` may carry: no page or call here takes more. */
export function bodyLimitOf(pathname: string): number {
  if (PICTURE_UPLOAD_PATH.test(pathname)) return MAX_PICTURE_UPLOAD_BODY_BYTES;
  return RAW_BODY_LIMITS[pathname.replace(/\/+$/, '')] ?? MAX_JSON_BODY_BYTES;
}

/** What a client hears when its body is over the limit, in KB as people read it. */
export const bodyTooLargeMessage = (limit: number) => `Request bodies may be at most ${Math.round(limit / 1024)} KB.`;
