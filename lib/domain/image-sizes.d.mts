// Types of image-sizes.mjs (plain JavaScript so that next.config.mjs can read it: docs/adr/0036).

/** The shop's pictures are at most 1600px wide (product shots 800, stories and adventures 1200). */
export declare const IMAGE_DEVICE_SIZES: readonly [640, 828, 1080, 1200, 1600];
export declare const IMAGE_SIZES: readonly [80, 160, 256, 384];
export declare const IMAGE_QUALITIES: readonly [75, 85];
