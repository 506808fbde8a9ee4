import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WIDE_SCREEN_QUERY } from './breakpoints';
import { MobileMenu } from './MobileMenu';

jest.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => jest.requireActual<typeof import('@/tests/support/router-stub')>('@/tests/support/router-stub').stubRouter() }));

// A controllable stand-in for the browser's media query, to resize the window in a test.
let wide = false;
const mediaListeners = new Set<() => void>();
function resizeTo({ isWide }: { isWide: boolean }) {
  wide = isWide;
  act(() => mediaListeners.forEach((listener) => listener()));
}

beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === WIDE_SCREEN_QUERY && wide;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => mediaListeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
});

beforeEach(() => {
  wide = false;
  mediaListeners.clear();
});

const menuButton = () => screen.getByRole('button', { name: 'Open menu' });
const menu = () => screen.queryByRole('dialog', { name: 'Menu' });

async function openMenu() {
  render(<MobileMenu />);
  await userEvent.click(menuButton());
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('MobileMenu', () => {
  it('starts closed, controlling nothing until the menu exists', () => {
    render(<MobileMenu />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).not.toHaveAttribute('aria-controls');
    expect(menu()).not.toBeInTheDocument();
  });

  it('opens a dialog with the six links and the search box', async () => {
    const dialog = await openMenu();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Products', 'Articles', 'Adventures', 'About', 'Contact']);
    expect(within(dialog).getByRole('search')).toBeInTheDocument();
    expect(dialog).toContainElement(document.getElementById(menuButton().getAttribute('aria-controls')!));
  });

  it('closes when a link is followed', async () => {
    const dialog = await openMenu();
    const products = within(dialog).getByRole('link', { name: 'Products' });
    products.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(products);
    expect(menu()).not.toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes from its close button', async () => {
    const dialog = await openMenu();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(menu()).not.toBeInTheDocument();
  });

  it('closes when the browser closes the dialog (Escape)', async () => {
    const dialog = await openMenu();
    act(() => (dialog as HTMLDialogElement).close());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes if the window widens past 768px, where the menu is hidden', async () => {
    await openMenu();
    resizeTo({ isWide: true });
    expect(menu()).not.toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open while the window stays narrow', async () => {
    await openMenu();
    resizeTo({ isWide: false });
    expect(menu()).toBeInTheDocument();
  });
});
