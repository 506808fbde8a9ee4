import { render, screen, within } from '@testing-library/react';
import { CollectionCards, type HomeCollection } from './CollectionCards';

const collections: HomeCollection[] = [
  {
    slug: 'aprons',
    name: 'Aprons',
    href: '/products?category=aprons',
    blurb: 'Tartan aprons for the kitchen.',
    productCount: 9,
    image: { url: '/images/generated/products/black-watch-tartan-apron-3.webp', alt: 'Black Watch Tartan Apron, styled at home' },
  },
  { slug: 'wall-art', name: 'Wall Art', href: '/products?category=wall-art', blurb: 'Prints of glens.', productCount: 1, image: null },
];

describe('CollectionCards', () => {
  it('links each collection by name to its catalogue filter', () => {
    render(<CollectionCards collections={collections} />);
    expect(screen.getByRole('link', { name: 'Aprons' })).toHaveAttribute('href', '/products?category=aprons');
    expect(screen.getByRole('link', { name: 'Wall Art' })).toHaveAttribute('href', '/products?category=wall-art');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('shows a picture, blurb and count per card, and copes without a picture', () => {
    render(<CollectionCards collections={collections} />);
    const [aprons, wallArt] = screen.getAllByRole('article');
    expect(within(aprons!).getByRole('img', { name: 'Black Watch Tartan Apron, styled at home' })).toBeInTheDocument();
    expect(within(aprons!).getByText('Tartan aprons for the kitchen.')).toBeInTheDocument();
    expect(within(aprons!).getByText('9 designs')).toBeInTheDocument();
    expect(within(wallArt!).queryByRole('img')).not.toBeInTheDocument();
    expect(within(wallArt!).getByText('1 design')).toBeInTheDocument();
  });

  it('is a labelled section with third-level card headings', () => {
    render(<CollectionCards collections={collections} />);
    expect(screen.getByRole('region', { name: 'Shop by collection' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Aprons', 'Wall Art']);
  });
});
