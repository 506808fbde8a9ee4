import { render, screen, within } from '@testing-library/react';
import { listAdventures, listArticles, listCategories, listProducts } from '@/lib/commerce';
import { loadSitemapGroups } from './sitemap-data';
import { SitemapGroups } from './SitemapGroups';

jest.mock('@/lib/commerce', () => ({ listProducts: jest.fn(), listArticles: jest.fn(), listAdventures: jest.fn(), listCategories: jest.fn() }));

const longText = 'The Highlands in every season: heather in August, snow on the tops in January, and long light in June over the lochs.';

beforeEach(() => {
  jest.mocked(listCategories).mockResolvedValue(['aprons', 'chopping-boards', 'phone-cases', 't-shirts-2', 'accessories', 'wall-art'].map((slug) => ({ slug })) as never);
  jest.mocked(listProducts).mockResolvedValue({
    products: [{ slug: 'oak-board', name: 'Oak Board', descriptionText: longText }],
    total: 1,
    page: 1,
    perPage: 10,
    totalPages: 1,
  } as unknown as Awaited<ReturnType<typeof listProducts>>);
  jest.mocked(listArticles).mockResolvedValue(
    Array.from({ length: 12 }, (_, index) => ({ slug: `story-${index + 1}`, title: `Story ${index + 1}`, excerpt: 'A short excerpt.' })) as never,
  );
  jest.mocked(listAdventures).mockResolvedValue([{ slug: 'ben-nevis', title: 'Ben Nevis', description: 'The highest summit.' }] as never);
});

async function renderGroups() {
  render(<SitemapGroups groups={await loadSitemapGroups()} />);
}

const group = (name: string) => screen.getByRole('region', { name });

describe('the sitemap groups', () => {
  it('shows the fixed groups and the first ten products, stories and adventures', async () => {
    await renderGroups();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Main Pages',
      'Product Categories',
      'Customer Service',
      'Featured Products',
      'Heritage Articles',
      'Highland Adventures',
    ]);
    expect(within(group('Main Pages')).getByRole('link', { name: 'Adventures' })).toHaveAttribute('href', '/adventures');
    expect(within(group('Product Categories')).getByRole('link', { name: 'T-Shirts' })).toHaveAttribute('href', '/products?category=t-shirts-2');
    expect(within(group('Customer Service')).getAllByRole('link')).toHaveLength(8);
    expect(listProducts).toHaveBeenCalledWith({ sort: 'featured', page: 1, perPage: 10 });

    const articles = within(group('Heritage Articles')).getAllByRole('link');
    expect(articles).toHaveLength(10);
    expect(articles[0]).toHaveAttribute('href', '/articles/story-1');
    expect(within(group('Highland Adventures')).getByRole('link', { name: 'Ben Nevis' })).toHaveAttribute('href', '/adventures/ben-nevis');
  });

  it('cuts descriptions at 100 characters', async () => {
    await renderGroups();
    const products = group('Featured Products');
    expect(within(products).getByRole('link', { name: 'Oak Board' })).toHaveAttribute('href', '/products/oak-board');
    const description = within(products).getByText(/^The Highlands in every season/).textContent ?? '';
    expect(description.endsWith('…')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(101);
    expect(within(group('Heritage Articles')).getAllByText('A short excerpt.')).toHaveLength(10);
  });

  it('hides a group whose list fails, and a group with nothing in it, and keeps the rest', async () => {
    jest.mocked(listArticles).mockRejectedValue(new Error('database down'));
    jest.mocked(listAdventures).mockResolvedValue([]);
    await renderGroups();
    expect(screen.queryByRole('region', { name: 'Heritage Articles' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Highland Adventures' })).not.toBeInTheDocument();
    expect(group('Featured Products')).toBeInTheDocument();
    expect(group('Main Pages')).toBeInTheDocument();
    expect(screen.queryByText(/database down/)).not.toBeInTheDocument();
  });
});
