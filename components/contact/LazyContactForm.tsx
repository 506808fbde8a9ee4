'use client';

import { Suspense } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';

/**
 * The contact form for /contact to render: its rules (react-hook-form, zod) stay out of the page's
 * first load (docs/adr/0015). The server's HTML holds the whole form; the browser fetches its code
 * alongside hydration and the form comes to life where it stands.
 */
const { Component: Form } = lazyComponent(
  () => import('./ContactForm'),
  (module) => module.ContactForm,
  { eager: true },
);

export function LazyContactForm() {
  return (
    <Suspense fallback={null}>
      <Form />
    </Suspense>
  );
}
