import { ORDER_CSV_COLUMNS, orderCsvRow } from './order-csv';

const ORDER = {
  id: 1042,
  createdAt: new Date('2026-11-28T10:00:00Z'),
  paidAt: new Date('2026-11-28T10:05:00Z'),
  status: 'processing',
  email: 'morag@example.com',
  name: 'Morag MacLeod',
  subtotalPence: 5897,
  shippingPence: 1696,
  totalPence: 5897 - 589 + 1696,
  refundedPence: 0,
  discount: { code: 'STORY10', discountPence: 589, shippingDiscountPence: 0 },
};

describe('the orders CSV', () => {
  it('gives each order its code and discount beside the totals they explain', () => {
    const row = Object.fromEntries(ORDER_CSV_COLUMNS.map((column, index) => [column, orderCsvRow(ORDER)[index]]));
    expect(row).toEqual({
      order: '1042',
      placed_at: '2026-11-28T10:00:00.000Z',
      paid_at: '2026-11-28T10:05:00.000Z',
      status: 'processing',
      email: 'morag@example.com',
      name: 'Morag MacLeod',
      subtotal: '58.97',
      discount_code: 'STORY10',
      discount: '5.89',
      shipping: '16.96',
      shipping_discount: '0.00',
      total: '70.04',
      refunded: '0.00',
    });
  });

  it('leaves the code empty without one, and names a free-shipping code’s waived shipping', () => {
    expect(orderCsvRow({ ...ORDER, discount: null, paidAt: null }).slice(2, 11)).toEqual(['', 'processing', 'morag@example.com', 'Morag MacLeod', '58.97', '', '0.00', '16.96', '0.00']);
    const free = orderCsvRow({ ...ORDER, shippingPence: 0, totalPence: 5897, discount: { code: 'FREESHIP', discountPence: 0, shippingDiscountPence: 1696 } });
    expect(free.slice(7, 12)).toEqual(['FREESHIP', '0.00', '0.00', '16.96', '58.97']);
  });

  it('keeps a name a spreadsheet would run as a formula as text', () => {
    expect(orderCsvRow({ ...ORDER, name: '=HYPERLINK("x")' })[5]).toBe('\'=HYPERLINK("x")');
  });
});
