'use client';

import { useState, type KeyboardEvent } from 'react';
import { LazyPictureViewer, preloadPictureViewer } from '@/components/ui/LazyPictureViewer';
import { PLACEHOLDER_IMAGE, SafeImage } from '@/components/ui/SafeImage';
import { PRODUCT_IMAGE_SIZE } from '@/data/artwork/sizes';
import { steppedIndex } from '@/lib/domain/list-navigation';

export interface GalleryImage {
  url: string;
  alt: string;
}

/**
 * The product's pictures with zoom. Arrow keys, Home and End move between pictures; Enter
 * or a click on the main picture opens it large, where the arrows keep working.
 */
export function ProductGallery({ images, productName }: { images: GalleryImage[]; productName: string }) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const current = images[index];

  const move = (event: KeyboardEvent) => {
    const next = steppedIndex(event.key, index, images.length);
    if (next === null) return;
    event.preventDefault();
    setIndex(next);
  };

  if (!current) {
    return <SafeImage src={PLACEHOLDER_IMAGE} alt={productName} width={800} height={800} className="aspect-square w-full rounded-lg" />;
  }

  return (
    <div className="space-y-3" onKeyDown={move}>
      <button
        type="button"
        onClick={() => setZoomed(true)}
        onPointerEnter={preloadPictureViewer}
        onFocus={preloadPictureViewer}
        aria-label={`Zoom picture ${index + 1} of ${images.length}: ${current.alt}`}
        className="group gallery-picture focus-ring"
      >
        <SafeImage
          sourceWidth={PRODUCT_IMAGE_SIZE}
          key={current.url}
          src={current.url}
          alt={current.alt}
          fill
          priority={index === 0}
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="gallery-zoomable"
        />
        <span aria-hidden="true" className="gallery-hint">
          Zoom
        </span>
      </button>

      {images.length > 1 ? (
        <div role="group" aria-label="Product pictures" className="flex gap-3">
          {images.map((image, position) => (
            <button
              key={image.url}
              type="button"
              onClick={() => setIndex(position)}
              aria-label={`Show picture ${position + 1}: ${image.alt}`}
              aria-pressed={position === index}
              className="gallery-thumb focus-ring"
            >
              <SafeImage src={image.url} alt="" fill sizes="80px" className="object-cover" />
            </button>
          ))}
        </div>
      ) : null}

      {zoomed ? (
        <LazyPictureViewer
          name={productName}
          pictures={images}
          width={PRODUCT_IMAGE_SIZE}
          index={index}
          onIndex={setIndex}
          onClose={() => setZoomed(false)}
        />
      ) : null}
    </div>
  );
}
