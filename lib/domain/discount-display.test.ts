import { discountAmountText, discountLabel, shippingText, showsDiscountRow } from './discount-display';

describe('how views name an order’s code', () => {
  it('labels the discount with its code and a true minus sign', () => {
    expect(discountLabel('STORY10')).toBe('Discount (STORY10)');
    expect(discountAmountText(250)).toBe('\u2212£2.50');
  });

  it('names a free-shipping code on the shipping row, and leaves other shipping as it was', () => {
    expect(shippingText(0, { code: 'FREESHIP', discountPence: 0, shippingDiscountPence: 1297 })).toBe('Free (FREESHIP)');
    // To the UK, where shipping is free anyway, the code still says it is why.
    expect(shippingText(0, { code: 'FREESHIP', discountPence: 0, shippingDiscountPence: 0 })).toBe('Free (FREESHIP)');
    expect(shippingText(0, { code: 'STORY10', discountPence: 250, shippingDiscountPence: 0 })).toBe('Free');
    expect(shippingText(0, null, '£0.00')).toBe('£0.00');
    expect(shippingText(1297, { code: 'STORY10', discountPence: 250, shippingDiscountPence: 0 })).toBe('£12.97');
  });

  it('shows a discount row only for a code that took money off the goods', () => {
    expect(showsDiscountRow(null)).toBe(false);
    expect(showsDiscountRow({ code: 'FREESHIP', discountPence: 0, shippingDiscountPence: 1297 })).toBe(false);
    expect(showsDiscountRow({ code: 'STORY10', discountPence: 1, shippingDiscountPence: 0 })).toBe(true);
  });
});
