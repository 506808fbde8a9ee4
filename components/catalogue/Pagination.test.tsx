import { render, screen } from '@testing-library/react';
import { DEFAULT_FILTERS } from '@/lib/domain/catalogue-filters';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('is absent for a single page', () => {
    const { container } = render(<Pagination filters={DEFAULT_FILTERS} totalPages={1} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the filters in every link and marks the current page', () => {
    render(<Pagination filters={{ ...DEFAULT_FILTERS, search: 'coo', page: 2 }} totalPages={3} />);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/products?search=coo&page=3');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/products?search=coo');
    expect(screen.getByText('2')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Go to first page' })).not.toBeInTheDocument();
  });

  it('offers first and last beyond seven pages', () => {
    render(<Pagination filters={{ ...DEFAULT_FILTERS, page: 5 }} totalPages={9} />);
    expect(screen.getByRole('link', { name: 'Go to first page' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Go to last page' })).toHaveAttribute('href', '/products?page=9');
    expect(screen.getAllByRole('link', { name: /^Page \d$/ }).map((link) => link.textContent)).toEqual(['3', '4', '6', '7']);
  });
});
