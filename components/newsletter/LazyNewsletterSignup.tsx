'use client';

import { lazyIsland } from '@/components/ui/lazy-island';

/** The newsletter block for pages to render, its rules (react-hook-form, zod) kept out of the first load. */
export const LazyNewsletterSignup = lazyIsland(
  () => import('./NewsletterSignup'),
  (module) => module.NewsletterSignup,
);
