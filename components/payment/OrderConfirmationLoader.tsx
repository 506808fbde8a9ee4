'use client';

import dynamic from 'next/dynamic';

/** The confirmation reads session storage, so it renders in the browser only. */
export const OrderConfirmationLoader = dynamic(() => import('./OrderConfirmation'), {
  ssr: false,
  loading: () => <p role="status">Loading your order…</p>,
});
