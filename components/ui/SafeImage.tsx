'use client';

import Image, { type ImageProps } from 'next/image';
import { useState } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

type Stage = 'loading' | 'loaded' | 'fallback' | 'failed';

/**
 * Spec 4 "Images": a pulse while loading, /images/placeholder.svg when the picture fails, and a text
 * placeholder if even that fails. Sized like next/image; the wrapper keeps the layout from jumping.
 */
export function SafeImage({ src, alt, className = '', ...props }: ImageProps & { alt: string }) {
  const [stage, setStage] = useState<Stage>('loading');

  if (stage === 'failed') {
    return (
      <div role="img" aria-label={alt} className={`flex items-center justify-center bg-moss-50 p-4 text-center text-sm text-moss-800 ${className}`}>
        {alt || 'Image unavailable'}
      </div>
    );
  }

  const usingFallback = stage === 'fallback';
  return (
    <Image
      {...props}
      src={usingFallback ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      unoptimized={usingFallback || props.unoptimized}
      className={`${stage === 'loading' ? 'animate-pulse bg-moss-100' : ''} ${className}`}
      onLoad={() => setStage((current) => (current === 'loading' ? 'loaded' : current))}
      onError={() => setStage((current) => (current === 'fallback' ? 'failed' : 'fallback'))}
    />
  );
}
