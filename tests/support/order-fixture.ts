/** An order as the commerce port returns it, for the component and rendering tests: two lines, paid. */
import type { Order } from '@/lib/commerce/types';

const ADDRESS = { firstName: 'Morag', lastName: 'MacLeod', email: 'morag@example.com', address1: '12 Castle Street', city: 'Inverness', postcode: 'IV2 3EA', country: 'GB' };

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 1042,
    orderKey: 'hh_order_secret',
    status: 'processing',
    email: 'morag@example.com',
    shipping: ADDRESS,
    billing: ADDRESS,
    lines: [
      { productId: 11, variationId: 3, name: 'Hairy Coo T-Shirt', selectedOptions: { Size: 'M', Colour: 'Heather' }, unitPricePence: 2499, quantity: 2, discountPence: 0 },
      { productId: 12, variationId: null, name: 'Thistle Keyring', selectedOptions: {}, unitPricePence: 899, quantity: 1, discountPence: 0 },
    ],
    subtotalPence: 5897,
    shippingPence: 395,
    totalPence: 6292,
    currency: 'gbp',
    paymentMethod: 'woocommerce_payments',
    paymentProvider: 'test',
    paymentIntentId: 'pi_test_1',
    cartId: null,
    createdAt: new Date('2026-12-01T10:00:00Z'),
    paidAt: new Date('2026-12-01T10:05:00Z'),
    expiresAt: new Date('2026-12-01T11:00:00Z'),
    carrier: null,
    trackingNumber: null,
    shippedAt: null,
    outForDeliveryAt: null,
    deliveredAt: null,
    cancelledAt: null,
    refundedPence: 0,
    discount: null,
    campaign: null,
    ...overrides,
  };
}
