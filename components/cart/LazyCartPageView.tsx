'use client';

import type { ReactNode } from 'react';
import { lazyCartView } from './lazy-cart-view';

/**
 * /cart's body: the cart view, its code fetched alongside hydration. `discount` is the server-rendered
 * code form: on its own in the HTML (it works without JavaScript), then in the view's Order Summary.
 */
export const LazyCartPageView = lazyCartView(
  () => import('./CartPageView'),
  (module) => module.CartPageView,
  ({ discount }: { discount?: ReactNode }) => discount,
);
