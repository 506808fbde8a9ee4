'use client';

import { lazyIsland } from '@/components/ui/lazy-island';

/**
 * The newsletter block for pages to render, its rules (react-hook-form, zod) kept out of the first
 * load, and fetched only as the block nears the screen: it sits at the foot of the page, and zod's
 * evaluation alone was the home page's longest task after hydration.
 */
export const LazyNewsletterSignup = lazyIsland(
  () => import('./NewsletterSignup'),
  (module) => module.NewsletterSignup,
  { whenVisible: true },
);
