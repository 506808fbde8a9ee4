import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartButton, cartBadgeText, cartButtonLabel } from './CartButton';

const open = jest.fn();
jest.mock('@/components/cart/CartPanelContext', () => ({ useCartPanel: () => ({ isOpen: false, open, close: jest.fn() }) }));
let count = 0;
jest.mock('@/components/cart/useCart', () => ({ useCart: () => ({ count }) }));

describe('CartButton', () => {
  it('names the button with the number of items, and shows the badge', async () => {
    count = 3;
    render(<CartButton />);
    expect(await screen.findByRole('button', { name: 'Open cart, 3 items' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
  });

  it('shows 0 for an empty cart', async () => {
    count = 0;
    render(<CartButton />);
    expect(screen.getByRole('button', { name: 'Open cart, 0 items' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
  });

  it('keeps the same focused button when the count arrives', async () => {
    count = 2;
    render(<CartButton />);
    const button = screen.getByRole('button', { name: /^Open cart/ });
    button.focus();
    expect(await screen.findByRole('button', { name: 'Open cart, 2 items' })).toBe(button);
    expect(button).toHaveFocus();
  });

  it('opens the cart panel', async () => {
    count = 1;
    render(<CartButton />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open cart, 1 item' }));
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('cart button text', () => {
  it('uses the singular for one item', () => {
    expect(cartButtonLabel(1)).toBe('Open cart, 1 item');
    expect(cartButtonLabel(2)).toBe('Open cart, 2 items');
  });

  it('caps the badge at 99+ while the name keeps the exact figure', () => {
    expect(cartBadgeText(99)).toBe('99');
    expect(cartBadgeText(100)).toBe('99+');
    expect(cartButtonLabel(100)).toBe('Open cart, 100 items');
  });
});
