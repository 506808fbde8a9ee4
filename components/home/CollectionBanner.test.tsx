import { render, screen } from '@testing-library/react';
import { CollectionBanner } from './CollectionBanner';

describe('CollectionBanner', () => {
  it('says "over" the catalogue total rounded down to ten, and links to every product', () => {
    render(<CollectionBanner total={51} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Explore the full collection: over 50 Highland gifts');
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
  });

  it('gives a small catalogue its exact count', () => {
    render(<CollectionBanner total={7} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Explore the full collection: 7 Highland gifts');
  });

  it('names no number for an empty catalogue', () => {
    render(<CollectionBanner total={0} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Explore the full collection$/);
  });
});
