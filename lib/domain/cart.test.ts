import { cartItemCount, cartSubtotalPence, lineTotalPence, lineUnits, parseSelectedVariations, unitPricePence } from './cart';

const line = (price: string, quantity: number, variationPrice: string | null = null) => ({ quantity, variationPrice, product: { price } });

describe('unitPricePence', () => {
  it("uses the variation's price when there is one", () => {
    expect(unitPricePence(line('24.99', 1, '34.99'))).toBe(3499);
  });

  it("falls back to the product's price without a usable variation price", () => {
    expect(unitPricePence(line('24.99', 1))).toBe(2499);
    expect(unitPricePence(line('24.99', 1, ''))).toBe(2499);
    expect(unitPricePence(line('24.99', 1, 'nonsense'))).toBe(2499);
    expect(unitPricePence(line('24.99', 1, '-5.00'))).toBe(2499);
    expect(unitPricePence(line('24.99', 1, '1e3'))).toBe(2499);
  });

  it('keeps a free variation free instead of falling back', () => {
    expect(unitPricePence(line('24.99', 1, '0.00'))).toBe(0);
  });

  it('reads one-decimal and whole-pound prices', () => {
    expect(unitPricePence(line('24.5', 1))).toBe(2450);
    expect(unitPricePence(line('24', 1))).toBe(2400);
    expect(unitPricePence(line(' 8.99 ', 1))).toBe(899);
  });

  it('counts an unpriceable line as zero rather than breaking the cart', () => {
    expect(unitPricePence(line('', 1))).toBe(0);
    expect(unitPricePence(line('abc', 1, 'xyz'))).toBe(0);
  });
});

describe('lineUnits', () => {
  it('accepts whole positive quantities only', () => {
    expect(lineUnits(3)).toBe(3);
    expect(lineUnits(0)).toBe(0);
    expect(lineUnits(-1)).toBe(0);
    expect(lineUnits(1.5)).toBe(0);
    expect(lineUnits(Number.NaN)).toBe(0);
    expect(lineUnits(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('cartSubtotalPence', () => {
  it('sums unit price times quantity in whole pence, with no float drift', () => {
    // 0.1 + 0.2 in floating pounds is 0.30000000000000004; in pence it is exact.
    expect(cartSubtotalPence([line('0.10', 3), line('0.20', 1), line('24.99', 2, '19.99')])).toBe(30 + 20 + 3998);
    expect(lineTotalPence(line('24.99', 2, '19.99'))).toBe(3998);
  });

  it('is zero for an empty cart', () => {
    expect(cartSubtotalPence([])).toBe(0);
  });

  it('ignores lines with impossible quantities, so the total is always whole pence', () => {
    const total = cartSubtotalPence([line('10.00', 1), line('9.99', 1.5), line('9.99', -2), line('9.99', Number.NaN)]);
    expect(total).toBe(1000);
    expect(Number.isSafeInteger(total)).toBe(true);
  });
});

describe('cartItemCount', () => {
  it('counts units, not lines', () => {
    expect(cartItemCount([{ quantity: 2 }, { quantity: 1 }])).toBe(3);
    expect(cartItemCount([])).toBe(0);
  });

  it('never counts impossible quantities', () => {
    expect(cartItemCount([{ quantity: 2 }, { quantity: 3 }, { quantity: -1 }, { quantity: 0.5 }, { quantity: Number.NaN }])).toBe(5);
  });
});

describe('parseSelectedVariations', () => {
  it('reads attribute name to chosen value', () => {
    expect(parseSelectedVariations('{"Size":"m","Colour":"Natural"}')).toEqual({ Size: 'm', Colour: 'Natural' });
  });

  it('keeps numeric choices as text', () => {
    expect(parseSelectedVariations('{"Size":10}')).toEqual({ Size: '10' });
  });

  it('drops blank names, blank values and values that are not choices', () => {
    expect(parseSelectedVariations('{"Size":"  ","":"m","Colour":{"x":1},"Fit":null,"Gift":true,"Kept":"yes"}')).toEqual({ Kept: 'yes' });
    expect(parseSelectedVariations('{" Size ":" m "}')).toEqual({ Size: 'm' });
  });

  it('treats anything that is not a JSON object as no options', () => {
    for (const text of ['not json', '["m"]', 'null', '"Size"', '42', '{', '', null, undefined]) {
      expect(parseSelectedVariations(text)).toEqual({});
    }
  });
});
