import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeaderSearch } from './HeaderSearch';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

beforeEach(() => push.mockClear());

describe('HeaderSearch', () => {
  it('goes to the catalogue with the trimmed term', async () => {
    const onSearch = jest.fn();
    render(<HeaderSearch onSearch={onSearch} />);
    await userEvent.type(screen.getByPlaceholderText('Search Scottish gifts...'), '  stag & thistle {Enter}');
    expect(push).toHaveBeenCalledWith('/products?search=stag%20%26%20thistle');
    expect(onSearch).toHaveBeenCalled();
  });

  it('ignores a blank search', async () => {
    render(<HeaderSearch />);
    await userEvent.type(screen.getByPlaceholderText('Search Scottish gifts...'), '   {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(push).not.toHaveBeenCalled();
  });
});
