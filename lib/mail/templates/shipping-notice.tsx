/** Sent when the owner records the parcel: who carries it, its number, and where to follow it. */
import { Link, Text } from '@react-email/components';
import type { Order } from '@/lib/commerce';
import { trackingUrl } from '@/lib/domain/carriers';
import { addressLines } from '@/lib/domain/order-emails';
import { EmailFrame, Lines, styles } from './email-frame';

export function ShippingNoticeEmail({ order }: { order: Order }) {
  const carrier = order.carrier?.trim() || null;
  const number = order.trackingNumber?.trim() || null;
  const link = carrier && number ? trackingUrl(carrier, number) : null;
  return (
    <EmailFrame preview={`Order #${order.id} has left our workshop${carrier ? ` with ${carrier}` : ''}.`} heading="Your order is on its way">
      <Text style={styles.text}>
        Good news, {order.shipping.firstName}: order #{order.id} has left our workshop{carrier ? ` with ${carrier}` : ''}.
      </Text>
      {carrier ? <Text style={{ ...styles.text, margin: '0 0 4px' }}>Carrier: {carrier}</Text> : null}
      {number ? <Text style={styles.text}>Tracking number: {number}</Text> : null}
      {link ? (
        <Text style={styles.text}>
          Follow your parcel on {carrier}’s website: <Link href={link} style={styles.link}>{link}</Link>
        </Text>
      ) : null}

      <Text style={styles.label}>Delivering to</Text>
      <Lines lines={addressLines(order.shipping)} />
    </EmailFrame>
  );
}
