'use client';

import { useMemo } from 'react';
import { useStoreAfterHydration } from '@/components/ui/useHydrated';
import { consentFromCookieHeader, decodeConsent, encodeConsent, type Consent } from '@/lib/consent';

/**
 * The one place the browser reads the shopper's cookie answer. Writing it (consent-save.ts) is kept
 * apart: every page reads the answer, but only the banner and the Cookies page write it, and they
 * are loaded when needed (docs/adr/0009: first-load JS budget). A save announces itself with
 * CONSENT_CHANGE_EVENT, so answering in one place updates the others at once.
 */

/** Dispatched on window after every save, for modules that start or stop with consent. */
export const CONSENT_CHANGE_EVENT = 'hh:consent-change';

function subscribe(listener: () => void): () => void {
  // A save in this tab announces itself; another tab may have answered meanwhile, and coming back to
  // this one picks that up.
  window.addEventListener(CONSENT_CHANGE_EVENT, listener);
  window.addEventListener('focus', listener);
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, listener);
    window.removeEventListener('focus', listener);
  };
}

/** The answer re-encoded, so an unchanged cookie gives an identical string (a stable snapshot). */
function readSnapshot(): string {
  const consent = consentFromCookieHeader(document.cookie);
  return consent ? encodeConsent(consent) : '';
}

/** The server cannot know: null keeps the server's and the first client render identical. */
function readServerSnapshot(): null {
  return null;
}

export interface ConsentState {
  /** False on the server and while hydrating: the cookie has not been read yet. */
  ready: boolean;
  /** The shopper's answer, or null when they have not given one. */
  consent: Consent | null;
}

export function useConsent(): ConsentState {
  const snapshot = useStoreAfterHydration(subscribe, readSnapshot, readServerSnapshot);
  const consent = useMemo(() => (snapshot ? decodeConsent(snapshot) : null), [snapshot]);
  return { ready: snapshot !== null, consent };
}
