/**
 * Sent when the owner refunds all or part of an order. `order` is the order after the refund (its
 * refundedPence counts this one), so what is left paid can be told.
 */
import { Text } from '@react-email/components';
import type { Order } from '@/lib/commerce';
import { formatPounds, type Pence } from '@/lib/domain/money';
import { isFullRefund, paidAfterRefunds } from '@/lib/domain/order-emails';
import { EmailFrame, styles } from './email-frame';

export function RefundNoticeEmail({ order, refundPence }: { order: Order; refundPence: Pence }) {
  const full = isFullRefund(order);
  const amount = formatPounds(refundPence);
  return (
    <EmailFrame preview={`${amount} is on its way back to you for order #${order.id}.`} heading={full ? 'Your order has been refunded' : 'Part of your order has been refunded'}>
      <Text style={styles.text}>
        Hello {order.shipping.firstName}, we have refunded {amount} for order #{order.id} to the card you paid with.
      </Text>
      <Text style={{ ...styles.text, margin: '0 0 4px' }}>Refunded now: {amount}</Text>
      <Text style={{ ...styles.text, margin: '0 0 4px' }}>Refunded in all: {formatPounds(order.refundedPence)}</Text>
      <Text style={styles.text}>
        {full ? 'You have now paid nothing for this order.' : `Your order total paid is now ${formatPounds(paidAfterRefunds(order))}.`}
      </Text>
    </EmailFrame>
  );
}
