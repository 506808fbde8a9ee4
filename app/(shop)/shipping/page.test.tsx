import { render, screen, within } from '@testing-library/react';
import ShippingPage, { metadata } from './page';

describe('the Shipping page', () => {
  it('says UK delivery is free on every order, with no threshold anywhere', () => {
    const { container } = render(<ShippingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping Information' })).toBeInTheDocument();
    expect(container).toHaveTextContent('Free UK shipping on every order');
    expect(container.textContent).not.toMatch(/£30|£50|orders over/i);
    expect(metadata.alternates?.canonical).toBe('/shipping');
  });

  it('lists the six countries checkout serves with their cost and time', () => {
    render(<ShippingPage />);
    const table = screen.getByRole('table', { name: /Where we deliver/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'United Kingdom',
      'United States',
      'Canada',
      'Australia',
      'Germany',
      'France',
    ]);
    expect(rows[0]).toHaveTextContent('Free on every order3-5 working days');
    expect(rows[5]).toHaveTextContent('£4.99 per order + £3.99 per item7-14 working days');
  });

  it('works an example through the real shipping calculation, and gives the packing times', () => {
    const { container } = render(<ShippingPage />);
    expect(container).toHaveTextContent('Sent to France: £4.99 + 3 x £3.99 = £16.96 delivery.');
    expect(container).toHaveTextContent('Sent anywhere in the UK: free');
    for (const time of ['1-2 working days', '3-5 working days', 'up to 7 working days']) expect(container).toHaveTextContent(time);
    expect(screen.getByRole('link', { name: 'Track Your Order' })).toHaveAttribute('href', '/track');
  });
});
