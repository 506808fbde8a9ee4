'use client';

import { lazyCartView } from '@/components/cart/lazy-cart-view';

/**
 * /checkout's body. The form's rules (zod, react-hook-form) are most of the page's script and the form
 * shows nothing before the cart arrives, so its code is fetched alongside hydration instead.
 */
export const LazyCheckoutForm = lazyCartView(
  () => import('./CheckoutForm'),
  (module) => module.CheckoutForm,
);
