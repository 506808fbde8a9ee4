import { act, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { toast as shopToast } from './toast';
import { Toaster } from './Toaster';

// jsdom has no idle callbacks: an idle moment comes at once here.
beforeAll(() => {
  window.requestIdleCallback = (callback: IdleRequestCallback) => window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0);
  window.cancelIdleCallback = (handle: number) => window.clearTimeout(handle);
});

afterEach(() => act(() => toast.dismiss()));

describe('Toaster', () => {
  it('loads sonner after the page, then announces its region with the F8 hotkey', async () => {
    render(<Toaster />);
    expect(screen.queryByRole('region', { name: /Notifications F8/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: /Notifications F8/ })).toBeInTheDocument();
  });

  it("shows the shop's toasts once sonner is there, even one raised before it loaded", async () => {
    render(<Toaster />);
    shopToast.success('Added to cart', { description: 'Item has been added to your Highland cart' });
    expect(await screen.findByText('Item has been added to your Highland cart')).toBeInTheDocument();
  });

  it('shows one toast at a time: the newest', async () => {
    render(<Toaster />);
    await screen.findByRole('region', { name: /Notifications F8/ });
    act(() => {
      toast.success('Added to cart');
      toast.error('Error', { description: 'Failed to add item to cart' });
    });
    // Sonner adds toasts a tick later, and keeps hidden ones in the list for their exit animation.
    await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(2));
    const shown = Array.from(document.querySelectorAll('[data-sonner-toast]')).filter((node) => node.getAttribute('data-visible') === 'true');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveTextContent('Failed to add item to cart');
  });

  it('gives every toast a close button', async () => {
    render(<Toaster />);
    await screen.findByRole('region', { name: /Notifications F8/ });
    act(() => {
      toast('Message Sent!');
    });
    const close = await screen.findByRole('button', { name: 'Close toast' });
    expect(close).toBeInTheDocument();
  });

  it('sits bottom-right, 420px wide', async () => {
    render(<Toaster />);
    await screen.findByRole('region', { name: /Notifications F8/ });
    act(() => {
      toast('Welcome to the Clan!');
    });
    await screen.findByText('Welcome to the Clan!');
    const list = document.querySelector<HTMLElement>('[data-sonner-toaster]')!;
    expect(list).toHaveAttribute('data-y-position', 'bottom');
    expect(list).toHaveAttribute('data-x-position', 'right');
    expect(list.style.getPropertyValue('--width')).toBe('420px');
  });
});
