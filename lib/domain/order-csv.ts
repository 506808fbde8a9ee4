/**
 * The orders CSV (GET /api/admin/orders/export): one row an order, money as decimal text in pounds
 * as the API gives it, and the code it was priced with beside what it took off (docs/adr/0034), so
 * total = subtotal - discount + shipping can be checked row by row in a spreadsheet.
 */
import { spreadsheetSafe } from './csv';
import { penceToDecimal, type Pence } from './money';

export const ORDER_CSV_COLUMNS = [
  'order',
  'placed_at',
  'paid_at',
  'status',
  'email',
  'name',
  'subtotal',
  'discount_code',
  'discount',
  'shipping',
  'shipping_discount',
  'total',
  'refunded',
] as const;

export interface OrderCsvSource {
  id: number;
  createdAt: Date;
  paidAt: Date | null;
  status: string;
  email: string;
  name: string;
  subtotalPence: Pence;
  shippingPence: Pence;
  totalPence: Pence;
  refundedPence: Pence;
  discount: { code: string; discountPence: Pence; shippingDiscountPence: Pence } | null;
}

/** An order's cells in ORDER_CSV_COLUMNS' order; what a customer typed cannot run as a formula. */
export function orderCsvRow(order: OrderCsvSource): string[] {
  return [
    String(order.id),
    order.createdAt.toISOString(),
    order.paidAt?.toISOString() ?? '',
    order.status,
    order.email,
    order.name,
    penceToDecimal(order.subtotalPence),
    order.discount?.code ?? '',
    penceToDecimal(order.discount?.discountPence ?? 0),
    penceToDecimal(order.shippingPence),
    penceToDecimal(order.discount?.shippingDiscountPence ?? 0),
    penceToDecimal(order.totalPence),
    penceToDecimal(order.refundedPence),
  ].map(spreadsheetSafe);
}
