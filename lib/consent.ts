/**
 * Cookie consent (the Cookie Policy; UK PECR): which non-essential uses the shopper allowed.
 * The answer itself is kept in an essential first-party cookie; nothing non-essential runs until
 * the shopper has said yes to its category.
 */
export const CONSENT_COOKIE = 'hh_consent';
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 180;
export const CONSENT_CATEGORIES = ['analytics', 'marketing', 'preferences'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type Consent = Record<ConsentCategory, boolean>;

const VERSION = 'v1';

/** 'v1:analytics=1,marketing=0,preferences=1' */
export function encodeConsent(consent: Consent): string {
  return `${VERSION}:${CONSENT_CATEGORIES.map((category) => `${category}=${consent[category] ? 1 : 0}`).join(',')}`;
}

/** The stored answer, or null when the shopper has not answered (or the cookie is not ours). */
export function decodeConsent(value: string | null | undefined): Consent | null {
  if (!value?.startsWith(`${VERSION}:`)) return null;
  const pairs = new Map(
    value
      .slice(VERSION.length + 1)
      .split(',')
      .map((pair) => pair.split('=') as [string, string]),
  );
  if (!CONSENT_CATEGORIES.every((category) => pairs.get(category) === '0' || pairs.get(category) === '1')) return null;
  return Object.fromEntries(CONSENT_CATEGORIES.map((category) => [category, pairs.get(category) === '1'])) as Consent;
}

/**
 * One cookie's value out of a `document.cookie` string or a Cookie header, or null when it is not
 * there or its %-escapes do not decode (a browser can hold anything under a name).
 */
export function cookieFromHeader(cookieHeader: string, name: string): string | null {
  const entry = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  if (!entry) return null;
  try {
    return decodeURIComponent(entry.slice(name.length + 1));
  } catch {
    return null;
  }
}

/** Reads the answer out of a `document.cookie` string. */
export function consentFromCookieHeader(cookieHeader: string): Consent | null {
  return decodeConsent(cookieFromHeader(cookieHeader, CONSENT_COOKIE));
}

export function hasConsent(category: ConsentCategory, cookieHeader: string): boolean {
  return consentFromCookieHeader(cookieHeader)?.[category] ?? false;
}
