import { render, screen, within } from '@testing-library/react';
import type { Product } from '@/lib/commerce/types';
import { regionById } from '@/lib/domain/collections';
import { RegionProducts } from './RegionProducts';

function product(slug: string, name: string): Product {
  return {
    id: slug.length, slug, name, descriptionHtml: '', descriptionText: `${name}, made in Scotland.`, type: 'simple',
    category: { id: 1, slug: 'wall-art', name: 'Wall Art' }, pricePence: 4500, regularPricePence: null,
    priceRange: { min: 4500, max: 4500 }, images: [{ url: `/images/${slug}.webp`, alt: name }], tags: [], attributes: [],
    rating: null, ratingCount: 0, inStock: true, featured: false, createdAt: new Date(), updatedAt: new Date(),
  };
}

describe('RegionProducts', () => {
  it('lists each product with its price and a View link to its page', () => {
    render(<RegionProducts region={regionById('islands')} products={[product('neist-print', 'Neist Point Print'), product('orkney-candle', 'Orkney Candle')]} />);
    expect(screen.getByRole('heading', { name: 'Islands Collection' })).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('heading', { name: 'Neist Point Print' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('£45.00');
    expect(screen.getByRole('link', { name: 'View Neist Point Print' })).toHaveAttribute('href', '/products/neist-print');
    expect(screen.getByRole('link', { name: 'View Orkney Candle' })).toHaveAttribute('href', '/products/orkney-candle');
    expect(screen.queryByText('Coming Soon')).not.toBeInTheDocument();
  });

  it('says Coming Soon for a region with no products yet', () => {
    render(<RegionProducts region={regionById('lowlands')} products={[]} />);
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
