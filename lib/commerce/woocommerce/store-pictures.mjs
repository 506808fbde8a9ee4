// @ts-check
/**
 * The image optimizer's permission for a WooCommerce store's product pictures (next.config.mjs):
 * its media library's folder on the store's own address, nothing else. A store on this machine or
 * a private network (the test store on 127.0.0.1) also needs local addresses allowed, which Next
 * refuses by default against request forgery; the pattern still admits only that one host's uploads.
 * Plain JavaScript, with its types in store-pictures.d.mts, for next.config.mjs (docs/adr/0036).
 */
import { commerceBackendChoice } from './settings.mjs';

const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+|\[::1\])$/;

/**
 * @param {import('./settings.d.mts').WooCommerceEnv} env
 * @returns {import('./store-pictures.d.mts').StorePictureConfig}
 */
export function storePictureConfig(env) {
  const choice = commerceBackendChoice(env);
  if (!choice.ok || choice.backend !== 'woocommerce') return { remotePatterns: [], dangerouslyAllowLocalIP: false };
  const store = new URL(choice.settings.url);
  return {
    remotePatterns: [new URL(`${choice.settings.url}/wp-content/uploads/**`)],
    dangerouslyAllowLocalIP: LOCAL_HOST.test(store.hostname),
  };
}
