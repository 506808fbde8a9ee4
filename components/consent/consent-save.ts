import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, encodeConsent, type Consent } from '@/lib/consent';
import { keepCampaignWith } from './campaign-keep';
import { CONSENT_CHANGE_EVENT } from './consent-store';

/** Writing the shopper's cookie answer: used by the banner and the Cookies page (see consent-store.ts). */

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

export function saveConsent(consent: Consent): void {
  document.cookie = consentCookieString(consent, window.location.protocol === 'https:');
  keepCampaignWith(consent);
  window.dispatchEvent(new CustomEvent<Consent>(CONSENT_CHANGE_EVENT, { detail: consent }));
}
