import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueSearchHref, HeaderSearch as SearchForm } from './HeaderSearch';
import { SearchFields } from './SearchFields';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

beforeEach(() => push.mockClear());

function HeaderSearch({ onSearch }: { onSearch?: () => void }) {
  return (
    <SearchForm onSearch={onSearch}>
      <SearchFields id="search" />
    </SearchForm>
  );
}

const box = () => screen.getByRole('searchbox', { name: 'Search Scottish gifts' });

describe('HeaderSearch', () => {
  it('is a labelled search landmark with the shop placeholder', () => {
    render(<HeaderSearch />);
    expect(screen.getByRole('search', { name: 'Search the shop' })).toBeInTheDocument();
    expect(box()).toHaveAttribute('placeholder', 'Search Scottish gifts...');
  });

  it('still works without JavaScript, as a GET form to /products?search=', () => {
    render(<HeaderSearch />);
    expect(screen.getByRole('search')).toHaveAttribute('action', '/products');
    expect(box()).toHaveAttribute('name', 'search');
  });

  it('goes to the catalogue with the trimmed, encoded term on Enter', async () => {
    const onSearch = jest.fn();
    render(<HeaderSearch onSearch={onSearch} />);
    await userEvent.type(box(), '  stag & thistle {Enter}');
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/products?search=stag%20%26%20thistle');
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('searches from the button too', async () => {
    render(<HeaderSearch />);
    await userEvent.type(box(), 'tartan');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(push).toHaveBeenCalledWith('/products?search=tartan');
  });

  it('ignores a blank search: no navigation, and the menu stays open', async () => {
    const onSearch = jest.fn();
    render(<HeaderSearch onSearch={onSearch} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.type(box(), '   {Enter}');
    expect(push).not.toHaveBeenCalled();
    expect(onSearch).not.toHaveBeenCalled();
  });
});

describe('catalogueSearchHref', () => {
  it('trims and encodes the term', () => {
    expect(catalogueSearchHref(' wall art ')).toBe('/products?search=wall%20art');
    expect(catalogueSearchHref('100%/tartan?#')).toBe('/products?search=100%25%2Ftartan%3F%23');
  });

  it('refuses blank terms, including tabs and newlines', () => {
    expect(catalogueSearchHref('')).toBeNull();
    expect(catalogueSearchHref(' \t\n ')).toBeNull();
  });
});
