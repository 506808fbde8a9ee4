'use client';

import { useCallback, useState, type CSSProperties } from 'react';
import { preload as preloadResource } from 'react-dom';
import { responsiveSource, type ImageQuality } from '@/lib/domain/responsive-image';
import { cx } from '@/components/ui/class-list';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

type Stage = 'loading' | 'loaded' | 'fallback' | 'failed';

type Size = { fill: true; width?: never; height?: never } | { fill?: false; width: number; height: number };

export type SafeImageProps = Size & {
  src: string;
  alt: string;
  sizes?: string;
  quality?: ImageQuality;
  /** Merged last, so it wins over the picture's own classes where they conflict (docs/adr/0019). */
  className?: string;
  /** The page's largest paint: announced in the document head and fetched first (no lazy loading). */
  preload?: boolean;
  /** Above the fold: fetched at once, with high priority. */
  priority?: boolean;
  fetchPriority?: 'high' | 'low' | 'auto';
  loading?: 'lazy' | 'eager';
  unoptimized?: boolean;
  /** The picture file's own width, when known: no larger copies are offered. */
  sourceWidth?: number;
};

const FILL_STYLE: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%', color: 'transparent' };
const SIZED_STYLE: CSSProperties = { color: 'transparent' };

/**
 * Pictures (docs/product/routes.md#page-behaviour): a pulse while loading, /images/placeholder.svg when the picture fails, and a text
 * placeholder if even that fails. The picture comes from Next's image optimizer at the width the
 * screen needs (lib/domain/responsive-image.ts); a `fill` picture covers its positioned parent.
 */
export function SafeImage({ src, alt, className, fill, width, height, sizes, quality, preload, priority, fetchPriority, loading, unoptimized, sourceWidth }: SafeImageProps) {
  const [stage, setStage] = useState<Stage>('loading');
  // A picture can finish loading before hydration, when React has missed its load event. (A lazy
  // picture not yet fetched can also read as complete, with no width: that is not a failure.)
  const settleEarly = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth > 0) setStage((current) => (current === 'loading' ? 'loaded' : current));
  }, []);

  const usingFallback = stage === 'fallback';
  const source = responsiveSource(usingFallback ? PLACEHOLDER_IMAGE : src, {
    width,
    sizes: sizes ?? (fill ? '100vw' : undefined),
    quality,
    unoptimized,
    sourceWidth,
  });
  const eager = Boolean(preload || priority);
  const fetchPriorityValue = fetchPriority ?? (priority ? 'high' : undefined);
  if (eager && !usingFallback) {
    preloadResource(source.src, { as: 'image', imageSrcSet: source.srcSet, imageSizes: source.sizes, fetchPriority: fetchPriorityValue });
  }

  if (stage === 'failed') {
    return (
      <div role="img" aria-label={alt} className={cx('flex items-center justify-center bg-moss-50 p-4 text-center text-sm text-moss-800', className)}>
        {alt || 'Image unavailable'}
      </div>
    );
  }

  return (
    // eslint-disable-next-line @next/next/no-img-element -- this is the shop's image element: next/image's runtime is what it replaces (docs/adr/0015).
    <img
      ref={settleEarly}
      {...source}
      alt={alt}
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      loading={eager ? 'eager' : (loading ?? 'lazy')}
      fetchPriority={fetchPriorityValue}
      // The largest paint is decoded with the frame that shows it, not a frame after the scripts run.
      decoding={eager ? 'sync' : 'async'}
      style={fill ? FILL_STYLE : SIZED_STYLE}
      // No pulse on a picture fetched first: it is in the first frames anyway, and an endless opacity
      // animation on it kept the compositor drawing frames until hydration removed the class.
      className={cx(stage === 'loading' && !eager && 'picture-loading', className)}
      onLoad={() => setStage((current) => (current === 'loading' ? 'loaded' : current))}
      onError={() => setStage((current) => (current === 'fallback' ? 'failed' : 'fallback'))}
    />
  );
}
