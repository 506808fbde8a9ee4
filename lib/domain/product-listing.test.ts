import { pageOfListing, sortListing } from './product-listing';

const at = (day: number) => new Date(Date.UTC(2026, 0, day));
const products = [
  { id: 1, name: 'thistle mug', pricePence: 900, featured: false, createdAt: at(3) },
  { id: 2, name: 'Apron', pricePence: 2500, featured: true, createdAt: at(1) },
  { id: 3, name: 'Board', pricePence: 900, featured: false, createdAt: at(5) },
  { id: 4, name: 'Candle', pricePence: 1500, featured: true, createdAt: at(4) },
];
const ids = (list: { id: number }[]) => list.map((product) => product.id);

describe('sorting a listing held in memory', () => {
  it('puts featured first, newest first within each, as the built-in back end does', () => {
    expect(ids(sortListing(products, 'featured'))).toEqual([4, 2, 3, 1]);
  });

  it('sorts by date, price and name, ties broken by id', () => {
    expect(ids(sortListing(products, 'newest'))).toEqual([3, 4, 1, 2]);
    expect(ids(sortListing(products, 'price-asc'))).toEqual([1, 3, 4, 2]);
    expect(ids(sortListing(products, 'price-desc'))).toEqual([2, 4, 3, 1]);
    expect(ids(sortListing(products, 'name-asc'))).toEqual([2, 3, 4, 1]);
    expect(ids(sortListing(products, 'name-desc'))).toEqual([1, 4, 3, 2]);
  });

  it('leaves the list it was given as it was', () => {
    sortListing(products, 'newest');
    expect(ids(products)).toEqual([1, 2, 3, 4]);
  });
});

describe('a page of a listing', () => {
  it('slices the page and counts the whole', () => {
    expect(pageOfListing([1, 2, 3, 4, 5], 2, 2)).toEqual({ products: [3, 4], total: 5, page: 2, perPage: 2, totalPages: 3 });
    expect(pageOfListing([1, 2], 5, 2)).toEqual({ products: [], total: 2, page: 5, perPage: 2, totalPages: 1 });
    expect(pageOfListing([], 1, 12)).toMatchObject({ products: [], total: 0, totalPages: 1 });
  });
});
