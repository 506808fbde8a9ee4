import { cartItemCount, cartSubtotalPence, parseSelectedVariations, unitPricePence } from './cart';

const line = (price: string, quantity: number, variationPrice: string | null = null) => ({ quantity, variationPrice, product: { price } });

describe('cart arithmetic', () => {
  it("uses the variation's price when there is one", () => {
    expect(unitPricePence(line('24.99', 1, '34.99'))).toBe(3499);
    expect(unitPricePence(line('24.99', 1))).toBe(2499);
    expect(unitPricePence(line('24.99', 1, 'nonsense'))).toBe(2499);
  });

  it('sums unit price times quantity in whole pence', () => {
    expect(cartSubtotalPence([line('0.10', 3), line('0.20', 1), line('24.99', 2, '19.99')])).toBe(30 + 20 + 3998);
    expect(cartSubtotalPence([])).toBe(0);
  });

  it('counts items by quantity, never below zero', () => {
    expect(cartItemCount([{ quantity: 2 }, { quantity: 3 }, { quantity: -1 }])).toBe(5);
  });

  it('reads the chosen options, forgiving bad JSON', () => {
    expect(parseSelectedVariations('{"Size":"m","Colour":"Natural"}')).toEqual({ Size: 'm', Colour: 'Natural' });
    expect(parseSelectedVariations('{"Size":3}')).toEqual({});
    expect(parseSelectedVariations('not json')).toEqual({});
    expect(parseSelectedVariations('["m"]')).toEqual({});
    expect(parseSelectedVariations(null)).toEqual({});
  });
});
