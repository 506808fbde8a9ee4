'use client';

import dynamic from 'next/dynamic';

/** The payment page needs session storage, so it renders in the browser only. */
export const PaymentPageLoader = dynamic(() => import('./PaymentPage'), {
  ssr: false,
  loading: () => <p role="status">Loading your payment…</p>,
});
