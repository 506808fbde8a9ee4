/**
 * Responsive pictures served by Next's image optimizer (`/_next/image`), without next/image's client
 * runtime (docs/adr/0015-own-image-element.md). The widths and qualities here are the optimizer's
 * allow-list too: next.config.mjs reads them from ./image-sizes.mjs, so a URL built here is always accepted.
 */

import { IMAGE_DEVICE_SIZES, IMAGE_QUALITIES, IMAGE_SIZES } from './image-sizes.mjs';

export { IMAGE_DEVICE_SIZES, IMAGE_QUALITIES, IMAGE_SIZES };
export type ImageQuality = (typeof IMAGE_QUALITIES)[number];

const ALL_WIDTHS: readonly number[] = [...IMAGE_SIZES, ...IMAGE_DEVICE_SIZES];

export function optimizedImageUrl(src: string, width: number, quality: ImageQuality = 75): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`;
}

/** SVG is drawn at any size already, and the optimizer refuses it: such pictures are sent as they are. */
export function needsOptimizer(src: string): boolean {
  return !/\.svg(\?|$)/i.test(src);
}

/**
 * Which widths to offer, as next/image chooses them: with `sizes`, every width from the smallest
 * viewport share of the narrowest screen up (`w` descriptors); with a fixed width, that width and
 * twice it for dense screens (`x` descriptors).
 */
export function candidateWidths(width: number | undefined, sizes: string | undefined): { widths: number[]; kind: 'w' | 'x' } {
  if (sizes) {
    const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
    if (shares.length === 0) return { widths: [...ALL_WIDTHS], kind: 'w' };
    const narrowest = IMAGE_DEVICE_SIZES[0] * Math.min(...shares) * 0.01;
    return { widths: ALL_WIDTHS.filter((candidate) => candidate >= narrowest), kind: 'w' };
  }
  if (width === undefined) return { widths: [...IMAGE_DEVICE_SIZES], kind: 'w' };
  const largest = ALL_WIDTHS[ALL_WIDTHS.length - 1]!;
  const pick = (wanted: number) => ALL_WIDTHS.find((candidate) => candidate >= wanted) ?? largest;
  return { widths: [...new Set([pick(width), pick(width * 2)])], kind: 'x' };
}

export interface ResponsiveSource {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The optimizer never enlarges a picture: every width past the file's own returns the same pixels
 * under another URL. Those are left out, keeping the first width that covers the whole file.
 */
export function capToSource(widths: number[], sourceWidth: number | undefined): number[] {
  if (!sourceWidth) return widths;
  const covering = widths.find((width) => width >= sourceWidth);
  return widths.filter((width) => width < sourceWidth || width === covering);
}

/** The `src`, `srcset` and `sizes` of an <img> for a picture at `src` (`sourceWidth`: the file's own width). */
export function responsiveSource(
  src: string,
  options: { width?: number; sizes?: string; quality?: ImageQuality; unoptimized?: boolean; sourceWidth?: number },
): ResponsiveSource {
  if (options.unoptimized || !needsOptimizer(src)) return { src };
  const candidates = candidateWidths(options.width, options.sizes);
  const kind = candidates.kind;
  const widths = capToSource(candidates.widths, options.sourceWidth);
  const srcSet = widths.map((width, index) => `${optimizedImageUrl(src, width, options.quality)} ${kind === 'w' ? width : index + 1}${kind}`).join(', ');
  return {
    src: optimizedImageUrl(src, widths[widths.length - 1]!, options.quality),
    srcSet,
    ...(kind === 'w' && options.sizes ? { sizes: options.sizes } : {}),
  };
}
