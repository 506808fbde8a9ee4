// @ts-check
/**
 * The widths and qualities Next's image optimizer accepts, which the shop's pictures are built from
 * (responsive-image.ts). Plain JavaScript, with its types in image-sizes.d.mts: next.config.mjs
 * reads it, and a TypeScript config would have Next load its SWC compiler into every server to read
 * it (docs/adr/0036).
 */

/** The shop's pictures are at most 1600px wide (product shots 800, stories and adventures 1200). */
export const IMAGE_DEVICE_SIZES = /** @type {const} */ ([640, 828, 1080, 1200, 1600]);
export const IMAGE_SIZES = /** @type {const} */ ([80, 160, 256, 384]);
export const IMAGE_QUALITIES = /** @type {const} */ ([75, 85]);
