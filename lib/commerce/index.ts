/**
 * The commerce port's one entry point (docs/adr/0033): code outside lib/commerce imports from here
 * and nowhere deeper (a lint rule, eslint.layers.mjs), so the adapters' insides can change without
 * touching a page. Everything here is the port's: its types, the chosen back end, and the helpers
 * every back end shares at the edge (the API's shapes, request schemas, the storefront's tagged reads).
 * A client component may import types from here (`import type`); any value would bring 'server-only'.
 */
import 'server-only';

export type * from './types';
export { commerce, ordersKeptElsewhere, ownerCatalogue } from './backend';
export { CatalogueImportRefused } from './local/owner-catalogue';
export * from './api-shape';
export * from './cached';
export * from './cart-request';
export * from './content-requests';
export * from './product-query';
export * from './store-errors';
export * from './store-limit';
export * from './whole-catalogue';
// The WooCommerce store's deliveries arrive at a route of their own (app/api/webhooks/woocommerce).
export { receiveStoreWebhook, type WebhookOutcome } from './woocommerce/receive-webhook';
// The back office's picture calls for a product on the shop's own back end (docs/adr/0031).
export { lockProductPictures, productPictures, writeProductPictures } from './local/product-pictures';
