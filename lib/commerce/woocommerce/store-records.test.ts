import { orderStatusOf, SHIPPING_WAIVED_KEY, toOrder, toProduct, toVariation, UNCOUNTED_STOCK, type StoreOrder, type StoreProduct, type StoreVariation } from './store-records';

const record = (changes: Partial<StoreProduct> = {}): StoreProduct => ({
  id: 7,
  slug: 'oak-board',
  name: 'Oak Board',
  type: 'simple',
  status: 'publish',
  catalog_visibility: 'visible',
  featured: false,
  description: '<p>Oak <script>alert(1)</script>board.</p>',
  price: '18.00',
  regular_price: '20.00',
  sale_price: '18.00',
  purchasable: true,
  manage_stock: true,
  stock_quantity: 4,
  stock_status: 'instock',
  categories: [{ id: 3, slug: 'boards', name: 'Boards' }],
  tags: [{ name: 'oak' }],
  images: [{ src: 'https://store.example/oak.webp', alt: '' }],
  attributes: [],
  average_rating: '4.50',
  rating_count: 2,
  date_created_gmt: '2026-01-02T03:04:05',
  date_modified_gmt: '2026-01-03T03:04:05',
  ...changes,
});

const variation = (id: number, price: string, stock: number, changes: Partial<StoreVariation> = {}): StoreVariation => ({
  id,
  status: 'publish',
  price,
  regular_price: price,
  sale_price: '',
  purchasable: true,
  manage_stock: true,
  stock_quantity: stock,
  stock_status: stock > 0 ? 'instock' : 'outofstock',
  attributes: [{ name: 'Size', option: `size ${id}` }],
  menu_order: 0,
  ...changes,
});

