/**
 * The shop's policies, one constant each (DESIGN.md section 4 settles where the spec contradicts
 * itself). Every page that mentions shipping or refunds reads them from here.
 */
import { formatPounds, type Pence } from './money';

/** UK delivery is free on every order, as checkout computes; no threshold anywhere. */
export const UK_SHIPPING_PENCE: Pence = 0;
export const UK_DELIVERY_TIME = '3-5 working days';
export const INTERNATIONAL_BASE_PENCE: Pence = 499;
export const INTERNATIONAL_PER_ITEM_PENCE: Pence = 399;
export const INTERNATIONAL_DELIVERY_TIME = '7-14 working days';
export const REFUND_TIME = '5-10 working days after your return arrives';
export const RETURN_WINDOW_DAYS = 30;

export const FREE_UK_SHIPPING_HEADLINE = 'Free UK shipping on every order';
export const INTERNATIONAL_SHIPPING_SUMMARY = `Worldwide from ${formatPounds(INTERNATIONAL_BASE_PENCE)} plus ${formatPounds(INTERNATIONAL_PER_ITEM_PENCE)} per item, ${INTERNATIONAL_DELIVERY_TIME}`;

export const SATISFACTION_GUARANTEE = `Our ${RETURN_WINDOW_DAYS}-day satisfaction guarantee: if anything is not quite right, send it back within ${RETURN_WINDOW_DAYS} days of delivery for a full refund, paid ${REFUND_TIME}.`;
