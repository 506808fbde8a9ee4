import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_FILTERS } from '@/lib/domain/catalogue-filters';
import { CatalogueControls } from './CatalogueControls';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: jest.fn() }) }));

const categories = [
  { slug: 'aprons', name: 'Aprons', count: 6 },
  { slug: 'wall-art', name: 'Wall Art', count: 5 },
];
const onPage3 = { ...DEFAULT_FILTERS, search: 'stag', page: 3 };

beforeEach(() => push.mockClear());

describe('CatalogueControls', () => {
  it('searches with the trimmed term from page 1', async () => {
    render(<CatalogueControls filters={onPage3} categories={categories} />);
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.clear(box);
    await userEvent.type(box, '  tartan  {Enter}');
    expect(push).toHaveBeenCalledWith('/products?search=tartan', { scroll: false });
  });

  it('adds categories to the URL and resets the page', async () => {
    render(<CatalogueControls filters={onPage3} categories={categories} />);
    await userEvent.click(screen.getByRole('button', { name: /All categories/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Wall Art/ }));
    expect(push).toHaveBeenCalledWith('/products?search=stag&category=wall-art', { scroll: false });
  });

  it('sorts from page 1', async () => {
    render(<CatalogueControls filters={onPage3} categories={categories} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    expect(push).toHaveBeenCalledWith('/products?search=stag&sort=price-asc', { scroll: false });
  });

  it('summarises the chosen categories on the toggle', () => {
    render(<CatalogueControls filters={{ ...DEFAULT_FILTERS, categories: ['aprons', 'wall-art'] }} categories={categories} />);
    expect(screen.getByRole('button', { name: /Aprons, Wall Art/ })).toHaveAttribute('aria-expanded', 'false');
  });
});
