import { render, screen } from '@testing-library/react';
import { CartPanel } from './CartPanel';

const close = jest.fn();
jest.mock('./CartPanelContext', () => ({ useCartPanel: () => ({ isOpen: true, open: jest.fn(), close }) }));
let cart = { items: [] as unknown[], count: 0, subtotalPence: 0, isLoading: false, error: undefined as Error | undefined };
jest.mock('./useCart', () => ({ useCart: () => cart }));

beforeAll(() => {
  // jsdom lacks the modal dialog API.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function closeDialog(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

describe('CartPanel', () => {
  it('says the cart is empty', () => {
    render(<CartPanel />);
    expect(screen.getByRole('heading', { name: 'Your Highland Cart' })).toBeInTheDocument();
    expect(screen.getByText('Your Highland cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Secure Checkout' })).not.toBeInTheDocument();
  });

  it('lists items with their options, the count and the subtotal', () => {
    cart = {
      items: [
        { id: 1, quantity: 2, selectedVariations: '{"Size":"m"}', variationPrice: '24.99', product: { name: 'Hairy Coo T-Shirt', price: '22.99', imageUrl: null } },
        { id: 2, quantity: 1, selectedVariations: null, variationPrice: null, product: { name: 'Thistle Keyring', price: '8.99', imageUrl: null } },
      ],
      count: 3,
      subtotalPence: 5897,
      isLoading: false,
      error: undefined,
    };
    render(<CartPanel />);
    expect(screen.getByText('Hairy Coo T-Shirt')).toBeInTheDocument();
    expect(screen.getByText('Size: m')).toBeInTheDocument();
    expect(screen.getByText('3 items in your cart')).toBeInTheDocument();
    expect(screen.getByText('£58.97')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Secure Checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('button', { name: 'Continue Shopping' })).toBeInTheDocument();
  });
});
