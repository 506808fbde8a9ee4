import { render, screen } from '@testing-library/react';
import ProductError from '@/app/(shop)/products/[slug]/error';

describe('a product page that fails to load', () => {
  it("announces 'Highland Treasure Not Found' with a way back to the products", () => {
    render(<ProductError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Highland Treasure Not Found');
    expect(screen.getByRole('link', { name: '← Back to all products' })).toHaveAttribute('href', '/products');
  });
});
