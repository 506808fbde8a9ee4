import type { ProductPage, ProductQuery } from '@/lib/commerce/types';
import { listWholeCatalogue } from './whole-catalogue';

const listProducts = jest.fn();
jest.mock('./backend', () => ({ commerce: () => ({ listProducts }) }));

/** A fake catalogue of `total` products served in pages, as the back end pages them. */
function serve(total: number) {
  listProducts.mockImplementation(async (query: ProductQuery) => {
    const start = (query.page - 1) * query.perPage;
    const count = Math.max(0, Math.min(query.perPage, total - start));
    const products = Array.from({ length: count }, (_, index) => ({ slug: `p-${start + index + 1}` }));
    return { products, total, page: query.page, perPage: query.perPage, totalPages: Math.max(1, Math.ceil(total / query.perPage)) } as unknown as ProductPage;
  });
}

beforeEach(() => listProducts.mockReset());

describe('listWholeCatalogue', () => {
  it('reads every page, a hundred products at a time in featured order', async () => {
    serve(250);
    const products = await listWholeCatalogue();
    expect(products).toHaveLength(250);
    expect(products[0]?.slug).toBe('p-1');
    expect(products[249]?.slug).toBe('p-250');
    expect(listProducts.mock.calls.map(([query]) => query)).toEqual([1, 2, 3].map((page) => ({ sort: 'featured', page, perPage: 100 })));
  });

  it('reads one page for a small catalogue and none more for an empty one', async () => {
    serve(51);
    expect(await listWholeCatalogue()).toHaveLength(51);
    serve(0);
    expect(await listWholeCatalogue()).toEqual([]);
    expect(listProducts).toHaveBeenCalledTimes(2);
  });
});
