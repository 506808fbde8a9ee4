'use client';

import { IntentLink } from '@/components/ui/IntentLink';
import { usePathname } from 'next/navigation';
import { useRef, useState } from 'react';
import { FOCUS_RING } from '@/components/layout/focus';
import { cx } from '@/components/ui/class-list';
import type { Consent } from '@/lib/consent';
import { SHOP_NAME } from '@/lib/site';
import { ConsentChoices } from './ConsentChoices';
import { ALL_CONSENT, NO_CONSENT, saveConsent } from './consent-save';
import { useConsent } from './consent-store';

/** The Cookies page has the full settings; showing the banner over them would only repeat them. */
export const COOKIE_POLICY_PATH = '/cookies';

const BUTTON = cx('inline-flex min-h-11 items-center justify-center rounded-md px-3 text-center text-sm font-semibold leading-tight', FOCUS_RING);
const SOLID = cx(BUTTON, 'bg-moss-800 text-white hover:bg-moss-900');
const OUTLINE = cx(BUTTON, 'border border-moss-800 bg-white text-moss-900 hover:bg-moss-50');

/**
 * Asks for non-essential cookies until the shopper answers (UK PECR). It is a labelled region, not
 * a modal: the page stays usable. It sits in the flow after the footer and sticks to the bottom of
 * the screen, so scrolling always brings any part of the page above it; nothing is hidden for good.
 * It renders only once the browser has read the cookie, so a shopper who answered never sees it.
 */
export function ConsentBanner() {
  const { ready, consent } = useConsent();
  const pathname = usePathname();
  const [choosing, setChoosing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const region = useRef<HTMLElement>(null);

  function answer(next: Consent) {
    const focusWasInside = region.current?.contains(document.activeElement) ?? false;
    saveConsent(next);
    setAnnouncement('Thank you, your cookie choice is saved. You can change it any time on our Cookie Policy page.');
    // The focused button is about to disappear; carry focus on to the page rather than lose it.
    if (focusWasInside) document.getElementById('main')?.focus({ preventScroll: true });
  }

  const show = ready && consent === null && pathname !== COOKIE_POLICY_PATH;

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {show ? (
        <section
          ref={region}
          aria-labelledby="consent-banner-heading"
          data-consent-banner=""
          className="sticky bottom-0 z-30 order-last max-h-[85vh] overflow-y-auto border-t-2 border-moss-700 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
        >
          <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 md:flex-row md:items-center md:gap-6">
            <div className="min-w-0 flex-1">
              <h2 id="consent-banner-heading" className="text-lg font-semibold">
                Cookies on {SHOP_NAME}
              </h2>
              {/* Kept to three lines on a phone: at four it outgrew /products' own first-screen text and
                  became that page's largest paint, drawn only after hydration (docs/adr/0038). */}
              <p className="text-sm text-slate-700">
                We use essential cookies to keep your cart. May we also measure how fast our pages load and which newsletter or advert brought you?{' '}
                <IntentLink href={COOKIE_POLICY_PATH} className={cx('font-semibold text-moss-800 underline underline-offset-2', FOCUS_RING)}>
                  How we use cookies
                </IntentLink>
              </p>
            </div>
            {choosing ? null : (
              <div className="grid grid-cols-3 gap-2 md:flex md:shrink-0">
                <button type="button" className={SOLID} onClick={() => answer(ALL_CONSENT)}>
                  Accept all
                </button>
                <button type="button" className={SOLID} onClick={() => answer(NO_CONSENT)}>
                  Reject non-essential
                </button>
                <button type="button" className={OUTLINE} onClick={() => setChoosing(true)}>
                  Choose
                </button>
              </div>
            )}
          </div>
          {choosing ? (
            <div className="mx-auto max-w-7xl px-4 pb-3">
              <ConsentChoices initial={NO_CONSENT} onSave={answer} compact focusFirst />
            </div>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
