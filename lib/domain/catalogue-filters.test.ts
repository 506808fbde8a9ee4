import { catalogueHref, changeFilters, DEFAULT_FILTERS, filtersFromParams, hasActiveFilters } from './catalogue-filters';

describe('filtersFromParams', () => {
  it('reads every filter from the URL', () => {
    expect(filtersFromParams({ search: '  tartan ', categories: 'aprons,wall-art', sort: 'price-asc', page: '3' })).toEqual({
      search: 'tartan',
      categories: ['aprons', 'wall-art'],
      sort: 'price-asc',
      page: 3,
    });
  });

  it('merges category and categories without repeats', () => {
    expect(filtersFromParams({ category: 'aprons', categories: 'wall-art,aprons' }).categories).toEqual(['aprons', 'wall-art']);
  });

  it('drops what it cannot read instead of failing', () => {
    expect(filtersFromParams({ sort: 'cheapest', page: '-2', categories: '../etc,Aprons,,wall art' })).toEqual({
      ...DEFAULT_FILTERS,
      categories: ['aprons'],
    });
    expect(filtersFromParams({ page: 'abc' }).page).toBe(1);
    expect(filtersFromParams({ page: '0' }).page).toBe(1);
    expect(filtersFromParams({ search: ['first', 'second'] }).search).toBe('first');
    expect(filtersFromParams({ search: 'x'.repeat(300) }).search).toHaveLength(100);
  });
});

describe('catalogueHref', () => {
  it('leaves defaults out', () => {
    expect(catalogueHref(DEFAULT_FILTERS)).toBe('/products');
  });

  it('writes one category as category and several as categories', () => {
    expect(catalogueHref({ ...DEFAULT_FILTERS, categories: ['aprons'] })).toBe('/products?category=aprons');
    expect(catalogueHref({ search: 'stag & thistle', categories: ['aprons', 'wall-art'], sort: 'name-desc', page: 2 })).toBe(
      '/products?search=stag+%26+thistle&categories=aprons%2Cwall-art&sort=name-desc&page=2',
    );
  });

  it('round-trips through filtersFromParams', () => {
    const filters = { search: 'coo', categories: ['aprons', 't-shirts-2'], sort: 'newest' as const, page: 4 };
    const params = Object.fromEntries(new URL(catalogueHref(filters), 'http://shop.test').searchParams);
    expect(filtersFromParams(params)).toEqual(filters);
  });
});

describe('changeFilters', () => {
  const onPage3 = { ...DEFAULT_FILTERS, search: 'tartan', page: 3 };

  it('goes back to page 1 when search, categories or sort change', () => {
    expect(changeFilters(onPage3, { search: 'stag' }).page).toBe(1);
    expect(changeFilters(onPage3, { categories: ['aprons'] }).page).toBe(1);
    expect(changeFilters(onPage3, { sort: 'price-desc' }).page).toBe(1);
  });

  it('keeps the page when only the page changes or nothing really changed', () => {
    expect(changeFilters(onPage3, { page: 5 }).page).toBe(5);
    expect(changeFilters(onPage3, { search: ' tartan ' })).toEqual(onPage3);
  });
});

describe('hasActiveFilters', () => {
  it('counts search and categories, not sort or page', () => {
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sort: 'newest', page: 2 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: 'coo' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, categories: ['aprons'] })).toBe(true);
  });
});
