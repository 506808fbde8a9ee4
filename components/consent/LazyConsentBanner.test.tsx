import { render, screen } from '@testing-library/react';
import { LazyConsentBanner } from './LazyConsentBanner';

jest.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => jest.requireActual<typeof import('@/tests/support/router-stub')>('@/tests/support/router-stub').stubRouter() }));

const banner = () => screen.queryByRole('region', { name: 'Cookies on Highland Home' });

afterEach(() => {
  document.cookie = 'hh_consent=; Path=/; Max-Age=0';
});

describe('LazyConsentBanner', () => {
  it('fetches and shows the banner for a visitor who has not answered', async () => {
    render(<LazyConsentBanner />);
    expect(await screen.findByRole('region', { name: 'Cookies on Highland Home' })).toBeInTheDocument();
  });

  it('fetches nothing for a visitor who has answered', async () => {
    document.cookie = 'hh_consent=v1%3Aanalytics%3D0%2Cmarketing%3D0%2Cpreferences%3D0; Path=/';
    const { container } = render(<LazyConsentBanner />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(banner()).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
