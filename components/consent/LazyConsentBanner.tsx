'use client';

import { Suspense, useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useConsent } from './consent-store';

const { Component: ConsentBanner } = lazyComponent(
  () => import('./ConsentBanner'),
  (module) => module.ConsentBanner,
);

/**
 * The consent banner's code is fetched only for a visitor who has not answered yet: the banner can
 * only show once the cookie has been read in the browser anyway, and most visits after the first
 * never need it (docs/adr/0009: first-load JS budget). Once fetched it stays mounted, so its
 * "your choice is saved" announcement is still heard after the banner goes.
 */
export function LazyConsentBanner() {
  const { ready, consent } = useConsent();
  const [asked, setAsked] = useState(false);
  if (ready && consent === null && !asked) setAsked(true);
  return asked ? (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  ) : null;
}
