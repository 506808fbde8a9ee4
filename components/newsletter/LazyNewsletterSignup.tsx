'use client';

import { Suspense, type ComponentProps } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import type { NewsletterSignup } from './NewsletterSignup';

/**
 * The newsletter block for pages to render: its rules (react-hook-form, zod) stay out of the page's
 * first load (docs/adr/0015). The server's HTML holds the whole block; the browser fetches its code
 * alongside hydration and the block comes to life where it stands.
 */
const { Component: Block } = lazyComponent(
  () => import('./NewsletterSignup'),
  (module) => module.NewsletterSignup,
  { eager: true },
);

export function LazyNewsletterSignup(props: ComponentProps<typeof NewsletterSignup>) {
  return (
    <Suspense fallback={null}>
      <Block {...props} />
    </Suspense>
  );
}
