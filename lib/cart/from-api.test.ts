import type { ApiCartItem } from '@/lib/commerce/api-shape';
import { cartItemFromApi } from './from-api';

const item = (price: string, variationPrice: string | null = null): ApiCartItem => ({
  id: 1,
  productId: 11,
  quantity: 2,
  selectedVariations: null,
  variationPrice,
  available: 5,
  product: { id: 11, slug: 'hairy-coo-t-shirt', name: 'Hairy Coo T-Shirt', price, imageUrl: null },
});
const priced = (price: string, variationPrice: string | null = null) => cartItemFromApi(item(price, variationPrice)).unitPricePence;

describe('cartItemFromApi', () => {
  it('reads the API’s item into pence and a record of options', () => {
    expect(cartItemFromApi({ ...item('22.99', '24.99'), selectedVariations: '{"Size":"M","Colour":"Heather"}' })).toEqual({
      id: 1,
      productId: 11,
      slug: 'hairy-coo-t-shirt',
      name: 'Hairy Coo T-Shirt',
      imageUrl: null,
      unitPricePence: 2499,
      quantity: 2,
      options: { Size: 'M', Colour: 'Heather' },
      available: 5,
    });
  });
});

describe('a cart item’s unit price', () => {
  it("uses the variation's price when there is one", () => {
    expect(priced('24.99', '34.99')).toBe(3499);
  });

  it("falls back to the product's price without a usable variation price", () => {
    expect(priced('24.99')).toBe(2499);
    expect(priced('24.99', '')).toBe(2499);
    expect(priced('24.99', 'nonsense')).toBe(2499);
    expect(priced('24.99', '-5.00')).toBe(2499);
    expect(priced('24.99', '1e3')).toBe(2499);
  });

  it('keeps a free variation free instead of falling back', () => {
    expect(priced('24.99', '0.00')).toBe(0);
  });

  it('reads one-decimal and whole-pound prices', () => {
    expect(priced('24.5')).toBe(2450);
    expect(priced('24')).toBe(2400);
    expect(priced(' 8.99 ')).toBe(899);
  });

  it('counts an unpriceable line as zero rather than breaking the cart', () => {
    expect(priced('')).toBe(0);
    expect(priced('abc', 'xyz')).toBe(0);
  });
});
