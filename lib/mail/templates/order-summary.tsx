/** An order's lines and totals, as both the shopper's confirmation and the owner's copy list them. */
import { Column, Row, Section } from '@react-email/components';
import type { Order } from '@/lib/commerce';
import { discountAmountText, discountLabel, shippingText, showsDiscountRow } from '@/lib/domain/discount-display';
import { formatPounds } from '@/lib/domain/money';
import { linePriceText, optionsText } from '@/lib/domain/order-emails';
import { AMOUNT_CELL, styles } from './email-frame';

function TotalRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  const style = { ...styles.text, margin: '0 0 4px', fontWeight: strong ? 700 : 400 };
  return (
    <Row>
      <Column style={style}>{label}:</Column>
      <Column align="right" className={AMOUNT_CELL} style={style}>
        {value}
      </Column>
    </Row>
  );
}

export function OrderSummary({ order }: { order: Order }) {
  return (
    <>
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
        <TotalRow label="Subtotal" value={formatPounds(order.subtotalPence)} />
        {showsDiscountRow(order.discount) ? <TotalRow label={discountLabel(order.discount.code)} value={discountAmountText(order.discount.discountPence)} /> : null}
        <TotalRow label="Shipping" value={shippingText(order.shippingPence, order.discount, formatPounds(0))} />
        <TotalRow label="Total" value={formatPounds(order.totalPence)} strong />
      </Section>
    </>
  );
}
