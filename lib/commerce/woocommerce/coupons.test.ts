import type { CartLine } from '../types';
import { StoreUnavailableError, type StoreClient } from './client';
import { wooCommerceDiscounts } from './coupons';
import { tryCartCoupon } from './store-api';

jest.mock('./store-api', () => ({ tryCartCoupon: jest.fn() }));
const tried = jest.mocked(tryCartCoupon);

const line = (fields: Partial<CartLine> = {}): CartLine => ({
  id: 1,
  productId: 9,
  productSlug: 'throw',
  name: 'Throw',
  imageUrl: null,
  productPricePence: 1200,
  variationId: null,
  variationPricePence: null,
  selectedOptions: {},
  quantity: 2,
  available: 10,
  ...fields,
});

const coupon = { id: 3, code: 'story10', discount_type: 'percent', amount: '10.00', date_expires_gmt: null, usage_count: 0, usage_limit: null, usage_limit_per_user: null, free_shipping: false, minimum_amount: '0.00' };

function store(found: unknown[] = [coupon]) {
  const get = jest.fn(async () => ({ data: found, total: found.length }));
  return { get, client: { get, post: jest.fn(), put: jest.fn() } as unknown as StoreClient };
}

describe('quoting WooCommerce’s coupons', () => {
  beforeEach(() => tried.mockReset());

  it('quotes what WooCommerce’s cart took off, asking for the code in lower case and each variation by its own id', async () => {
    tried.mockResolvedValue({ applied: true, discountPence: 240 });
    const { client, get } = store();
    const quote = await wooCommerceDiscounts(client, 'http://store').quoteDiscount('Story10', [line(), line({ productId: 10, variationId: 11, variationPricePence: 500, quantity: 1 })]);
    expect(quote).toEqual({ ok: true, code: 'STORY10', offer: '10% off', discountPence: 240, freeShipping: false });
    expect(tried).toHaveBeenCalledWith('http://store', [{ id: 9, quantity: 2 }, { id: 11, quantity: 1 }], 'story10', undefined);
    expect(get).toHaveBeenCalledWith('coupons', expect.objectContaining({ code: 'story10' }));
  });

  it('gives the refusal in the shop’s words, and asks nothing of the store for text that is no code', async () => {
    tried.mockResolvedValue({ applied: false, status: 400, code: 'woocommerce_rest_cart_coupon_error', message: 'Coupon &quot;story10&quot; has expired.' });
    const discounts = wooCommerceDiscounts(store([{ ...coupon, date_expires_gmt: '2020-01-01T00:00:00' }]).client, 'http://store');
    expect(await discounts.quoteDiscount('story10', [line()])).toEqual({ ok: false, code: 'STORY10', reason: 'expired', message: 'This code has expired' });
    const { client, get } = store();
    expect(await wooCommerceDiscounts(client, 'http://store').quoteDiscount('no such!', [line()])).toMatchObject({ ok: false, reason: 'unknown' });
    expect(get).not.toHaveBeenCalled();
  });

  it('shares one quote among the reads around it, and quotes again after the shop writes to the store or the moment passes', async () => {
    tried.mockResolvedValue({ applied: true, discountPence: 240 });
    let now = 0;
    const discounts = wooCommerceDiscounts(store().client, 'http://store', { now: () => now });
    await Promise.all([discounts.quoteDiscount('STORY10', [line()]), discounts.quoteDiscount('story10', [line()]), discounts.quoteDiscount('STORY10', [line()])]);
    expect(tried).toHaveBeenCalledTimes(1);
    await discounts.quoteDiscount('STORY10', [line({ quantity: 3 })]);
    expect(tried).toHaveBeenCalledTimes(2);
    discounts.forgetAll();
    await discounts.quoteDiscount('STORY10', [line()]);
    expect(tried).toHaveBeenCalledTimes(3);
    now += 2_000;
    await discounts.quoteDiscount('STORY10', [line()]);
    expect(tried).toHaveBeenCalledTimes(4);
  });

  it('lets the store’s outage through as such (503 to the shopper), and keeps no failed quote', async () => {
    tried.mockRejectedValueOnce(new StoreUnavailableError('ECONNREFUSED')).mockResolvedValue({ applied: true, discountPence: 240 });
    const discounts = wooCommerceDiscounts(store().client, 'http://store');
    await expect(discounts.quoteDiscount('STORY10', [line()])).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(await discounts.quoteDiscount('STORY10', [line()])).toMatchObject({ ok: true });
  });

  it('refuses a coupon that leaves less than a card can be charged', async () => {
    tried.mockResolvedValue({ applied: true, discountPence: 2390 });
    expect(await wooCommerceDiscounts(store().client, 'http://store').quoteDiscount('STORY10', [line()])).toEqual({ ok: false, code: 'STORY10', reason: 'not_for_items', message: 'This code would leave less than £0.30 to pay by card' });
  });
});
