import { couponOffer, couponRefusal, storeCouponCode, storeSentence, type StoreCoupon } from './coupon-records';

const coupon = (fields: Partial<StoreCoupon> = {}): StoreCoupon => ({
  id: 1,
  code: 'story10',
  discount_type: 'percent',
  amount: '10.00',
  date_expires_gmt: null,
  usage_count: 0,
  usage_limit: null,
  usage_limit_per_user: null,
  free_shipping: false,
  minimum_amount: '0.00',
  ...fields,
});

const said = (message: string) => ({ code: 'woocommerce_rest_cart_coupon_error', message });
const now = new Date('2026-11-28T12:00:00Z');
const on = { subtotalPence: 4000, now };

describe('WooCommerce coupons as the shop’s codes', () => {
  it('asks WooCommerce for the code in lower case, as its admin saves it', () => {
    expect(storeCouponCode(' STORY10 ')).toBe('story10');
  });

  it('names what a coupon offers in the shop’s words', () => {
    expect(couponOffer(coupon())).toBe('10% off');
    expect(couponOffer(coupon({ amount: '12.50' }))).toBe('12.5% off');
    expect(couponOffer(coupon({ discount_type: 'fixed_cart', amount: '5.00' }))).toBe('£5.00 off');
    expect(couponOffer(coupon({ discount_type: 'fixed_product', amount: '2.00' }))).toBe('£2.00 off each item');
    expect(couponOffer(coupon({ discount_type: 'fixed_cart', amount: '0.00', free_shipping: true }))).toBe('Free shipping');
    expect(couponOffer(coupon({ free_shipping: true }))).toBe('10% off and free shipping');
  });

  it('reads WooCommerce’s escaped sentences as text', () => {
    expect(storeSentence('The minimum spend for coupon &quot;x&quot; is &pound;100.00.')).toBe('The minimum spend for coupon "x" is £100.00.');
  });

  // WooCommerce 9.9's own sentences, as its Store API answered them on the kit's store.
  it('tells each of WooCommerce’s refusals as the shop’s reason, in the shop’s words', () => {
    expect(couponRefusal(said('Coupon &quot;nosuch&quot; does not exist!'), null, on)).toEqual({ reason: 'unknown', message: 'We do not recognise that code. Please check it and try again.' });
    expect(couponRefusal(said('Coupon &quot;old&quot; has expired.'), coupon({ date_expires_gmt: '2020-01-01T00:00:00' }), on)).toEqual({ reason: 'expired', message: 'This code has expired' });
    expect(couponRefusal(said('The minimum spend for coupon &quot;big&quot; is &pound;100.00.'), coupon({ minimum_amount: '100.00' }), on)).toEqual({ reason: 'minimum_spend', message: 'Spend £100 or more to use this code' });
    expect(couponRefusal(said('Usage limit for coupon &quot;once&quot; has been reached. Please try again after some time, or contact us for help.'), coupon({ usage_limit: 3, usage_count: 3 }), on)).toEqual({ reason: 'used_up', message: 'This code has been used up' });
    expect(couponRefusal(said('Sorry, coupon &quot;rugs&quot; is not applicable to selected products.'), coupon({}), on)).toEqual({ reason: 'not_for_items', message: 'This code is not for the items in your cart' });
  });

  it('tells a use the coupon still has, refused for this customer, as their own use', () => {
    const perCustomer = coupon({ usage_limit_per_user: 1, usage_count: 1 });
    expect(couponRefusal(said('&quot;once&quot; was removed from the cart. Usage limit for coupon &quot;once&quot; has been reached.'), perCustomer, on).reason).toBe('already_used');
    // Racing checkouts fill the last uses with holds before the count shows them.
    expect(couponRefusal(said('Usage limit for coupon &quot;three&quot; has been reached.'), coupon({ usage_limit: 3, usage_count: 1 }), on).reason).toBe('used_up');
    // WooCommerce's hold of a use at checkout (woocommerce_rest_coupon_reserve_failed), lost to another checkout.
    expect(couponRefusal(said('Coupon three was used in another transaction during this checkout, and coupon usage limit is reached. Please remove the coupon and try again.'), coupon({ usage_limit: 3, usage_count: 2 }), on)).toEqual({ reason: 'used_up', message: 'This code has been used up' });
  });

  it('keeps the reason its record shows when the sentence is in another language', () => {
    expect(couponRefusal(said('Le code promo a expiré.'), coupon({ date_expires_gmt: '2026-11-01T00:00:00' }), on).reason).toBe('expired');
    expect(couponRefusal(said('Dépense minimale…'), coupon({ minimum_amount: '45.50' }), on)).toEqual({ reason: 'minimum_spend', message: 'Spend £45.50 or more to use this code' });
  });

  it('tells a store whose coupons are switched off as one with no such code', () => {
    expect(couponRefusal({ code: 'woocommerce_rest_cart_coupon_disabled', message: 'Coupons are disabled.' }, coupon(), on).reason).toBe('unknown');
  });

  it('keeps coupons for some e-mail addresses, and gives WooCommerce’s own words for rules the shop has no reason for', () => {
    expect(couponRefusal(said('Please enter a valid email at checkout to use coupon code &quot;vip&quot;.'), coupon(), on).reason).toBe('already_used');
    expect(couponRefusal(said('The maximum spend for coupon &quot;small&quot; is &pound;10.00.'), coupon(), on)).toEqual({ reason: 'not_for_items', message: 'The maximum spend for coupon "small" is £10.00.' });
  });
});
