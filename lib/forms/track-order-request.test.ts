import { trackOrderRequestSchema } from './track-order-request';

const firstMessage = (body: unknown) => trackOrderRequestSchema.safeParse(body).error?.issues[0]?.message;

describe('trackOrderRequestSchema', () => {
  it('takes the number as printed on the confirmation, with or without its #', () => {
    expect(trackOrderRequestSchema.parse({ orderNumber: ' #1042 ', email: ' morag@example.com ' })).toEqual({ orderNumber: '1042', email: 'morag@example.com' });
  });

  it('asks for each blank field in the words under it', () => {
    expect(firstMessage({ orderNumber: '   ', email: 'morag@example.com' })).toBe('Please enter your order number');
    expect(firstMessage({ orderNumber: '1042', email: '  ' })).toBe('Please enter the e-mail address you ordered with');
  });

  it('refuses what cannot be an order number or an address', () => {
    expect(firstMessage({ orderNumber: 'abc', email: 'morag@example.com' })).toBe('orderNumber must be the number from your confirmation, e.g. 1042');
    expect(firstMessage({ orderNumber: '12345678901', email: 'morag@example.com' })).toBe('orderNumber must be the number from your confirmation, e.g. 1042');
    expect(firstMessage({ orderNumber: '1042', email: 'morag-at-home' })).toBe('email must be a valid email address');
  });
});
