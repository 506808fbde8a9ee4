'use client';

import { lazyIsland } from '@/components/ui/lazy-island';

/** The contact form for /contact, its rules (react-hook-form, zod) kept out of the first load. */
export const LazyContactForm = lazyIsland(
  () => import('./ContactForm'),
  (module) => module.ContactForm,
);
