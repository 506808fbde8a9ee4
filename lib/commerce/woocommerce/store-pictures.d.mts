// Types of store-pictures.mjs (plain JavaScript so that next.config.mjs can read it: docs/adr/0036).
import type { WooCommerceEnv } from './settings.mjs';

export interface StorePictureConfig {
  remotePatterns: URL[];
  dangerouslyAllowLocalIP: boolean;
}

/** The image optimizer's permission for a WooCommerce store's pictures: its uploads folder, nothing else. */
export declare function storePictureConfig(env: WooCommerceEnv): StorePictureConfig;
