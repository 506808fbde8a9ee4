'use client';

import { useState } from 'react';
import { FOCUS_RING } from '@/components/layout/focus';
import { cx } from '@/components/ui/class-list';
import { LazyPictureViewer, preloadPictureViewer } from '@/components/ui/LazyPictureViewer';
import { SafeImage } from '@/components/ui/SafeImage';
import { CONTENT_IMAGE_HEIGHT, CONTENT_IMAGE_WIDTH } from '@/lib/content/seed/images';
import type { ContentImage } from '@/lib/content/store';

/** Every generated adventure picture is 1200 x 675. */
const WIDTH = CONTENT_IMAGE_WIDTH;
const HEIGHT = CONTENT_IMAGE_HEIGHT;

/** The Gallery tab: every picture with its description; a click (or Enter) opens it large. */
export function AdventureGallery({ images, title }: { images: readonly ContentImage[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const current = open === null ? null : images[open];

  if (!images.length) return <p className="text-slate-700">No pictures of this adventure yet.</p>;

  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2">
        {images.map((image, index) => (
          <li key={image.url} className={index === 0 ? 'sm:col-span-2' : ''}>
            <figure>
              <button
                type="button"
                onClick={() => setOpen(index)}
                onPointerEnter={preloadPictureViewer}
                onFocus={preloadPictureViewer}
                aria-label={`Enlarge picture ${index + 1} of ${images.length}: ${image.alt}`}
                className={cx('group relative block aspect-video w-full cursor-zoom-in overflow-hidden rounded-lg bg-moss-50', FOCUS_RING)}
              >
                <SafeImage
                  sourceWidth={WIDTH}
                  src={image.url}
                  alt={image.alt}
                  fill
                  sizes={index === 0 ? '(min-width: 1024px) 800px, 100vw' : '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'}
                  className="card-picture"
                />
              </button>
              <figcaption className="mt-2 text-sm text-slate-700">{image.alt}</figcaption>
            </figure>
          </li>
        ))}
      </ul>

      {current && open !== null ? (
        <LazyPictureViewer name={title} pictures={images} width={WIDTH} height={HEIGHT} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
