/**
 * Every cookie (and cookie-like report) the shop itself sets, for the Cookie Policy's table.
 * Names come from the code that sets them, so the policy cannot name a cookie that does not exist.
 */
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS } from '@/lib/consent';
import { CART_KEPT_DAYS } from '@/lib/domain/policies';
import { CART_COOKIE } from '@/lib/http/cart-cookie';

export interface CookieRow {
  name: string;
  category: 'Essential' | 'Analytics' | 'Marketing' | 'Preferences';
  purpose: string;
  lasts: string;
}

const SECONDS_PER_DAY = 60 * 60 * 24;
export const CONSENT_KEPT_DAYS = Math.round(CONSENT_MAX_AGE_SECONDS / SECONDS_PER_DAY);

export const SHOP_COOKIES: readonly CookieRow[] = [
  {
    name: CART_COOKIE,
    category: 'Essential',
    purpose: 'Keeps your cart: a random number that links your browser to the items you have added. Scripts cannot read it.',
    lasts: `${CART_KEPT_DAYS} days`,
  },
  {
    name: CONSENT_COOKIE,
    category: 'Essential',
    purpose: 'Remembers your answer to our cookie question, so we do not ask on every page.',
    lasts: `${CONSENT_KEPT_DAYS} days`,
  },
  {
    name: 'Core Web Vitals report (no cookie)',
    category: 'Analytics',
    purpose:
      'Only if you allow analytics: your browser sends us how quickly the page loaded and responded, with the page address. Nothing is stored on your device and no identifier is sent.',
    lasts: 'Nothing stored on your device',
  },
];
