import { cheapest, discountPercent, isOnSale, listedPrice, priceRange, regularAndSale, salePriceRefusal, storedPrice } from './pricing';

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

describe('an owner’s regular and sale price', () => {
  it('stores the sale as the price paid, with the regular price beside it only during a sale', () => {
    expect(storedPrice(2499, 1999)).toEqual({ pricePence: 1999, regularPricePence: 2499 });
    expect(storedPrice(2499, null)).toEqual({ pricePence: 2499, regularPricePence: null });
  });

  it('reads a stored price back as regular and sale, a regular price not above the price being no sale', () => {
    expect(regularAndSale({ pricePence: 1999, regularPricePence: 2499 })).toEqual({ regularPence: 2499, salePence: 1999 });
    expect(regularAndSale({ pricePence: 2499, regularPricePence: null })).toEqual({ regularPence: 2499, salePence: null });
    expect(regularAndSale({ pricePence: 2499, regularPricePence: 2499 })).toEqual({ regularPence: 2499, salePence: null });
  });

  it('refuses a sale price that is not below the regular price', () => {
    expect(salePriceRefusal(2499, 1999)).toBeNull();
    expect(salePriceRefusal(2499, null)).toBeNull();
    expect(salePriceRefusal(2499, 2499)).toMatch(/below the regular price/);
    expect(salePriceRefusal(2499, 2500)).toMatch(/below the regular price/);
  });

  it('lists a variable product at its cheapest variation’s figures', () => {
    expect(listedPrice([{ pricePence: 1899, regularPricePence: null }, { pricePence: 1699, regularPricePence: 2299 }])).toEqual({ pricePence: 1699, regularPricePence: 2299 });
    expect(listedPrice([{ pricePence: 1899 }])).toEqual({ pricePence: 1899, regularPricePence: null });
    expect(listedPrice([])).toBeNull();
  });
});
