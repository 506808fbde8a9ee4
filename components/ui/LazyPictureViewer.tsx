'use client';

import { Suspense, type ComponentProps } from 'react';
import { lazyComponent } from './lazy-component';

// The large-picture dialog is fetched when a shopper reaches for a picture (a pointer over it, or
// focus), not in the page's first load (docs/adr/0015).
const viewer = lazyComponent(
  () => import('./PictureViewer'),
  (module) => module.PictureViewer,
);
export const preloadPictureViewer = viewer.preload;
const PictureViewer = viewer.Component;

export function LazyPictureViewer(props: ComponentProps<typeof PictureViewer>) {
  return (
    <Suspense fallback={null}>
      <PictureViewer {...props} />
    </Suspense>
  );
}
