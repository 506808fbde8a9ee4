import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_COOKIE, consentFromCookieHeader } from '@/lib/consent';
import { afterPageHydration } from '@/tests/support/after-hydration';
import { ConsentBanner } from './ConsentBanner';
import { CookieSettings } from './CookieSettings';
import { saveConsent } from './consent-save';

jest.mock('next/navigation', () => ({ usePathname: () => '/somewhere', useRouter: () => jest.requireActual<typeof import('@/tests/support/router-stub')>('@/tests/support/router-stub').stubRouter() }));

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
});

// Mounted as after the page has loaded, like the layout's islands on a client navigation.
beforeAll(afterPageHydration);

describe('CookieSettings', () => {
  it('says there is no answer yet, with everything non-essential off', () => {
    render(<CookieSettings />);
    expect(screen.getByTestId('consent-summary')).toHaveTextContent('You have not told us yet, so we use essential cookies only.');
    for (const name of ['Analytics', 'Marketing', 'Preferences']) expect(screen.getByRole('switch', { name })).not.toBeChecked();
  });

  it('shows the stored answer and changes it', async () => {
    saveConsent({ analytics: true, marketing: false, preferences: false });
    render(<CookieSettings />);
    expect(screen.getByTestId('consent-summary')).toHaveTextContent(
      'You have allowed analytics cookies, and said no to marketing and preference cookies.',
    );
    const analytics = screen.getByRole('switch', { name: 'Analytics' });
    expect(analytics).toBeChecked();
    await userEvent.click(analytics);
    await userEvent.click(screen.getByRole('switch', { name: 'Preferences' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(consentFromCookieHeader(document.cookie)).toEqual({ analytics: false, marketing: false, preferences: true });
    expect(screen.getByTestId('consent-summary')).toHaveTextContent('You have allowed preference cookies');
    expect(screen.getByText('Your cookie settings are saved.')).toBeInTheDocument();
  });

  it('shares one answer with the banner: answering in the banner updates the settings at once', async () => {
    render(
      <>
        <ConsentBanner />
        <CookieSettings />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(screen.getByTestId('consent-summary')).toHaveTextContent('You have allowed all cookies');
    for (const name of ['Analytics', 'Marketing', 'Preferences']) expect(screen.getByRole('switch', { name })).toBeChecked();
  });

  it('hides the banner when the answer is given in the settings', async () => {
    render(
      <>
        <ConsentBanner />
        <CookieSettings />
      </>,
    );
    expect(screen.getByRole('region', { name: /Cookies on/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(screen.queryByRole('region', { name: /Cookies on/ })).not.toBeInTheDocument();
    expect(consentFromCookieHeader(document.cookie)).toEqual({ analytics: false, marketing: false, preferences: false });
  });
});
