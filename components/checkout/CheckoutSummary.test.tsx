import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { CartDiscount } from '@/lib/cart/discount-from-api';
import { keyring, tShirt } from '@/tests/support/cart-fixtures';
import { CheckoutSummary } from './CheckoutSummary';

// 2 × £24.99 + £8.99: £58.97 of goods, 3 units.
const ITEMS = [tShirt, keyring];
const STORY10: CartDiscount = { code: 'STORY10', applied: true, offer: '10% off', message: null, freeShipping: false, discountPence: 589 };
const FREESHIP: CartDiscount = { code: 'FREESHIP', applied: true, offer: 'Free shipping', message: null, freeShipping: true, discountPence: 0 };

async function expectAccessible(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

describe('CheckoutSummary', () => {
  it('without a code: subtotal, shipping for the country and total, and the way to add a code in the cart', () => {
    render(<CheckoutSummary items={ITEMS} country="FR" />);
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('£58.97');
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('£16.96');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('£75.93');
    expect(screen.getByRole('link', { name: 'Add it in your cart' })).toHaveAttribute('href', '/cart');
  });

  it('names the code and takes its discount off: total = subtotal - discount + shipping', async () => {
    const { container } = render(<CheckoutSummary items={ITEMS} country="FR" discount={STORY10} />);
    expect(screen.getByText('Discount (STORY10)')).toBeInTheDocument();
    expect(screen.getByTestId('summary-discount')).toHaveTextContent('\u2212£5.89');
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('£16.96');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('£70.04');
    expect(screen.getByTestId('checkout-code')).toHaveTextContent('Code STORY10 applied: 10% off.');
    expect(screen.getByRole('link', { name: 'Change it in your cart' })).toHaveAttribute('href', '/cart');
    await expectAccessible(container);
  });

  it('shows a free-shipping code’s shipping as Free, naming the code: the total is the subtotal', () => {
    render(<CheckoutSummary items={ITEMS} country="FR" discount={FREESHIP} />);
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('Free (FREESHIP)');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('£58.97');
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(screen.getByText(/Delivery to France is free with code FREESHIP/)).toBeInTheDocument();
  });

  it('says why the cart’s code does not apply, and takes nothing off', () => {
    render(<CheckoutSummary items={ITEMS} country="GB" discount={{ ...STORY10, applied: false, offer: null, discountPence: 0, message: 'This code has expired' }} />);
    expect(screen.getByTestId('checkout-code')).toHaveTextContent('Code STORY10: This code has expired.');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('£58.97');
  });
});
