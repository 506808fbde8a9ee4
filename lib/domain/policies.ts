/**
 * The shop's policies, one constant each (docs/product/decisions.md settles where the original requirements
 * contradicted themselves). Every page that mentions shipping or refunds reads them from here.
 */
import { CHECKOUT_COUNTRIES, DEFAULT_COUNTRY } from './checkout';
import { formatPounds, type Pence } from './money';

/** UK delivery is free on every order, as checkout computes; no threshold anywhere. */
export const UK_SHIPPING_PENCE: Pence = 0;
export const UK_DELIVERY_TIME = '3-5 working days';
export const INTERNATIONAL_BASE_PENCE: Pence = 499;
export const INTERNATIONAL_PER_ITEM_PENCE: Pence = 399;
export const INTERNATIONAL_DELIVERY_TIME = '7-14 working days';
/** Every country checkout delivers to beyond the UK (checkout's default), in checkout's order. */
export const INTERNATIONAL_DESTINATIONS: readonly string[] = CHECKOUT_COUNTRIES.filter((country) => country.code !== DEFAULT_COUNTRY).map((country) => country.name);
/** "United States, Canada, Australia, Germany and France" */
export const INTERNATIONAL_DESTINATIONS_TEXT = new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(INTERNATIONAL_DESTINATIONS);
export const REFUND_TIME = '5-10 working days after your return arrives';
export const RETURN_WINDOW_DAYS = 30;

export const FREE_UK_SHIPPING_HEADLINE = 'Free UK shipping on every order';
export const INTERNATIONAL_SHIPPING_SUMMARY = `Worldwide from ${formatPounds(INTERNATIONAL_BASE_PENCE)} plus ${formatPounds(INTERNATIONAL_PER_ITEM_PENCE)} per item, ${INTERNATIONAL_DELIVERY_TIME}`;

export const SATISFACTION_GUARANTEE = `Our ${RETURN_WINDOW_DAYS}-day satisfaction guarantee: if anything is not quite right, send it back within ${RETURN_WINDOW_DAYS} days of delivery for a full refund, paid ${REFUND_TIME}.`;

/** How long an order takes to leave the workshop, before the delivery time starts. */
export const PROCESSING_TIME_STANDARD = '1-2 working days';
/** Made-to-order and personalised pieces. */
export const PROCESSING_TIME_CUSTOM = '3-5 working days';
/** Around Christmas, Burns Night and Mother's Day. */
export const PROCESSING_TIME_PEAK = 'up to 7 working days';

export const RETURN_LABEL_HOURS = 24;
export const DAMAGE_REPORT_HOURS = 48;
export const ORDER_CHANGE_HOURS = 2;
export const FINAL_SALE_RULE = 'Sale and custom items are final sale unless they arrive faulty or damaged';

/** The date every policy page carries; change both together when a policy changes. */
export const POLICY_LAST_UPDATED = '2 August 2025';
export const POLICY_LAST_UPDATED_ISO = '2025-08-02';
export const PRIVACY_REPLY_DAYS = 30;
export const MINIMUM_AGE = 18;
export const SHOP_CURRENCY = 'GBP';
/** How long the cart cookie keeps an unfinished cart (lib/http/cart-cookie.ts sets the same 30 days). */
export const CART_KEPT_DAYS = 30;
/** UK tax law: order and payment records are kept six years. */
export const ORDER_RECORD_RETENTION_YEARS = 6;
/** Messages sent through the contact form, once answered. */
export const MESSAGE_RETENTION_YEARS = 2;
/** The Consumer Contracts Regulations 2013 cancellation period for online orders, which ours exceeds. */
export const STATUTORY_CANCELLATION_DAYS = 14;
