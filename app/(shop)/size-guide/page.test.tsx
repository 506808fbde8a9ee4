import { render, screen, within } from '@testing-library/react';
import SizeGuidePage from './page';

describe('the Size Guide page', () => {
  it('has captioned clothing tables from XS to 3XL with row and column headers', () => {
    render(<SizeGuidePage />);
    const tees = screen.getByRole('table', { name: /T-shirts \(unisex classic fit\)/ });
    expect(within(tees).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Size', 'Chest (in)', 'Waist (in)', 'Length (in)']);
    expect(within(tees).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL (2XL)', '3XL']);
    expect(within(tees).getAllByRole('row')[1]).toHaveTextContent('XS32-3426-2827');
    expect(screen.getByRole('table', { name: /Flannel shirts and sweatshirts/ })).toBeInTheDocument();
  });

  it('gives the four board sizes and the one-size apron', () => {
    const { container } = render(<SizeGuidePage />);
    const boards = screen.getByRole('table', { name: 'Chopping board sizes' });
    expect(within(boards).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Small', 'Medium', 'Large', 'X-large']);
    expect(boards).toHaveTextContent('30cm x 20cm');
    expect(boards).toHaveTextContent('76cm x 50cm');
    expect(container).toHaveTextContent('one size');
    expect(container).toHaveTextContent('Adjustable neck strap');
    expect(container).toHaveTextContent('a 40.5in chest, for example, is a size L');
  });
});
