'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useHydrated } from '@/components/ui/useHydrated';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, consentFromCookieHeader, decodeConsent, encodeConsent, type Consent } from '@/lib/consent';

/**
 * The one place the browser reads and writes the shopper's cookie answer: the banner and the
 * Cookies page's settings both go through it, so answering in one updates the other at once.
 */

/** Dispatched on window after every save, for modules that start or stop with consent. */
export const CONSENT_CHANGE_EVENT = 'hh:consent-change';

export const NO_CONSENT: Consent = { analytics: false, marketing: false, preferences: false };
export const ALL_CONSENT: Consent = { analytics: true, marketing: true, preferences: true };

/** The Set-Cookie-style string for document.cookie: first-party, whole site, 180 days. */
export function consentCookieString(consent: Consent, secure: boolean): string {
  const parts = [
    `${CONSENT_COOKIE}=${encodeURIComponent(encodeConsent(consent))}`,
    'Path=/',
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab may have answered meanwhile; coming back to this one picks that up.
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
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

export function saveConsent(consent: Consent): void {
  document.cookie = consentCookieString(consent, window.location.protocol === 'https:');
  for (const listener of listeners) listener();
  window.dispatchEvent(new CustomEvent<Consent>(CONSENT_CHANGE_EVENT, { detail: consent }));
}

export interface ConsentState {
  /** False on the server and while hydrating: the cookie has not been read yet. */
  ready: boolean;
  /** The shopper's answer, or null when they have not given one. */
  consent: Consent | null;
  save: (consent: Consent) => void;
}

export function useConsent(): ConsentState {
  // The cookie is read only after hydration: see useHydrated for why.
  const hydrated = useHydrated();
  const snapshot = useSyncExternalStore(subscribe, hydrated ? readSnapshot : readServerSnapshot, readServerSnapshot);
  const consent = useMemo(() => (snapshot ? decodeConsent(snapshot) : null), [snapshot]);
  const save = useCallback((next: Consent) => saveConsent(next), []);
  return { ready: snapshot !== null, consent, save };
}
