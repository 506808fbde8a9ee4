/**
 * What each kind of cookie is for, in the shop's words: shown beside the switches in the banner
 * and on the Cookies page, so the two can never describe a category differently.
 */
import { CONSENT_CATEGORIES, type Consent, type ConsentCategory } from '@/lib/consent';

export interface CategoryCopy {
  label: string;
  description: string;
}

export const ESSENTIAL_COPY: CategoryCopy = {
  label: 'Essential cookies',
  description: 'They keep your cart, the discount code you chose, and your cookie answer. The shop cannot work without them, so they are always on.',
};

export const CATEGORY_COPY: Record<ConsentCategory, CategoryCopy> = {
  analytics: {
    label: 'Analytics',
    description:
      'Your browser tells us how quickly our pages load (Core Web Vitals), so we can keep the shop fast. Nothing that identifies you is sent.',
  },
  marketing: {
    label: 'Marketing',
    description:
      'They show which of our newsletters and adverts bring people to the shop: the campaign named in the link you followed and the website you came from, recorded on your order. Nothing is sent to anyone else.',
  },
  preferences: {
    label: 'Preferences',
    description: 'They remember small choices from one visit to the next. We set none today.',
  },
};

const NAMES: Record<ConsentCategory, string> = { analytics: 'analytics', marketing: 'marketing', preferences: 'preference' };

function joined(names: readonly string[]): string {
  return new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(names);
}

/** The current answer in a sentence, for the Cookies page. */
export function consentSummary(consent: Consent | null): string {
  if (!consent) return 'You have not told us yet, so we use essential cookies only.';
  const allowed = CONSENT_CATEGORIES.filter((category) => consent[category]).map((category) => NAMES[category]);
  const refused = CONSENT_CATEGORIES.filter((category) => !consent[category]).map((category) => NAMES[category]);
  if (refused.length === 0) return 'You have allowed all cookies: analytics, marketing and preference cookies as well as the essential ones.';
  if (allowed.length === 0) return 'You have said no to all non-essential cookies, so we use essential cookies only.';
  return `You have allowed ${joined(allowed)} cookies, and said no to ${joined(refused)} cookies.`;
}
