import { applyDiscount, describeOffer, discountOn, maxDiscountFor, normaliseCode, percentToHundredths, refusalMessage, spread, type DiscountRules, type DiscountableLine } from './discounts';

const NOW = new Date('2026-12-01T12:00:00Z');
const context = { now: NOW, usesTaken: 0, usedByCustomer: false };

function rules(overrides: Partial<DiscountRules> = {}): DiscountRules {
  return {
    code: 'STORY10',
    kind: 'percent',
    percentHundredths: 1000,
    amountPence: 0,
    minimumSpendPence: null,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    oncePerCustomer: false,
    categoryIds: [],
    productIds: [],
    active: true,
    ...overrides,
  };
}

const apron: DiscountableLine = { productId: 1, categoryId: 10, unitPricePence: 2499, quantity: 1 };
const board: DiscountableLine = { productId: 2, categoryId: 20, unitPricePence: 3333, quantity: 2 };

describe('normaliseCode', () => {
  it('upper-cases and trims, so codes are case-insensitive', () => {
    expect(normaliseCode('  story10 ')).toBe('STORY10');
    expect(normaliseCode('Winter-Sale_2026')).toBe('WINTER-SALE_2026');
  });

  it.each(['', 'ab', 'STORY 10', '-LEADING', 'x'.repeat(33), 'CAFÉ', 'A<B>C'])('refuses %p', (text) => {
    expect(normaliseCode(text)).toBeNull();
  });
});

describe('applyDiscount', () => {
  it('takes a percentage off, rounded down to whole pence', () => {
    // 10% of 2499 + 6666 = 9165 is 916.5: the shopper gets 916, never more than the code says.
    const outcome = applyDiscount(rules(), [apron, board], context);
    expect(outcome).toEqual({ ok: true, value: { discountPence: 916, lineShares: [250, 666], freeShipping: false } });
  });

  it('refuses an unknown or switched-off code as unknown', () => {
    expect(applyDiscount(null, [apron], context)).toEqual({ ok: false, error: 'unknown' });
    expect(applyDiscount(rules({ active: false }), [apron], context)).toEqual({ ok: false, error: 'unknown' });
  });

  it('refuses before the start and from the end time on', () => {
    expect(applyDiscount(rules({ startsAt: new Date('2026-12-02T00:00:00Z') }), [apron], context)).toEqual({ ok: false, error: 'not_started' });
    expect(applyDiscount(rules({ endsAt: NOW }), [apron], context)).toEqual({ ok: false, error: 'expired' });
    expect(applyDiscount(rules({ endsAt: new Date(NOW.getTime() + 1) }), [apron], context).ok).toBe(true);
  });

  it('refuses a used-up code and a second use by the same customer', () => {
    expect(applyDiscount(rules({ usageLimit: 3 }), [apron], { ...context, usesTaken: 3 })).toEqual({ ok: false, error: 'used_up' });
    expect(applyDiscount(rules({ usageLimit: 3 }), [apron], { ...context, usesTaken: 2 }).ok).toBe(true);
    expect(applyDiscount(rules({ oncePerCustomer: true }), [apron], { ...context, usedByCustomer: true })).toEqual({ ok: false, error: 'already_used' });
  });

  it('needs the minimum spend on the whole cart', () => {
    expect(applyDiscount(rules({ minimumSpendPence: 3000 }), [apron], context)).toEqual({ ok: false, error: 'minimum_spend' });
    expect(applyDiscount(rules({ minimumSpendPence: 2499 }), [apron], context).ok).toBe(true);
  });

  it('takes off only the lines of the chosen categories or products', () => {
    const byCategory = applyDiscount(rules({ categoryIds: [20] }), [apron, board], context);
    expect(byCategory).toEqual({ ok: true, value: { discountPence: 666, lineShares: [0, 666], freeShipping: false } });
    const byProduct = applyDiscount(rules({ productIds: [1] }), [apron, board], context);
    expect(byProduct).toEqual({ ok: true, value: { discountPence: 249, lineShares: [249, 0], freeShipping: false } });
    expect(applyDiscount(rules({ productIds: [99] }), [apron, board], context)).toEqual({ ok: false, error: 'not_for_items' });
    expect(applyDiscount(rules(), [], context)).toEqual({ ok: false, error: 'not_for_items' });
  });

  it('never takes a line below £0, however large the amount', () => {
    const outcome = applyDiscount(rules({ kind: 'amount', amountPence: 50_000 }), [apron, board], context);
    expect(outcome).toEqual({ ok: true, value: { discountPence: 9165, lineShares: [2499, 6666], freeShipping: false } });
  });

  it('leaves the minimum charge to pay when capped', () => {
    const outcome = applyDiscount(rules({ kind: 'percent', percentHundredths: 10_000 }), [apron], { ...context, maxDiscountPence: maxDiscountFor(2499, 0) });
    expect(outcome).toEqual({ ok: true, value: { discountPence: 2469, lineShares: [2469], freeShipping: false } });
  });

  it('takes nothing off the goods for free shipping', () => {
    expect(applyDiscount(rules({ kind: 'free_shipping', percentHundredths: 0 }), [apron], context)).toEqual({ ok: true, value: { discountPence: 0, lineShares: [0], freeShipping: true } });
  });
});

describe('spread', () => {
  it('shares by largest remainder, the earlier line winning a tie', () => {
    expect(spread(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(spread(5, [0, 10, 0, 10])).toEqual([0, 3, 0, 2]);
  });

  it('always adds up to the amount and never exceeds a line', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const weights = Array.from({ length: 1 + (seed % 7) }, (_, i) => ((seed * 7919 + i * 104729) % 20_000) * (i % 3 === 1 ? 0 : 1));
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      const amount = total === 0 ? 0 : (seed * 31337) % (total + 1);
      const shares = spread(amount, weights);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
      shares.forEach((share, i) => expect(share).toBeLessThanOrEqual(weights[i]!));
      shares.forEach((share) => expect(share).toBeGreaterThanOrEqual(0));
    }
  });

  it('refuses to spread more than there is', () => {
    expect(() => spread(11, [5, 5])).toThrow(RangeError);
  });
});

describe('words and numbers', () => {
  it('names the refusals in the shop’s words', () => {
    expect(refusalMessage('expired')).toBe('This code has expired');
    expect(refusalMessage('minimum_spend', 3000)).toBe('Spend £30 or more to use this code');
    expect(refusalMessage('minimum_spend', 2950)).toBe('Spend £29.50 or more to use this code');
    expect(refusalMessage('used_up')).toBe('This code has been used up');
    expect(refusalMessage('not_for_items')).toBe('This code is not for the items in your cart');
  });

  it('describes offers and reads percentages', () => {
    expect(describeOffer({ kind: 'percent', percentHundredths: 1250, amountPence: 0 })).toBe('12.5% off');
    expect(describeOffer({ kind: 'amount', percentHundredths: 0, amountPence: 500 })).toBe('£5.00 off');
    expect(describeOffer({ kind: 'free_shipping', percentHundredths: 0, amountPence: 0 })).toBe('Free shipping');
    expect(percentToHundredths('10')).toBe(1000);
    expect(percentToHundredths('12.5')).toBe(1250);
    expect(percentToHundredths('100')).toBe(10_000);
    expect(percentToHundredths('0')).toBeNull();
    expect(percentToHundredths('100.01')).toBeNull();
    expect(percentToHundredths('1e2')).toBeNull();
    expect(discountOn({ kind: 'amount', percentHundredths: 0, amountPence: 500 }, 300)).toBe(300);
  });
});
