/**
 * The WooCommerce REST client against a real WordPress + WooCommerce (docs/adr/0025), run when the
 * four WOOCOMMERCE_* settings name one (.ci/run starts one when it can). Checks what a start
 * checks: the key reads and writes, and a wrong key, a dead address or a site without WooCommerce
 * is told apart in words that name the setting to fix.
 */
import { storeAccessProblem, storeClient, StoreRefusedError } from '@/lib/commerce/woocommerce/client';
import { wooCommerceSettings, type WooCommerceSettings } from '@/lib/commerce/woocommerce/settings.mjs';

const configured = wooCommerceSettings(process.env);
// Without a store named by the settings, Jest reports these skipped; .ci/run says why.
const describeStore = configured.ok ? describe : describe.skip;

describeStore('a real WooCommerce store', () => {
  const settings = (configured as { settings: WooCommerceSettings }).settings;
  const access = (changed: Partial<WooCommerceSettings>) => {
    const tried = { ...settings, ...changed };
    return storeAccessProblem(storeClient(tried), tried);
  };

  it('accepts the configured key for reading and writing', async () => {
    expect(await access({})).toBeNull();
  });

  it('names a key the store refuses', async () => {
    expect(await access({ consumerKey: `ck_${'0'.repeat(40)}` })).toMatch(/refused WOOCOMMERCE_CONSUMER_KEY: Consumer key is invalid\. The key needs Read\/Write permission/);
    expect(await access({ consumerSecret: `cs_${'0'.repeat(40)}` })).toMatch(/refused WOOCOMMERCE_CONSUMER_KEY/);
  });

  it('names an address where nothing answers, and one where WooCommerce does not', async () => {
    expect(await access({ url: 'http://127.0.0.1:9' })).toMatch(/^The WooCommerce store at WOOCOMMERCE_URL \(http:\/\/127\.0\.0\.1:9\) did not answer/);
    expect(await access({ url: `${settings.url}/not-a-store` })).toMatch(/^No WooCommerce REST API answers at WOOCOMMERCE_URL/);
  });

  it("passes WooCommerce's own refusal on with its code and words", async () => {
    const refusal = await storeClient(settings)
      .get('products/999999999')
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StoreRefusedError);
    expect(refusal).toMatchObject({ status: 404, code: 'woocommerce_rest_product_invalid_id' });
  });
});
