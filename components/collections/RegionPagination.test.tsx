import { render, screen } from '@testing-library/react';
import { RegionPagination } from './RegionPagination';

describe('RegionPagination', () => {
  it('is absent for a single page', () => {
    const { container } = render(<RegionPagination region="islands" page={1} totalPages={1} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('links each page of the region, page 1 without a page number', () => {
    render(<RegionPagination region="islands" page={2} totalPages={3} />);
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/collections?region=islands');
    expect(screen.getByRole('link', { name: 'Go to previous page' })).toHaveAttribute('href', '/collections?region=islands');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/collections?region=islands&page=3');
    expect(screen.getByText('2')).toHaveAttribute('aria-current', 'page');
  });

  it('offers first and last beyond seven pages, the first being plain /collections for the first tab', () => {
    render(<RegionPagination region="highlands" page={5} totalPages={9} />);
    expect(screen.getByRole('link', { name: 'Go to first page' })).toHaveAttribute('href', '/collections');
    expect(screen.getByRole('link', { name: 'Go to last page' })).toHaveAttribute('href', '/collections?region=highlands&page=9');
    expect(screen.getAllByRole('link', { name: /^Page \d$/ }).map((link) => link.textContent)).toEqual(['3', '4', '6', '7']);
    expect(screen.queryByRole('link', { name: 'Page 5' })).not.toBeInTheDocument();
  });
});
