'use client';

import { Suspense } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';

/**
 * The Track Order form for /track to render: its rules (react-hook-form, zod) stay out of the page's
 * first load (docs/adr/0015). The server's HTML holds the whole form; the browser fetches its code
 * alongside hydration and the form comes to life where it stands.
 */
const { Component: Form } = lazyComponent(
  () => import('./TrackOrderForm'),
  (module) => module.TrackOrderForm,
  { eager: true },
);

export function LazyTrackOrderForm() {
  return (
    <Suspense fallback={null}>
      <Form />
    </Suspense>
  );
}
