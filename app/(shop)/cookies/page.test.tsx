import { render, screen, within } from '@testing-library/react';
import { afterPageHydration } from '@/tests/support/after-hydration';
import CookiesPage from './page';

jest.mock('next/navigation', () => ({ usePathname: () => '/cookies', useRouter: () => jest.requireActual<typeof import('@/tests/support/router-stub')>('@/tests/support/router-stub').stubRouter() }));

// Mounted as after the page has loaded: the settings read the cookie only then.
beforeAll(afterPageHydration);

describe('the Cookies page', () => {
  it('names the shop’s real cookies and covers every kind', () => {
    const { container } = render(<CookiesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeInTheDocument();
    expect(container).toHaveTextContent('Last updated: 2 August 2025');
    const table = screen.getByRole('table', { name: /cookies and reports our shop sets/ });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'hh_cart',
      'hh_code',
      'hh_consent',
      'hh_campaign',
      'Core Web Vitals report (no cookie)',
    ]);
    for (const heading of ['Essential cookies', 'Analytics', 'Marketing cookies', 'Preference cookies', 'Third-party cookies', 'Browser settings and opt-out links', 'If you turn cookies off', 'Your consent']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Your Online Choices' })).toHaveAttribute('href', 'https://www.youronlinechoices.com/uk/');
  });

  it('has the cookie settings, with a switch per category', () => {
    render(<CookiesPage />);
    const settings = screen.getByRole('region', { name: 'Cookie settings' });
    for (const name of ['Analytics', 'Marketing', 'Preferences']) expect(within(settings).getByRole('switch', { name })).toBeInTheDocument();
    expect(within(settings).getByRole('button', { name: 'Save my choices' })).toBeInTheDocument();
  });
});
