/**
 * The words of the shop's order e-mails that do not depend on how they are laid out: subjects,
 * options, addresses and what a refund leaves paid. All but the owner's copy of a new order
 * ('owner-new-order') go to the shopper. The templates (lib/mail/templates) lay these
 * out as HTML, and the plain-text version is rendered from the same template.
 */
import { countryName } from './checkout';
import { formatPounds, type Pence } from './money';
import type { Address } from './orders';
import { normaliseOwnerEmail } from './owner-accounts';
import { SHOP_NAME } from '@/lib/site';

export const ORDER_EMAIL_KINDS = ['order-confirmation', 'shipping-notice', 'refund-notice', 'owner-new-order'] as const;
export type OrderEmailKind = (typeof ORDER_EMAIL_KINDS)[number];

/** One e-mail of each kind per order (per refund for refund notices): the outbox's dedupe keys. */
export function confirmationKey(orderId: number): string {
  return `order-confirmation:${orderId}`;
}

export function shippingNoticeKey(orderId: number): string {
  return `shipping-notice:${orderId}`;
}

export function refundNoticeKey(refundId: number): string {
  return `refund-notice:${refundId}`;
}

/** The owner hears of an order once per address, however often its payment is reported. */
export function ownerNewOrderKey(orderId: number, address: string): string {
  return `owner-new-order:${orderId}:${normaliseOwnerEmail(address)}`;
}

/** What a refund notice needs to know of its order. */
export interface RefundedTotals {
  totalPence: Pence;
  /** Refunded so far, this refund included. */
  refundedPence: Pence;
}

export function isFullRefund(order: RefundedTotals): boolean {
  return order.refundedPence >= order.totalPence;
}

/** What the shopper has paid once the refunds so far are taken off; never below nothing. */
export function paidAfterRefunds(order: RefundedTotals): Pence {
  return Math.max(0, order.totalPence - order.refundedPence);
}

export function confirmationSubject(orderId: number): string {
  return `Your ${SHOP_NAME} order #${orderId} is confirmed`;
}

export function shippingSubject(orderId: number): string {
  return `Your ${SHOP_NAME} order #${orderId} is on its way`;
}

export function refundSubject(orderId: number, full: boolean): string {
  return `Your ${SHOP_NAME} order #${orderId} has been ${full ? 'refunded' : 'partly refunded'}`;
}

export function ownerNewOrderSubject(orderId: number, totalPence: Pence): string {
  return `New ${SHOP_NAME} order #${orderId}: ${formatPounds(totalPence)}`;
}

/** { Size: 'M', Colour: 'Heather' } -> "Size: M, Colour: Heather"; nothing chosen -> "". */
export function optionsText(options: Record<string, string>): string {
  return Object.entries(options)
    .map(([name, option]) => `${name}: ${option}`)
    .join(', ');
}

/** A line's price as the e-mail shows it: the units together, and each when there are several. */
export function linePriceText(unitPricePence: Pence, quantity: number): string {
  const total = formatPounds(unitPricePence * quantity);
  return quantity > 1 ? `${total} (${formatPounds(unitPricePence)} each)` : total;
}

/** An address as the lines of a label, without the empty ones. */
export function addressLines(address: Address): string[] {
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.address1,
    address.address2 ?? '',
    address.city,
    address.state ?? '',
    address.postcode,
    countryName(address.country),
  ]
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
