import { render, screen } from '@testing-library/react';
import { AdminShell } from './AdminShell';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

function withPayments(env: Record<string, string | undefined>) {
  for (const key of ['PAYMENTS', 'STRIPE_SECRET_KEY', 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY']) delete process.env[key];
  Object.assign(process.env, env);
}

describe('the back office shell', () => {
  it('frames the page with the shop name, a way back to the shop and the main landmark, and nothing of the storefront', () => {
    withPayments({});
    render(<AdminShell>page</AdminShell>);
    expect(screen.getByRole('link', { name: 'Highland Home Back office' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'View the shop' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toHaveTextContent('page');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('says no real money moves while the built-in test processor takes payments', () => {
    withPayments({});
    render(<AdminShell>page</AdminShell>);
    expect(screen.getByRole('complementary', { name: 'Test mode' })).toHaveTextContent('no real money moves');
  });

  it('says so with Stripe test keys too', () => {
    withPayments({ STRIPE_SECRET_KEY: 'sk_test_abc', NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' });
    render(<AdminShell>page</AdminShell>);
    expect(screen.getByRole('complementary', { name: 'Test mode' })).toBeInTheDocument();
  });

  it('drops the notice once live Stripe keys take real payments', () => {
    withPayments({ STRIPE_SECRET_KEY: 'sk_live_abc', NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' });
    render(<AdminShell>page</AdminShell>);
    expect(screen.queryByRole('complementary', { name: 'Test mode' })).not.toBeInTheDocument();
  });
});
