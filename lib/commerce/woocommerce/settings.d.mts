// Types of settings.mjs (plain JavaScript so that next.config.mjs can read it: docs/adr/0036).

export interface WooCommerceSettings {
  /** The store's address, without a trailing slash: https://shop.example.com */
  url: string;
  consumerKey: string;
  consumerSecret: string;
  /** The secret WooCommerce signs its webhook deliveries with (X-WC-Webhook-Signature). */
  webhookSecret: string;
}

export type WooCommerceSettingsResult = { ok: true; settings: WooCommerceSettings } | { ok: false; problem: string };

export declare const WOOCOMMERCE_SETTINGS: readonly ['WOOCOMMERCE_URL', 'WOOCOMMERCE_CONSUMER_KEY', 'WOOCOMMERCE_CONSUMER_SECRET', 'WOOCOMMERCE_WEBHOOK_SECRET'];

/** The environment, or any part of it: process.env as it is. */
export type WooCommerceEnv = Partial<Record<string, string>>;

export declare function wooCommerceSettings(env: WooCommerceEnv): WooCommerceSettingsResult;

export declare const COMMERCE_BACKENDS: readonly ['local', 'woocommerce'];

export type CommerceBackendChoice = { ok: true; backend: 'local' } | { ok: true; backend: 'woocommerce'; settings: WooCommerceSettings } | { ok: false; problem: string };

/** COMMERCE_BACKEND: unset or `local` (the shop's own database), or `woocommerce` with its four settings. */
export declare function commerceBackendChoice(env: WooCommerceEnv): CommerceBackendChoice;
