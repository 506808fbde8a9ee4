/**
 * The order e-mails the shop sends and what each needs: the order as it stands once the change that
 * prompts the e-mail is made (paid, shipped, refunded), and for a refund how much went back.
 */
import type { Order } from '@/lib/commerce/types';
import type { Pence } from '@/lib/domain/money';
import type { OrderEmailKind } from '@/lib/domain/order-emails';

interface Addressed {
  order: Order;
  /** One e-mail per purpose: 'order-confirmation:<orderId>', 'shipping-notice:<orderId>', 'refund-notice:<refundId>'. */
  dedupeKey: string;
}

export type OrderEmail =
  | (Addressed & { kind: Exclude<OrderEmailKind, 'refund-notice'> })
  /** `order.refundedPence` already counts this refund. */
  | (Addressed & { kind: 'refund-notice'; refundPence: Pence });

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}
