import { checkPaymentForOrder, isPaidWith, type PaidOrderFacts, type ReportedPayment } from './payment-check';

const order: PaidOrderFacts = { id: 42, orderKey: 'key_abc', totalPence: 5498, currency: 'gbp', paymentIntentId: 'pi_1' };
const paid: ReportedPayment = { id: 'pi_1', status: 'succeeded', amountPence: 5498, currency: 'gbp', metadata: { order_id: '42', order_key: 'key_abc' } };

describe('checkPaymentForOrder', () => {
  it('accepts a succeeded payment of the stored total for this order', () => {
    expect(checkPaymentForOrder(order, paid)).toEqual({ ok: true });
    expect(checkPaymentForOrder({ ...order, paymentIntentId: null }, paid)).toEqual({ ok: true });
  });

  it.each<[string, Partial<ReportedPayment>]>([
    ['not succeeded', { status: 'requires_payment_method' }],
    ['still processing', { status: 'processing' }],
    ['another order', { metadata: { order_id: '43', order_key: 'key_abc' } }],
    ['another key', { metadata: { order_id: '42', order_key: 'key_zzz' } }],
    ['a smaller amount', { amountPence: 1 }],
    ['a larger amount', { amountPence: 5499 }],
    ['another currency', { currency: 'usd' }],
    ['another intent', { id: 'pi_2' }],
  ])('refuses a payment that is %s', (_, change) => {
    const verdict = checkPaymentForOrder(order, { ...paid, ...change });
    expect(verdict.ok).toBe(false);
  });

  it('says why', () => {
    expect(checkPaymentForOrder(order, { ...paid, amountPence: 100 })).toEqual({ ok: false, error: "the payment is for 100p, not the order's 5498p" });
  });
});

describe('isPaidWith', () => {
  it('is true only for a paid order and the payment recorded on it', () => {
    expect(isPaidWith({ status: 'processing', paymentIntentId: 'pi_1' }, 'pi_1')).toBe(true);
    expect(isPaidWith({ status: 'shipped', paymentIntentId: 'pi_1' }, 'pi_1')).toBe(true);
    expect(isPaidWith({ status: 'processing', paymentIntentId: 'pi_1' }, 'pi_2')).toBe(false);
    expect(isPaidWith({ status: 'pending', paymentIntentId: 'pi_1' }, 'pi_1')).toBe(false);
    expect(isPaidWith({ status: 'cancelled', paymentIntentId: 'pi_1' }, 'pi_1')).toBe(false);
  });
});
