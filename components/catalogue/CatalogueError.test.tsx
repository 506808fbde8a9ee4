import { render, screen } from '@testing-library/react';
import { ProductGridSkeleton } from '@/components/catalogue/ProductGridSkeleton';
import ProductsError from './CatalogueError';

describe('catalogue states', () => {
  it('says the catalogue could not load and offers Try Again', () => {
    render(<ProductsError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to Load Products');
    expect(screen.getByText("We're having trouble connecting to our product catalog. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows twelve skeleton cards while loading', () => {
    render(<ProductGridSkeleton />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(12);
  });
});
