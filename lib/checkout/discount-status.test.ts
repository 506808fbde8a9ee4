import { cartStatusPath, discountNotice, discountStatusOf } from './discount-status';

describe('the cart page’s code form statuses', () => {
  it('sends only a known key back, with a refused code only when it has a code’s shape', () => {
    expect(cartStatusPath('applied', 'STORY10')).toBe('/cart?discount=applied');
    expect(cartStatusPath('expired', 'story10')).toBe('/cart?discount=expired&refused=STORY10');
    expect(cartStatusPath('unknown', '<script>')).toBe('/cart?discount=unknown');
  });

  it('reads back only what it sent: anything else says nothing', () => {
    expect(discountStatusOf({ discount: 'expired', refused: 'STORY10' })).toEqual({ status: 'expired', code: 'STORY10' });
    expect(discountStatusOf({ discount: 'expired', refused: '<b>hi</b>' })).toEqual({ status: 'expired', code: null });
    expect(discountStatusOf({ discount: 'You won £1,000' })).toBeNull();
    expect(discountStatusOf({ discount: ['expired', 'applied'] })).toBeNull();
    expect(discountStatusOf({})).toBeNull();
  });

  it('puts each status in the shop’s words', () => {
    expect(discountNotice('applied', 'STORY10')).toEqual({ tone: 'success', text: 'Code STORY10 applied' });
    expect(discountNotice('removed', null)).toEqual({ tone: 'success', text: 'Code removed' });
    expect(discountNotice('missing', null)).toEqual({ tone: 'error', text: 'Please enter a code' });
    expect(discountNotice('expired', null)).toEqual({ tone: 'error', text: 'This code has expired' });
    expect(discountNotice('used_up', null)).toEqual({ tone: 'error', text: 'This code has been used up' });
    expect(discountNotice('not_for_items', null)).toEqual({ tone: 'error', text: 'This code is not for the items in your cart' });
    expect(discountNotice('minimum_spend', null, 'Spend £30 or more to use this code')).toEqual({ tone: 'error', text: 'Spend £30 or more to use this code' });
  });
});
