'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

// The large-picture dialog is fetched when a shopper reaches for a picture (a pointer over it, or
// focus), not in the page's first load (docs/adr/0015).
let viewerModule: Promise<typeof import('./PictureViewer')> | undefined;
export const preloadPictureViewer = () => (viewerModule ??= import('./PictureViewer'));
const PictureViewer = lazy(async () => ({ default: (await preloadPictureViewer()).PictureViewer }));

export function LazyPictureViewer(props: ComponentProps<typeof PictureViewer>) {
  return (
    <Suspense fallback={null}>
      <PictureViewer {...props} />
    </Suspense>
  );
}
