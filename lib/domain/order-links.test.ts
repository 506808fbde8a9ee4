import { MAX_RECORD_ID } from './stored-input';
import { confirmationPath, orderReference, paymentPath } from './order-links';

describe('order links', () => {
  const order = { id: 42, key: 'hh_order_a+b/c' };

  it('carries the order id and its key, escaped', () => {
    expect(paymentPath(order)).toBe('/stripe-checkout?order_id=42&key=hh_order_a%2Bb%2Fc');
    expect(confirmationPath(order)).toBe('/order-success?order_id=42&key=hh_order_a%2Bb%2Fc');
    expect(confirmationPath(order, 'pi_1')).toBe('/order-success?order_id=42&key=hh_order_a%2Bb%2Fc&payment_intent=pi_1');
  });

  it('reads back the reference a link was made from', () => {
    const query = Object.fromEntries(new URL(paymentPath(order), 'http://shop').searchParams);
    expect(orderReference(query)).toEqual(order);
  });

  it.each([
    ['no key', { order_id: '42' }],
    ['an empty key', { order_id: '42', key: '' }],
    ['a key given twice', { order_id: '42', key: ['a', 'b'] }],
    ['an absurdly long key', { order_id: '42', key: 'k'.repeat(201) }],
    ['no id', { key: 'k' }],
    ['id 0', { order_id: '0', key: 'k' }],
    ['an id past the largest record', { order_id: String(MAX_RECORD_ID + 1), key: 'k' }],
    ['a signed id', { order_id: '-4', key: 'k' }],
    ['a fractional id', { order_id: '4.5', key: 'k' }],
    ['a number in other words', { order_id: '1e3', key: 'k' }],
  ])('names no order with %s', (_case, query) => {
    expect(orderReference(query)).toBeNull();
  });
});
