/**
 * Sent to the shop's owner for each paid order: what to pack, where it goes, who to ask, and the
 * order's page in the back office, where it is shipped or refunded. What the customer typed is
 * isolated and stripped of bidi controls (isolatedText), so a name cannot display as something else;
 * the e-mail address needs neither, being plain ASCII by the shop's own rule (EMAIL_PATTERN).
 */
import { Link, Text } from '@react-email/components';
import type { Order } from '@/lib/commerce';
import { backOfficeOrderPath } from '@/lib/domain/back-office';
import { formatPounds } from '@/lib/domain/money';
import { addressLines } from '@/lib/domain/order-emails';
import { isolatedText, mailtoLink } from '@/lib/domain/text';
import { siteUrl } from '@/lib/site';
import { EmailFrame, Lines, styles } from './email-frame';
import { OrderSummary } from './order-summary';

export function OwnerNewOrderEmail({ order }: { order: Order }) {
  const total = formatPounds(order.totalPence);
  const orderUrl = `${siteUrl()}${backOfficeOrderPath(order.id)}`;
  const phone = order.shipping.phone?.trim();
  return (
    <EmailFrame
      preview={`${total} paid by ${order.email}.`}
      heading={`New order #${order.id}`}
      footnote="Sent to the shop’s owners for every paid order: the addresses in SHOP_OWNER_EMAIL, or without it every owner account."
    >
      <Text style={styles.text}>
        Order #{order.id} is paid: {total}. It is waiting to be packed and shipped.
      </Text>

      <Text style={styles.label}>Ordered</Text>
      <OrderSummary order={order} />

      <Text style={styles.label}>Shipping to</Text>
      <Lines lines={addressLines(order.shipping).map(isolatedText)} />

      <Text style={styles.label}>Customer</Text>
      <Text style={{ ...styles.text, margin: '0 0 4px' }}>
        E-mail: <Link href={mailtoLink(order.email)} style={styles.link}>{order.email}</Link>
      </Text>
      {phone ? <Text style={{ ...styles.text, margin: '0 0 4px' }}>Phone: {isolatedText(phone)}</Text> : null}

      <Text style={{ ...styles.text, margin: '16px 0 12px' }}>
        <Link href={orderUrl} style={styles.link}>
          Open order #{order.id} in the back office
        </Link>
      </Text>
    </EmailFrame>
  );
}
