/** Sent once an order is paid: what was bought, what it cost and where it is going. */
import { Link, Text } from '@react-email/components';
import type { Order } from '@/lib/commerce';
import { formatPounds } from '@/lib/domain/money';
import { confirmationPath } from '@/lib/domain/order-links';
import { addressLines } from '@/lib/domain/order-emails';
import { siteUrl } from '@/lib/site';
import { EmailFrame, Lines, styles } from './email-frame';
import { OrderSummary } from './order-summary';

export function OrderConfirmationEmail({ order }: { order: Order }) {
  const orderUrl = `${siteUrl()}${confirmationPath({ id: order.id, key: order.orderKey })}`;
  return (
    <EmailFrame preview={`Order #${order.id}, ${formatPounds(order.totalPence)}: we have your payment.`} heading={`Thank you, ${order.shipping.firstName}`}>
      <Text style={styles.text}>
        We have your payment for order #{order.id} and are getting it ready. We will e-mail you again when it is on its way.
      </Text>

      <Text style={styles.label}>Your order</Text>
      <OrderSummary order={order} />

      <Text style={styles.label}>Delivering to</Text>
      <Lines lines={addressLines(order.shipping)} />

      <Text style={styles.text}>
        <Link href={orderUrl} style={styles.link}>
          See your order
        </Link>
      </Text>
    </EmailFrame>
  );
}
