/**
 * The Cookie Policy's content (content/legal/cookies.md) with what only that page names: the
 * consent cookie and how long it lasts, and each kind of cookie described in the very words the
 * consent banner uses (components/consent/categories.ts), so the two cannot disagree.
 */
import { CATEGORY_COPY, ESSENTIAL_COPY } from '@/components/consent/categories';
import { legalDocument, type LegalDocument } from '@/lib/content/legal';
import { CONSENT_COOKIE } from '@/lib/consent';
import { CONSENT_KEPT_DAYS } from './cookie-list';

/** What the page builds from code and the file places with {{> name}}. */
export const COOKIE_POLICY_SLOTS = ['cookie-table', 'cookie-settings'] as const;
export type CookiePolicySlot = (typeof COOKIE_POLICY_SLOTS)[number];

export function cookiePolicy(): LegalDocument {
  return legalDocument('cookies', {
    values: {
      consentCookie: CONSENT_COOKIE,
      consentKeptDays: CONSENT_KEPT_DAYS,
      essentialCookies: ESSENTIAL_COPY.description,
      analyticsCookies: CATEGORY_COPY.analytics.description,
      marketingCookies: CATEGORY_COPY.marketing.description,
      preferenceCookies: CATEGORY_COPY.preferences.description,
    },
    slots: COOKIE_POLICY_SLOTS,
  });
}
