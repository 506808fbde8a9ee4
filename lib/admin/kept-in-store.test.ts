import { ShopError } from '@/lib/errors';
import { refuseWhenKeptInStore } from './kept-in-store';

const WOO = {
  COMMERCE_BACKEND: 'woocommerce',
  WOOCOMMERCE_URL: 'https://store.example.com',
  WOOCOMMERCE_CONSUMER_KEY: `ck_${'a'.repeat(40)}`,
  WOOCOMMERCE_CONSUMER_SECRET: `cs_${'b'.repeat(40)}`,
  WOOCOMMERCE_WEBHOOK_SECRET: 'a-webhook-secret-of-some-length',
};

describe("the back office's order and product calls on a WooCommerce store", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('go ahead on the built-in back end', () => {
    delete process.env.COMMERCE_BACKEND;
    expect(() => refuseWhenKeptInStore('orders')).not.toThrow();
  });

  it("are refused with 409, naming WooCommerce's admin page for them", () => {
    Object.assign(process.env, WOO);
    const refusal = (() => {
      try {
        refuseWhenKeptInStore('orders');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ShopError);
    expect(refusal).toMatchObject({ status: 409, code: 'kept_in_woocommerce', message: expect.stringContaining('Orders: https://store.example.com/wp-admin/admin.php?page=wc-orders') });
  });
});
