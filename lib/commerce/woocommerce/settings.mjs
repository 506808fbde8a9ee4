// @ts-check
/**
 * The WooCommerce back end's settings (README "Run on your WooCommerce store"), read from the
 * environment and checked before anything talks to the store, so a start, the catalogue import and
 * the tests all refuse the same way, naming the setting that is wrong. Nothing here knows the store
 * is reachable or the key accepted: that is checked against the store itself (./client.ts).
 *
 * Plain JavaScript, with its types in settings.d.mts: next.config.mjs reads it (the store's picture
 * address), and a TypeScript config would have Next load its SWC compiler into every server to read
 * it (docs/adr/0036).
 * @typedef {import('./settings.d.mts').WooCommerceEnv} WooCommerceEnv
 * @typedef {import('./settings.d.mts').WooCommerceSettingsResult} WooCommerceSettingsResult
 * @typedef {import('./settings.d.mts').CommerceBackendChoice} CommerceBackendChoice
 */

export const WOOCOMMERCE_SETTINGS = /** @type {const} */ (['WOOCOMMERCE_URL', 'WOOCOMMERCE_CONSUMER_KEY', 'WOOCOMMERCE_CONSUMER_SECRET', 'WOOCOMMERCE_WEBHOOK_SECRET']);

/** WooCommerce makes keys as `ck_` and `cs_` followed by 40 hex digits (WC_Auth::create_keys). */
const CONSUMER_KEY = /^ck_[0-9a-f]{40}$/;
const CONSUMER_SECRET = /^cs_[0-9a-f]{40}$/;
/** Long enough not to be guessed; WooCommerce's own webhook form suggests far longer. */
const MIN_WEBHOOK_SECRET = 16;

/**
 * @param {string} raw
 * @returns {string | null}
 */
function storeUrl(raw) {
  let url;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search || url.hash) return null;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * @param {WooCommerceEnv} env
 * @returns {WooCommerceSettingsResult}
 */
export function wooCommerceSettings(env) {
  /** @type {(problem: string) => WooCommerceSettingsResult} */
  const refuse = (problem) => ({ ok: false, problem });
  const missing = WOOCOMMERCE_SETTINGS.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    return refuse(`${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set. The WooCommerce back end needs all of ${WOOCOMMERCE_SETTINGS.join(', ')}.`);
  }
  const url = storeUrl(String(env.WOOCOMMERCE_URL).trim());
  if (!url) return refuse(`WOOCOMMERCE_URL must be the store's address, such as https://shop.example.com, with no query or login in it (got "${env.WOOCOMMERCE_URL}").`);
  const consumerKey = String(env.WOOCOMMERCE_CONSUMER_KEY).trim();
  if (!CONSUMER_KEY.test(consumerKey)) return refuse('WOOCOMMERCE_CONSUMER_KEY must be a WooCommerce REST key: ck_ followed by 40 hex digits (WooCommerce > Settings > Advanced > REST API).');
  const consumerSecret = String(env.WOOCOMMERCE_CONSUMER_SECRET).trim();
  if (!CONSUMER_SECRET.test(consumerSecret)) return refuse("WOOCOMMERCE_CONSUMER_SECRET must be the key's secret: cs_ followed by 40 hex digits.");
  const webhookSecret = String(env.WOOCOMMERCE_WEBHOOK_SECRET).trim();
  if (webhookSecret.length < MIN_WEBHOOK_SECRET) return refuse(`WOOCOMMERCE_WEBHOOK_SECRET must be at least ${MIN_WEBHOOK_SECRET} characters: WooCommerce signs its webhooks with it.`);
  return { ok: true, settings: { url, consumerKey, consumerSecret, webhookSecret } };
}

export const COMMERCE_BACKENDS = /** @type {const} */ (['local', 'woocommerce']);

/** COMMERCE_BACKEND: unset or `local` (the shop's own database), or `woocommerce` with its four settings. */
/**
 * @param {WooCommerceEnv} env
 * @returns {CommerceBackendChoice}
 */
export function commerceBackendChoice(env) {
  const name = env.COMMERCE_BACKEND?.trim() || 'local';
  if (name === 'local') return { ok: true, backend: 'local' };
  if (name !== 'woocommerce') return { ok: false, problem: `COMMERCE_BACKEND must be ${COMMERCE_BACKENDS.map((known) => `"${known}"`).join(' or ')} (got "${name}").` };
  const woo = wooCommerceSettings(env);
  return woo.ok ? { ok: true, backend: 'woocommerce', settings: woo.settings } : woo;
}
