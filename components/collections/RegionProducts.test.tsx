import { render, screen, within } from '@testing-library/react';
import type { Product, ProductPage } from '@/lib/commerce/types';
import { regionById } from '@/lib/domain/collections';
import { RegionProducts } from './RegionProducts';

function product(id: number, slug: string, name: string): Product {
  return {
    id, slug, name, descriptionHtml: '', descriptionText: `${name}, made in Scotland.`, type: 'simple',
    category: { id: 1, slug: 'wall-art', name: 'Wall Art' }, pricePence: 4500, regularPricePence: null,
    priceRange: { min: 4500, max: 4500 }, images: [{ url: `/images/${slug}.webp`, alt: name }], tags: [], attributes: [],
    rating: null, ratingCount: 0, inStock: true, stockQuantity: 10, featured: false, createdAt: new Date(), updatedAt: new Date(),
  };
}

function shown(products: Product[], { page = 1, total = products.length, perPage = 12 } = {}): ProductPage {
  return { products, total, page, perPage, totalPages: Math.max(1, Math.ceil(total / perPage)) };
}

const scrollIntoView = jest.fn();
beforeAll(() => {
  // jsdom lays nothing out, so it has no scrolling to offer.
  Element.prototype.scrollIntoView = scrollIntoView;
});
beforeEach(() => scrollIntoView.mockClear());

describe('RegionProducts', () => {
  it('shows the region’s page of products as cards linking to their pages, with their prices', () => {
    render(<RegionProducts region={regionById('islands')} shown={shown([product(1, 'neist-print', 'Neist Point Print'), product(2, 'orkney-candle', 'Orkney Candle')])} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Islands Collection' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Islands Collection' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 products')).toBeInTheDocument();
    const cards = within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'Neist Point Print' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('£45.00');
    expect(screen.getByRole('link', { name: 'Neist Point Print' })).toHaveAttribute('href', '/products/neist-print');
    expect(screen.getByRole('link', { name: 'Orkney Candle' })).toHaveAttribute('href', '/products/orkney-candle');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.queryByText('Coming Soon')).not.toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('pages through a long region with links that keep the region, and brings a later page’s grid into view', () => {
    const products = Array.from({ length: 12 }, (_, index) => product(13 + index, `print-${13 + index}`, `Print ${13 + index}`));
    render(<RegionProducts region={regionById('highlands')} shown={shown(products, { page: 2, total: 40 })} />);
    expect(screen.getByText('Showing 13–24 of 40 products')).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/collections');
    expect(within(pagination).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/collections?region=highlands&page=3');
    expect(within(pagination).getByRole('link', { name: 'Go to next page' })).toHaveAttribute('href', '/collections?region=highlands&page=3');
    expect(within(pagination).getByText('2')).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getAllByRole('link', { name: /^Page \d$/ }).map((link) => link.textContent)).toEqual(['1', '3', '4']);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('says Coming Soon for a region with no products yet', () => {
    render(<RegionProducts region={regionById('lowlands')} shown={shown([])} />);
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByText(/We are gathering gifts from the lowlands/)).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('offers the first page when an old link points past the last', () => {
    render(<RegionProducts region={regionById('historic')} shown={shown([], { page: 9, total: 30 })} />);
    expect(screen.queryByText('Coming Soon')).not.toBeInTheDocument();
    expect(screen.getByText('The Historic collection has 3 pages.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the first page' })).toHaveAttribute('href', '/collections?region=historic');
  });
});
