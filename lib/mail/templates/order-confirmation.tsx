/** Sent once an order is paid: what was bought, what it cost and where it is going. */
import { Column, Link, Row, Section, Text } from '@react-email/components';
import type { Order } from '@/lib/commerce/types';
import { formatPounds } from '@/lib/domain/money';
import { confirmationPath } from '@/lib/domain/order-links';
import { addressLines, linePriceText, optionsText } from '@/lib/domain/order-emails';
import { siteUrl } from '@/lib/site';
import { AMOUNT_CELL, EmailFrame, Lines, styles } from './email-frame';

function TotalRow({ label, pence, strong = false }: { label: string; pence: number; strong?: boolean }) {
  const style = { ...styles.text, margin: '0 0 4px', fontWeight: strong ? 700 : 400 };
  return (
    <Row>
      <Column style={style}>{label}:</Column>
      <Column align="right" className={AMOUNT_CELL} style={style}>
        {formatPounds(pence)}
      </Column>
    </Row>
  );
}

export function OrderConfirmationEmail({ order }: { order: Order }) {
  const orderUrl = `${siteUrl()}${confirmationPath({ id: order.id, key: order.orderKey })}`;
  return (
    <EmailFrame preview={`Order #${order.id}, ${formatPounds(order.totalPence)}: we have your payment.`} heading={`Thank you, ${order.shipping.firstName}`}>
      <Text style={styles.text}>
        We have your payment for order #{order.id} and are getting it ready. We will e-mail you again when it is on its way.
      </Text>

      <Text style={styles.label}>Your order</Text>
      <Section>
        {order.lines.map((line, index) => {
          const options = optionsText(line.selectedOptions);
          return (
            <Row key={index}>
              <Column style={{ ...styles.text, margin: '0 0 8px' }}>
                {line.quantity} × {line.name}
                {options ? ` (${options})` : ''}
              </Column>
              <Column align="right" className={AMOUNT_CELL} style={{ ...styles.text, margin: '0 0 8px', whiteSpace: 'nowrap' }}>
                {linePriceText(line.unitPricePence, line.quantity)}
              </Column>
            </Row>
          );
        })}
      </Section>
      <Section style={{ borderTop: '1px solid #e1e9dc', paddingTop: '8px' }}>
        <TotalRow label="Subtotal" pence={order.subtotalPence} />
        <TotalRow label="Shipping" pence={order.shippingPence} />
        <TotalRow label="Total" pence={order.totalPence} strong />
      </Section>

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
