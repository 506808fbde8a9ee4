import { isPublicSiteUrl, paymentSettings } from './payment-settings';

const KEYS = { STRIPE_SECRET_KEY: 'sk_test_x', NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_x' };
const PUBLIC = { NODE_ENV: 'production', SITE_URL: 'https://highland-home.example' };

describe('payment settings', () => {
  it('uses the built-in test processor for a plain local start', () => {
    expect(paymentSettings({})).toEqual({ ok: true, mode: 'test' });
    expect(paymentSettings({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' })).toEqual({ ok: true, mode: 'test' });
    expect(paymentSettings({ NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:8080' })).toEqual({ ok: true, mode: 'test' });
  });

  it('uses Stripe with both keys, and test payments when PAYMENTS=test says so', () => {
    expect(paymentSettings(KEYS)).toEqual({ ok: true, mode: 'stripe' });
    expect(paymentSettings({ ...KEYS, ...PUBLIC, PAYMENTS: 'stripe' })).toEqual({ ok: true, mode: 'stripe' });
    expect(paymentSettings({ ...KEYS, PAYMENTS: 'test' })).toEqual({ ok: true, mode: 'test' });
    expect(paymentSettings({ ...PUBLIC, PAYMENTS: 'TEST' })).toEqual({ ok: true, mode: 'test' });
  });

  it('always refuses exactly one of the two keys, naming both', () => {
    for (const env of [{ STRIPE_SECRET_KEY: 'sk' }, { NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk' }, { STRIPE_SECRET_KEY: 'sk', NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: '  ' }, { STRIPE_SECRET_KEY: 'sk', PAYMENTS: 'test' }]) {
      const settings = paymentSettings(env);
      expect(settings.ok).toBe(false);
      if (!settings.ok) expect(settings.problem).toMatch(/STRIPE_SECRET_KEY.*NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY|NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY.*STRIPE_SECRET_KEY/);
    }
  });

  it('refuses PAYMENTS=stripe without keys, a public production site without keys, and an unknown PAYMENTS', () => {
    expect(paymentSettings({ PAYMENTS: 'stripe' })).toEqual({ ok: false, problem: expect.stringMatching(/^PAYMENTS=stripe, but/) });
    expect(paymentSettings(PUBLIC)).toEqual({ ok: false, problem: expect.stringMatching(/^SITE_URL is https:\/\/highland-home.example, a public address/) });
    expect(paymentSettings({ PAYMENTS: 'live' })).toEqual({ ok: false, problem: 'PAYMENTS must be "test" or "stripe", not "live".' });
  });
});

describe('isPublicSiteUrl', () => {
  it('counts only this machine as private, and an unreadable address as public', () => {
    for (const url of [undefined, '', 'http://localhost:3000', 'http://shop.localhost', 'http://127.0.0.1', 'http://[::1]:3000']) expect(isPublicSiteUrl(url)).toBe(false);
    for (const url of ['https://highland-home.example', 'http://10.0.0.5', 'not a url']) expect(isPublicSiteUrl(url)).toBe(true);
  });
});
