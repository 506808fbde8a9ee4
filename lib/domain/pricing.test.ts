import { cheapest, discountPercent, isOnSale, priceRange } from './pricing';

describe('pricing', () => {
  it('is on sale only when the original price is above the price', () => {
    expect(isOnSale({ pricePence: 2000, regularPricePence: 2500 })).toBe(true);
    expect(isOnSale({ pricePence: 2000, regularPricePence: 2000 })).toBe(false);
    expect(isOnSale({ pricePence: 2000, regularPricePence: null })).toBe(false);
  });

  it.each([
    [2000, 2500, 20],
    [2999, 3999, 25],
    [1999, 2999, 33],
    [2000, 2000, 0],
    [2500, 2000, 0],
  ])('rounds the discount of %i from %i to %i%%', (price, original, percent) => {
    expect(discountPercent({ pricePence: price, regularPricePence: original })).toBe(percent);
  });

  it('finds the price range and the cheapest item', () => {
    const items = [{ pricePence: 3999 }, { pricePence: 2999 }, { pricePence: 6499 }, { pricePence: 2999 }];
    expect(priceRange(items)).toEqual({ min: 2999, max: 6499 });
    expect(cheapest(items)).toBe(items[1]);
    expect(priceRange([])).toBeNull();
    expect(cheapest([])).toBeUndefined();
  });
});