describe("WooCommerce's records as the port's", () => {
  it('reads a simple product: sale price, stock, rating, GMT dates, and only safe description HTML', () => {
    const product = toProduct(record(), []);
    expect(product).toMatchObject({ pricePence: 1800, regularPricePence: 2000, stockQuantity: 4, inStock: true, rating: 4.5, ratingCount: 2, category: { slug: 'boards' }, tags: ['oak'] });
    expect(product.images).toEqual([{ url: 'https://store.example/oak.webp', alt: 'Oak Board' }]);
    expect(product.createdAt.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(product.descriptionHtml).not.toContain('script');
    expect(product.descriptionText).toBe('Oak board.');
  });

  it('counts stock WooCommerce does not track as plenty while in stock, and none once out', () => {
    expect(toProduct(record({ manage_stock: false, stock_quantity: null }), []).stockQuantity).toBe(UNCOUNTED_STOCK);
    expect(toProduct(record({ manage_stock: false, stock_quantity: null, stock_status: 'outofstock' }), []).inStock).toBe(false);
    expect(toProduct(record({ purchasable: false }), []).stockQuantity).toBe(0);
  });

  it('prices a variable product from its cheapest variation in stock, with the range of all', () => {
    const variations = [variation(1, '10.00', 0), variation(2, '15.00', 3), variation(3, '25.00', 1)].map((item) => toVariation(9, item));
    const product = toProduct(record({ type: 'variable', attributes: [{ name: 'Size', variation: true, options: ['size 1', 'size 2', 'size 3'] }] }), variations);
    expect(product).toMatchObject({ type: 'variable', pricePence: 1500, priceRange: { min: 1000, max: 2500 }, stockQuantity: null, inStock: true });
    expect(product.attributes).toEqual([{ name: 'Size', options: ['size 1', 'size 2', 'size 3'] }]);
  });

  it("gives a variation that draws on its parent's stock the parent's units, and a private one none", () => {
    expect(toVariation(9, variation(1, '10.00', 0, { manage_stock: 'parent', stock_quantity: null }), 6)).toMatchObject({ stockQuantity: 6, inStock: true });
    expect(toVariation(9, variation(1, '10.00', 5, { status: 'private' }))).toMatchObject({ stockQuantity: 0, inStock: false });
  });

  it("reads WooCommerce's order statuses as the shop's", () => {
    expect(['pending', 'on-hold', 'checkout-draft'].map(orderStatusOf)).toEqual(['pending', 'pending', 'pending']);
    expect(['processing', 'completed', 'cancelled', 'refunded', 'failed', 'ready-to-ship'].map(orderStatusOf)).toEqual(['processing', 'completed', 'cancelled', 'refunded', 'failed', 'processing']);
  });

  it('reads an order: lines with their options, totals in pence, refunds, and the shop’s own facts', () => {
    const address = { first_name: 'Morag', last_name: 'MacLeod', address_1: '12 Castle Street', address_2: '', city: 'Inverness', state: '', postcode: 'IV2 3EA', country: 'GB' };
    const order: StoreOrder = {
      id: 401,
      status: 'processing',
      order_key: 'wc_order_abcdefghijklm',
      currency: 'GBP',
      billing: { ...address, email: 'morag@example.com' },
      shipping: address,
      payment_method: 'bacs',
      transaction_id: 'pi_1',
      line_items: [
        { product_id: 9, variation_id: 2, name: 'Coaster - small', quantity: 2, subtotal: '20.00', total: '20.00', meta_data: [{ key: 'size', value: 'small', display_key: 'Size', display_value: 'small' }, { key: '_reduced_stock', value: '2' }] },
      ],
      shipping_total: '4.95',
      discount_total: '0.00',
      total: '24.95',
      coupon_lines: [],
      meta_data: [],
      refunds: [{ total: '-5.00' }],
      date_created_gmt: '2026-01-02T03:04:05',
      date_modified_gmt: '2026-01-02T03:05:05',
      date_paid_gmt: '2026-01-02T03:05:00',
      date_completed_gmt: null,
    };
    const facts = { cartId: 'cart', paymentMethod: 'card', paymentProvider: 'test', paymentIntentId: 'pi_1', expiresAt: new Date(0) };
    expect(toOrder(order, facts)).toMatchObject({
      id: 401,
      status: 'processing',
      email: 'morag@example.com',
      lines: [{ productId: 9, variationId: 2, selectedOptions: { Size: 'small' }, unitPricePence: 1000, quantity: 2 }],
      subtotalPence: 2000,
      shippingPence: 495,
      totalPence: 2495,
      currency: 'gbp',
      paymentMethod: 'card',
      paymentProvider: 'test',
      paymentIntentId: 'pi_1',
      refundedPence: 500,
      shipping: { firstName: 'Morag', address2: undefined, email: 'morag@example.com' },
      discount: null,
    });
    expect(toOrder(order, facts).lines[0]!.discountPence).toBe(0);
  });

  it('reads an order’s coupon: the code in the shop’s spelling, each line’s share, and the shipping a free-shipping coupon waived', () => {
    const address = { first_name: 'Morag', last_name: 'MacLeod', address_1: '12 Castle Street', address_2: '', city: 'Inverness', state: '', postcode: 'IV2 3EA', country: 'GB' };
    const order: StoreOrder = {
      id: 402,
      status: 'on-hold',
      order_key: 'wc_order_abcdefghijklm',
      currency: 'GBP',
      billing: { ...address, email: 'morag@example.com' },
      shipping: address,
      payment_method: 'bacs',
      transaction_id: '',
      line_items: [
        { product_id: 9, variation_id: 0, name: 'Throw', quantity: 1, subtotal: '60.00', total: '54.00', meta_data: [] },
        { product_id: 10, variation_id: 0, name: 'Coaster', quantity: 2, subtotal: '10.00', total: '9.00', meta_data: [] },
      ],
      shipping_total: '0.00',
      discount_total: '7.00',
      total: '63.00',
      coupon_lines: [{ code: 'story10', discount: '7', free_shipping: true }],
      meta_data: [{ key: '_highland_home_checkout', value: 'x' }, { key: SHIPPING_WAIVED_KEY, value: '4.99' }],
      refunds: [],
      date_created_gmt: '2026-01-02T03:04:05',
      date_modified_gmt: '2026-01-02T03:05:05',
      date_paid_gmt: null,
      date_completed_gmt: null,
    };
    const read = toOrder(order, null);
    expect(read.discount).toEqual({ code: 'STORY10', discountPence: 700, shippingDiscountPence: 499 });
    expect(read.lines.map((line) => line.discountPence)).toEqual([600, 100]);
    expect(read.totalPence).toBe(read.subtotalPence - read.discount!.discountPence + read.shippingPence);
  });
});
