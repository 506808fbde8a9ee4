import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_COOKIE, consentFromCookieHeader } from '@/lib/consent';
import { afterPageHydration } from '@/tests/support/after-hydration';
import { ConsentBanner } from './ConsentBanner';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => jest.requireActual<typeof import('@/tests/support/router-stub')>('@/tests/support/router-stub').stubRouter() }));

function clearCookies() {
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

function stored() {
  return consentFromCookieHeader(document.cookie);
}

beforeEach(() => {
  clearCookies();
  pathname = '/';
});

const banner = () => screen.queryByRole('region', { name: 'Cookies on Highland Home' });

// Mounted as after the page has loaded, like the layout's islands on a client navigation.
beforeAll(afterPageHydration);

describe('ConsentBanner', () => {
  it('asks a new visitor, with three equal answers and a link to the policy', () => {
    render(<ConsentBanner />);
    expect(banner()).toBeInTheDocument();
    for (const name of ['Accept all', 'Reject non-essential', 'Choose']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How we use cookies' })).toHaveAttribute('href', '/cookies');
    expect(stored()).toBeNull();
  });

  it('"Accept all" stores every category as yes and goes away', async () => {
    render(<ConsentBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(stored()).toEqual({ analytics: true, marketing: true, preferences: true });
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=v1%3Aanalytics%3D1%2Cmarketing%3D1%2Cpreferences%3D1`);
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('your cookie choice is saved');
  });

  it('"Reject non-essential" stores every category as no and hands focus to the page', async () => {
    const main = document.createElement('main');
    main.id = 'main';
    main.tabIndex = -1;
    document.body.append(main);
    render(<ConsentBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Reject non-essential' }));
    expect(stored()).toEqual({ analytics: false, marketing: false, preferences: false });
    expect(banner()).not.toBeInTheDocument();
    expect(main).toHaveFocus();
    main.remove();
  });

  it('"Choose" offers a switch per category, essential always on, and saves exactly what was chosen', async () => {
    render(<ConsentBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    const essential = screen.getByRole('switch', { name: /Essential cookies/ });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    const analytics = screen.getByRole('switch', { name: 'Analytics' });
    expect(analytics).toHaveFocus();
    for (const name of ['Analytics', 'Marketing', 'Preferences']) expect(screen.getByRole('switch', { name })).not.toBeChecked();
    await userEvent.click(analytics);
    await userEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(stored()).toEqual({ analytics: true, marketing: false, preferences: false });
    expect(banner()).not.toBeInTheDocument();
  });

  it('never appears for a shopper who has answered', () => {
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent('v1:analytics=0,marketing=0,preferences=0')}; Path=/`;
    const { container } = render(<ConsentBanner />);
    expect(banner()).not.toBeInTheDocument();
    expect(container.querySelector('[data-consent-banner]')).toBeNull();
  });

  it('asks again when the stored answer is not one it wrote', () => {
    document.cookie = `${CONSENT_COOKIE}=yes; Path=/`;
    render(<ConsentBanner />);
    expect(banner()).toBeInTheDocument();
  });

  it('stays out of the way on the Cookies page, which has the full settings', () => {
    pathname = '/cookies';
    render(<ConsentBanner />);
    expect(banner()).not.toBeInTheDocument();
  });

  it('goes away when the shopper answers in another tab and comes back', () => {
    render(<ConsentBanner />);
    expect(banner()).toBeInTheDocument();
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent('v1:analytics=1,marketing=0,preferences=0')}; Path=/`;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(banner()).not.toBeInTheDocument();
  });
});
