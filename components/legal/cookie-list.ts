/**
 * Every cookie (and cookie-like report) the shop itself sets, for the Cookie Policy's table.
 * Names come from the code that sets them, so the policy cannot name a cookie that does not exist.
 */
import { CAMPAIGN_COOKIE } from '@/lib/campaign-cookie';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS } from '@/lib/consent';
import { CAMPAIGN_KEPT_DAYS } from '@/lib/domain/campaign';
import { CART_KEPT_DAYS } from '@/lib/domain/policies';
import { CART_COOKIE } from '@/lib/http/cart-cookie';
import { DISCOUNT_COOKIE } from '@/lib/http/discount-cookie';

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
    name: DISCOUNT_COOKIE,
    category: 'Essential',
    purpose:
      'Keeps the discount code you entered, or that came with one of our links you followed, with your cart, so the cart can take it off (or tell you why it does not apply yet). It holds the code and nothing about you, is forgotten once your order is paid, and scripts cannot read it.',
    lasts: `${CART_KEPT_DAYS} days`,
  },
  {
    name: CONSENT_COOKIE,
    category: 'Essential',
    purpose: 'Remembers your answer to our cookie question, so we do not ask on every page.',
    lasts: `${CONSENT_KEPT_DAYS} days`,
  },
  {
    name: CAMPAIGN_COOKIE,
    category: 'Marketing',
    purpose:
      'Only if you allow marketing: the campaign of the visit that brought you (the source, medium and campaign named in the link you followed) and the website you came from, recorded on your order when you buy, so we can see which newsletters and adverts bring orders. A later campaign visit replaces it, and saying no to marketing deletes it.',
    lasts: `${CAMPAIGN_KEPT_DAYS} days`,
  },
  {
    name: 'Core Web Vitals report (no cookie)',
    category: 'Analytics',
    purpose:
      'Only if you allow analytics: your browser sends us how quickly the page loaded and responded, with the page address. Nothing is stored on your device and no identifier is sent.',
    lasts: 'Nothing stored on your device',
  },
];
