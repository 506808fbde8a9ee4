import { render, screen } from '@testing-library/react';
import { catalogueHref, DEFAULT_FILTERS, type CatalogueFilters } from '@/lib/domain/catalogue-filters';
import { regionHref } from '@/lib/domain/collections';
import { Pagination } from './Pagination';

const catalogue = (filters: CatalogueFilters, totalPages: number) => (
  <Pagination page={filters.page} totalPages={totalPages} hrefFor={(page) => catalogueHref({ ...filters, page })} />
);

describe('Pagination', () => {
  it('is absent for a single page', () => {
    const { container } = render(catalogue(DEFAULT_FILTERS, 1));
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the filters in every link and marks the current page', () => {
    render(catalogue({ ...DEFAULT_FILTERS, search: 'coo', page: 2 }, 3));
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/products?search=coo&page=3');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/products?search=coo');
    expect(screen.getByText('2')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Go to first page' })).not.toBeInTheDocument();
  });

  it('offers first and last beyond seven pages', () => {
    render(catalogue({ ...DEFAULT_FILTERS, page: 5 }, 9));
    expect(screen.getByRole('link', { name: 'Go to first page' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Go to last page' })).toHaveAttribute('href', '/products?page=9');
    expect(screen.getAllByRole('link', { name: /^Page \d$/ }).map((link) => link.textContent)).toEqual(['3', '4', '6', '7']);
  });

  it("links a collection region's pages, page 1 of the first region being plain /collections", () => {
    render(<Pagination page={5} totalPages={9} hrefFor={(page) => regionHref('highlands', page)} />);
    expect(screen.getByRole('link', { name: 'Go to first page' })).toHaveAttribute('href', '/collections');
    expect(screen.getByRole('link', { name: 'Go to last page' })).toHaveAttribute('href', '/collections?region=highlands&page=9');
    expect(screen.queryByRole('link', { name: 'Page 5' })).not.toBeInTheDocument();
  });
});
