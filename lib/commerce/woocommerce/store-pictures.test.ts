import { storePictureConfig } from './store-pictures.mjs';

const woo = (url: string) => ({
  COMMERCE_BACKEND: 'woocommerce',
  WOOCOMMERCE_URL: url,
  WOOCOMMERCE_CONSUMER_KEY: `ck_${'a'.repeat(40)}`,
  WOOCOMMERCE_CONSUMER_SECRET: `cs_${'b'.repeat(40)}`,
  WOOCOMMERCE_WEBHOOK_SECRET: 'a-webhook-secret-of-some-length',
});

describe("the image optimizer's permission for a store's pictures", () => {
  it('admits nothing remote on the built-in back end', () => {
    expect(storePictureConfig({})).toEqual({ remotePatterns: [], dangerouslyAllowLocalIP: false });
  });

  it("admits only the store's uploads, and local addresses only for a store at one", () => {
    expect(storePictureConfig(woo('https://shop.example.com/'))).toEqual({ remotePatterns: [new URL('https://shop.example.com/wp-content/uploads/**')], dangerouslyAllowLocalIP: false });
    expect(storePictureConfig(woo('http://127.0.0.1:8091'))).toEqual({ remotePatterns: [new URL('http://127.0.0.1:8091/wp-content/uploads/**')], dangerouslyAllowLocalIP: true });
  });
});
