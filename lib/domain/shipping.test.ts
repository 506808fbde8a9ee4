import { orderTotals, shippingPence } from './shipping';

describe('shippingPence', () => {
  it('is free to the UK however many items', () => {
    expect(shippingPence('GB', 1)).toBe(0);
    expect(shippingPence('gb', 40)).toBe(0);
  });

  it('is £4.99 plus £3.99 per item everywhere else', () => {
    expect(shippingPence('FR', 1)).toBe(499 + 399);
    expect(shippingPence('US', 3)).toBe(499 + 3 * 399);
    expect(shippingPence('AU', 10)).toBe(4489);
  });

  it('charges nothing for nothing, and refuses impossible counts', () => {
    expect(shippingPence('FR', 0)).toBe(0);
    expect(() => shippingPence('FR', -1)).toThrow(RangeError);
    expect(() => shippingPence('FR', 1.5)).toThrow(RangeError);
  });
});

describe('orderTotals', () => {
  const lines = [
    { unitPricePence: 2499, quantity: 2 },
    { unitPricePence: 5499, quantity: 1 },
  ];

  it('adds unit price times quantity, then shipping on the sum of quantities', () => {
    expect(orderTotals(lines, 'GB')).toEqual({ subtotalPence: 10497, shippingPence: 0, totalPence: 10497, units: 3 });
    expect(orderTotals(lines, 'FR')).toEqual({ subtotalPence: 10497, shippingPence: 499 + 3 * 399, totalPence: 10497 + 1696, units: 3 });
  });

  it('stays exact in pence where floats of pounds would drift', () => {
    // 0.1 + 0.2 in pounds is 0.30000000000000004; in pence it is 30.
    expect(orderTotals([{ unitPricePence: 10, quantity: 1 }, { unitPricePence: 20, quantity: 1 }], 'GB').totalPence).toBe(30);
    expect(orderTotals([{ unitPricePence: 1999, quantity: 99 }], 'GB').totalPence).toBe(197901);
  });

  it('refuses fractional pence and quantities below one', () => {
    expect(() => orderTotals([{ unitPricePence: 24.5, quantity: 1 }], 'GB')).toThrow(RangeError);
    expect(() => orderTotals([{ unitPricePence: 2499, quantity: 0 }], 'GB')).toThrow(RangeError);
  });
});
