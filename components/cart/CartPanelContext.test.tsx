import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartPanelProvider, OPEN_CART_PANEL_EVENT, openCartPanel, useCartPanel } from './CartPanelContext';

function PanelState() {
  const { isOpen, open, close } = useCartPanel();
  return (
    <>
      <output>{isOpen ? 'panel open' : 'panel closed'}</output>
      <button onClick={open}>Open it</button>
      <button onClick={close}>Close it</button>
    </>
  );
}

describe('cart panel state', () => {
  it('opens and closes through the hook', async () => {
    render(
      <CartPanelProvider>
        <PanelState />
      </CartPanelProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('panel closed');
    await userEvent.click(screen.getByRole('button', { name: 'Open it' }));
    expect(screen.getByRole('status')).toHaveTextContent('panel open');
    await userEvent.click(screen.getByRole('button', { name: 'Close it' }));
    expect(screen.getByRole('status')).toHaveTextContent('panel closed');
  });

  it('opens from openCartPanel(), called outside React', () => {
    render(
      <CartPanelProvider>
        <PanelState />
      </CartPanelProvider>,
    );
    act(() => openCartPanel());
    expect(screen.getByRole('status')).toHaveTextContent('panel open');
  });

  it('stops listening once the provider has gone', () => {
    const removed = jest.spyOn(window, 'removeEventListener');
    const { unmount } = render(
      <CartPanelProvider>
        <PanelState />
      </CartPanelProvider>,
    );
    unmount();
    expect(removed).toHaveBeenCalledWith(OPEN_CART_PANEL_EVENT, expect.any(Function));
    removed.mockRestore();
  });

  it('says what is missing when used without the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<PanelState />)).toThrow(/CartPanelProvider/);
    jest.mocked(console.error).mockRestore();
  });
});
