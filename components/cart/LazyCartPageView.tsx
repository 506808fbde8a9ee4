'use client';

import { lazyCartView } from './lazy-cart-view';

/** /cart's body: the cart view, its code fetched alongside hydration. */
export const LazyCartPageView = lazyCartView(
  () => import('./CartPageView'),
  (module) => module.CartPageView,
);
