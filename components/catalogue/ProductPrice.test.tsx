import { render, screen } from '@testing-library/react';
import type { Product } from '@/lib/commerce/types';
import { ProductPrice } from './ProductPrice';

function product(overrides: Partial<Product>): Product {
  return {
    id: 1, slug: 'x', name: 'X', descriptionHtml: '', descriptionText: '', type: 'simple',
    category: { id: 1, slug: 'aprons', name: 'Aprons' }, pricePence: 2499, regularPricePence: null,
    priceRange: { min: 2499, max: 2499 }, images: [], tags: [], attributes: [], rating: null, ratingCount: 0,
    inStock: true, stockQuantity: 10, featured: false, createdAt: new Date(), updatedAt: new Date(), ...overrides,
  };
}

describe('ProductPrice', () => {
  it('shows a single price', () => {
    render(<ProductPrice product={product({})} />);
    expect(screen.getByText('£24.99')).toBeInTheDocument();
  });

  it('shows "from" the cheapest price when options differ in price', () => {
    render(<ProductPrice product={product({ type: 'variable', priceRange: { min: 2999, max: 6499 }, pricePence: 2999 })} />);
    expect(screen.getByText('from £29.99')).toBeInTheDocument();
  });

  it('shows the original price and the discount when on sale', () => {
    render(<ProductPrice product={product({ pricePence: 2000, regularPricePence: 2500, priceRange: { min: 2000, max: 2000 } })} />);
    expect(screen.getByText('£25.00')).toBeInTheDocument();
    expect(screen.getByText('-20%')).toBeInTheDocument();
  });
});
