/**
 * The order e-mails the shop sends and what each needs: the order as it stands once the change that
 * prompts the e-mail is made (paid, shipped, refunded), and for a refund how much went back.
 */
import type { Order } from '@/lib/commerce';
import type { Pence } from '@/lib/domain/money';
import type { OrderEmailKind } from '@/lib/domain/order-emails';

interface Addressed {
  order: Order;
  /**
   * One e-mail per purpose: 'order-confirmation:<orderId>', 'shipping-notice:<orderId>',
   * 'refund-notice:<refundId>', 'owner-new-order:<orderId>:<address>'.
   */
  dedupeKey: string;
}

export type OrderEmail =
  | (Addressed & { kind: Exclude<OrderEmailKind, 'refund-notice' | 'owner-new-order'> })
  /** `order.refundedPence` already counts this refund. */
  | (Addressed & { kind: 'refund-notice'; refundPence: Pence })
  /** For the shop, not the shopper: `to` is one of the owner's addresses (lib/mail/owner-new-order.ts). */
  | (Addressed & { kind: 'owner-new-order'; to: string });

/** The shopper's address, but for the e-mail that tells the owner. */
export function recipientOf(email: OrderEmail): string {
  return email.kind === 'owner-new-order' ? email.to : email.order.email;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}
