import { emptyCatalogue } from './catalogue-empty';
import { DEFAULT_FILTERS } from './catalogue-filters';

describe('an empty page of the catalogue', () => {
  it('past the end, says so and leads to the last page, keeping the view', () => {
    expect(emptyCatalogue({ ...DEFAULT_FILTERS, page: 99 }, { total: 51, totalPages: 5 })).toEqual({
      title: 'Past the Last Page',
      message: 'There is no page 99 here: 51 products fill 5 pages.',
      action: { href: '/products?page=5', label: 'Go to page 5' },
    });
    const searched = emptyCatalogue({ ...DEFAULT_FILTERS, search: 'tartan', page: 4 }, { total: 1, totalPages: 1 });
    expect(searched.message).toBe('There is no page 4 here: 1 product fills 1 page.');
    expect(searched.action).toEqual({ href: '/products?search=tartan', label: 'Go to page 1' });
  });

  it('with nothing to show, says whether the filters or the shop are empty', () => {
    expect(emptyCatalogue({ ...DEFAULT_FILTERS, search: 'kilt pin' }, { total: 0, totalPages: 0 })).toEqual({
      title: 'No Products Found',
      message: 'No products match your current filters. Try adjusting your search criteria.',
      action: { href: '/products', label: 'Show all products' },
    });
    expect(emptyCatalogue(DEFAULT_FILTERS, { total: 0, totalPages: 0 })).toEqual({ title: 'No Products Found', message: 'No products are currently available.', action: null });
  });
});
