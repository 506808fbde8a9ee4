import { render, screen } from '@testing-library/react';
import { LazyCheckoutForm } from './LazyCheckoutForm';

jest.mock('./CheckoutForm', () => ({ CheckoutForm: () => <p>Shipping Address</p> }));

describe('LazyCheckoutForm', () => {
  it('says the cart is loading until the form has arrived, then shows it', async () => {
    render(<LazyCheckoutForm />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cart…');
    expect(await screen.findByText('Shipping Address')).toBeInTheDocument();
  });
});
