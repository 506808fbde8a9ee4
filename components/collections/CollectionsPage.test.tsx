import { render, screen, within } from '@testing-library/react';
import { countRegionProducts, listRegionProducts, type Product } from '@/lib/commerce';
import { CollectionsPage, collectionsMetadata } from './CollectionsPage';

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn() }) }));
jest.mock('@/lib/commerce', () => ({ countRegionProducts: jest.fn(), listRegionProducts: jest.fn() }));

const count = jest.mocked(countRegionProducts);
const list = jest.mocked(listRegionProducts);

function product(id: number, name: string): Product {
  const slug = name.toLowerCase().replaceAll(' ', '-');
  return {
    id, slug, name, descriptionHtml: '', descriptionText: name, type: 'simple',
    category: { id: 1, slug: 'wall-art', name: 'Wall Art' }, pricePence: 2500, regularPricePence: null,
    priceRange: { min: 2500, max: 2500 }, images: [], tags: [], attributes: [],
    rating: null, ratingCount: 0, inStock: true, stockQuantity: 10, featured: false, createdAt: new Date(), updatedAt: new Date(),
  };
}

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  count.mockReset().mockResolvedValue({ highlands: 30, islands: 14, lowlands: 0, historic: 1 });
  list.mockReset().mockImplementation(async (region, page, perPage) => ({
    products: [product(100 + page, `${region} page ${page} print`)],
    total: 14,
    page,
    perPage,
    totalPages: 2,
  }));
});

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

describe('CollectionsPage', () => {
  it('reads one page of the open region and the counts, and shows only that region', async () => {
    render(await CollectionsPage({ region: 'islands', page: 2 }));
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith('islands', 2, 12);
    expect(screen.getByRole('heading', { level: 1, name: 'Regional Collections' })).toBeInTheDocument();
    expect(tab('Islands')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Highlands')).toHaveAccessibleName('Highlands 30 products');
    expect(tab('Historic')).toHaveAccessibleName('Historic 1 product');
    expect(tab('Lowlands')).toHaveAccessibleName('Lowlands 0 products');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { level: 2, name: 'Islands Collection' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'islands page 2 print' })).toHaveAttribute('href', '/products/islands-page-2-print');
    expect(within(panel).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/collections?region=islands');
    expect(screen.queryByRole('heading', { name: 'Highlands Collection' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Looking for something else?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products');
  });

  it('opens the first page when none, or no real page number, is given', async () => {
    render(await CollectionsPage({ region: 'highlands' }));
    expect(list).toHaveBeenLastCalledWith('highlands', 1, 12);
    await CollectionsPage({ region: 'historic', page: 0 });
    expect(list).toHaveBeenLastCalledWith('historic', 1, 12);
    await CollectionsPage({ region: 'historic', page: 2.5 });
    expect(list).toHaveBeenLastCalledWith('historic', 1, 12);
  });
});

describe('collectionsMetadata', () => {
  it('gives each page of each region its own canonical address and title', () => {
    expect(collectionsMetadata('highlands')).toMatchObject({ title: 'Scottish Regional Collections', alternates: { canonical: '/collections' } });
    expect(collectionsMetadata('islands')).toMatchObject({
      title: 'Islands | Scottish Regional Collections',
      alternates: { canonical: '/collections?region=islands' },
    });
    expect(collectionsMetadata('islands', 3)).toMatchObject({
      title: 'Islands | Scottish Regional Collections (page 3)',
      alternates: { canonical: '/collections?region=islands&page=3' },
    });
    expect(collectionsMetadata('highlands', 2)).toMatchObject({
      title: 'Highlands | Scottish Regional Collections (page 2)',
      alternates: { canonical: '/collections?region=highlands&page=2' },
    });
  });
});
