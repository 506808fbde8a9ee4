import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartPanel } from './CartPanel';
import type { CartState } from './useCart';
import { cartOf, keyring, tShirt } from '@/tests/support/cart-fixtures';

const close = jest.fn();
jest.mock('./CartPanelContext', () => ({ useCartPanel: () => ({ isOpen: true, open: jest.fn(), close }) }));

let cart: CartState;
jest.mock('./useCart', () => ({ useCart: () => cart }));


// jsdom cannot follow links; the panel's job ends at closing itself, so stop there.
const stayOnPage = (event: MouseEvent) => event.preventDefault();
beforeEach(() => {
  close.mockClear();
  document.addEventListener('click', stayOnPage, true);
});
afterEach(() => document.removeEventListener('click', stayOnPage, true));

function panel() {
  return screen.getByRole('dialog', { name: 'Your Highland Cart' });
}

describe('CartPanel', () => {
  it('says an empty cart is empty and offers the catalogue instead of checkout', async () => {
    cart = cartOf([]);
    render(<CartPanel />);
    expect(within(panel()).getByText('Your Highland cart is empty')).toBeInTheDocument();
    expect(within(panel()).queryByRole('link', { name: 'Secure Checkout' })).not.toBeInTheDocument();
    const browse = within(panel()).getByRole('link', { name: 'Browse Highland Treasures' });
    expect(browse).toHaveAttribute('href', '/products');
    await userEvent.click(browse);
    expect(close).toHaveBeenCalled();
  });

  it('lists each item with its picture, options, unit price and quantity', () => {
    cart = cartOf([tShirt, keyring]);
    render(<CartPanel />);
    const [first, second, ...rest] = Array.from(within(panel()).getByRole('list', { name: 'Items in your cart' }).children) as HTMLElement[];
    expect(rest).toHaveLength(0);
    expect(first).toHaveTextContent('Hairy Coo T-Shirt');
    expect(within(first!).getByRole('list', { name: 'Chosen options' })).toHaveTextContent('Size: MColour: Heather');
    expect(first).toHaveTextContent('£24.99 each');
    expect(within(first!).getByRole('group', { name: 'Quantity of Hairy Coo T-Shirt' })).toHaveTextContent('2');
    expect(within(first!).getByRole('button', { name: 'Remove Hairy Coo T-Shirt' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Thistle Keyring');
    expect(second).toHaveTextContent('£8.99 each');
    expect(within(second!).queryByRole('list', { name: 'Chosen options' })).not.toBeInTheDocument();
    expect(first!.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('shows the product count and the subtotal of unit price times quantity', () => {
    cart = cartOf([tShirt, keyring]);
    render(<CartPanel />);
    expect(within(panel()).getByText('3 items in your cart')).toBeInTheDocument();
    expect(within(panel()).getByText('Subtotal')).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('£58.97');
  });

  it('says "1 item" for a single unit', () => {
    cart = cartOf([keyring]);
    render(<CartPanel />);
    expect(within(panel()).getByText('1 item in your cart')).toBeInTheDocument();
  });

  it('goes to checkout or back to shopping, closing itself either way', async () => {
    cart = cartOf([keyring]);
    render(<CartPanel />);
    const checkout = within(panel()).getByRole('link', { name: 'Secure Checkout' });
    expect(checkout).toHaveAttribute('href', '/checkout');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Continue Shopping' }));
    expect(close).toHaveBeenCalledTimes(1);
    await userEvent.click(checkout);
    expect(close).toHaveBeenCalledTimes(2);
  });

  it('closes from its close button', async () => {
    cart = cartOf([]);
    render(<CartPanel />);
    await userEvent.click(within(panel()).getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalled();
  });

  it('says so while the cart is loading', () => {
    cart = cartOf([], { isLoading: true });
    render(<CartPanel />);
    expect(within(panel()).getByRole('status')).toHaveTextContent('Loading your cart');
    expect(within(panel()).queryByText('Your Highland cart is empty')).not.toBeInTheDocument();
  });

  it('explains a failed load instead of pretending the cart is empty', () => {
    cart = cartOf([], { error: new Error('500: boom') });
    render(<CartPanel />);
    expect(within(panel()).getByRole('alert')).toHaveTextContent('We couldn’t load your cart just now');
    expect(within(panel()).queryByText('Your Highland cart is empty')).not.toBeInTheDocument();
  });
});
