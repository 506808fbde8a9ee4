import { commerceBackendChoice, wooCommerceSettings } from './settings.mjs';

const KEY = `ck_${'a1'.repeat(20)}`;
const SECRET = `cs_${'b2'.repeat(20)}`;
const complete = { WOOCOMMERCE_URL: 'https://shop.example.com/', WOOCOMMERCE_CONSUMER_KEY: KEY, WOOCOMMERCE_CONSUMER_SECRET: SECRET, WOOCOMMERCE_WEBHOOK_SECRET: 'a long webhook secret' };
const problem = (env: Record<string, string | undefined>) => {
  const result = wooCommerceSettings(env);
  return result.ok ? null : result.problem;
};

describe('wooCommerceSettings', () => {
  it('takes the four settings, trimmed, with the address cleaned of its trailing slash', () => {
    expect(wooCommerceSettings({ ...complete, WOOCOMMERCE_CONSUMER_KEY: ` ${KEY} ` })).toEqual({
      ok: true,
      settings: { url: 'https://shop.example.com', consumerKey: KEY, consumerSecret: SECRET, webhookSecret: 'a long webhook secret' },
    });
    expect(wooCommerceSettings({ ...complete, WOOCOMMERCE_URL: 'http://127.0.0.1:8081/shop/' })).toMatchObject({ ok: true, settings: { url: 'http://127.0.0.1:8081/shop' } });
  });

  it('names every setting that is missing', () => {
    expect(problem({ ...complete, WOOCOMMERCE_CONSUMER_SECRET: ' ', WOOCOMMERCE_WEBHOOK_SECRET: undefined })).toBe(
      'WOOCOMMERCE_CONSUMER_SECRET, WOOCOMMERCE_WEBHOOK_SECRET are not set. The WooCommerce back end needs all of WOOCOMMERCE_URL, WOOCOMMERCE_CONSUMER_KEY, WOOCOMMERCE_CONSUMER_SECRET, WOOCOMMERCE_WEBHOOK_SECRET.',
    );
    expect(problem({ ...complete, WOOCOMMERCE_URL: '' })).toMatch(/^WOOCOMMERCE_URL is not set\./);
  });

  it('refuses a malformed address, key, secret or webhook secret, naming it', () => {
    for (const url of ['shop.example.com', 'ftp://shop.example.com', 'https://user:pass@shop.example.com', 'https://shop.example.com/?a=1', 'https://shop.example.com/#x']) {
      expect(problem({ ...complete, WOOCOMMERCE_URL: url })).toMatch(/^WOOCOMMERCE_URL must be the store's address/);
    }
    expect(problem({ ...complete, WOOCOMMERCE_CONSUMER_KEY: 'ck_short' })).toMatch(/^WOOCOMMERCE_CONSUMER_KEY must be/);
    expect(problem({ ...complete, WOOCOMMERCE_CONSUMER_KEY: SECRET })).toMatch(/^WOOCOMMERCE_CONSUMER_KEY must be/);
    expect(problem({ ...complete, WOOCOMMERCE_CONSUMER_SECRET: KEY })).toMatch(/^WOOCOMMERCE_CONSUMER_SECRET must be/);
    expect(problem({ ...complete, WOOCOMMERCE_WEBHOOK_SECRET: 'short' })).toMatch(/^WOOCOMMERCE_WEBHOOK_SECRET must be at least 16 characters/);
  });
});

describe('choosing the back end', () => {
  const woo = {
    WOOCOMMERCE_URL: 'https://shop.example.com/',
    WOOCOMMERCE_CONSUMER_KEY: `ck_${'a'.repeat(40)}`,
    WOOCOMMERCE_CONSUMER_SECRET: `cs_${'b'.repeat(40)}`,
    WOOCOMMERCE_WEBHOOK_SECRET: 'a-webhook-secret-of-some-length',
  };

  it('is the built-in one unless told otherwise', () => {
    expect(commerceBackendChoice({})).toEqual({ ok: true, backend: 'local' });
    expect(commerceBackendChoice({ COMMERCE_BACKEND: ' local ', ...woo })).toEqual({ ok: true, backend: 'local' });
  });

  it('is WooCommerce with its settings, and names what is missing or unknown', () => {
    expect(commerceBackendChoice({ COMMERCE_BACKEND: 'woocommerce', ...woo })).toMatchObject({ ok: true, backend: 'woocommerce', settings: { url: 'https://shop.example.com' } });
    expect(commerceBackendChoice({ COMMERCE_BACKEND: 'woocommerce' })).toMatchObject({ ok: false, problem: expect.stringMatching(/^WOOCOMMERCE_URL, WOOCOMMERCE_CONSUMER_KEY, .* are not set/) });
    expect(commerceBackendChoice({ COMMERCE_BACKEND: 'shopify' })).toEqual({ ok: false, problem: 'COMMERCE_BACKEND must be "local" or "woocommerce" (got "shopify").' });
  });
});
