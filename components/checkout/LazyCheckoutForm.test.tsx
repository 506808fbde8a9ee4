import { render, screen } from '@testing-library/react';
import { UNTIL_SCRIPTS_RUN } from '@/components/ui/NeedsJavaScript';
import { LazyCheckoutForm } from './LazyCheckoutForm';

jest.mock('./CheckoutForm', () => ({ CheckoutForm: () => <p>Shipping Address</p> }));

describe('LazyCheckoutForm', () => {
  it('says the cart is loading until the form has arrived, then shows it', async () => {
    render(<LazyCheckoutForm />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cart…');
    // Only scripts ever replace it, so a visitor without them is not left waiting on it.
    expect(screen.getByRole('status')).toHaveClass(UNTIL_SCRIPTS_RUN);
    expect(await screen.findByText('Shipping Address')).toBeInTheDocument();
  });
});
