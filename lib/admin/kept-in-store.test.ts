import type { CommercePort } from '@/lib/commerce';
import { wooCommerceOwner } from '@/lib/commerce/woocommerce/store-admin';
import { ShopError } from '@/lib/errors';
import { refuseWhenKeptInStore } from './kept-in-store';

// The port as each back end answers for the owner's side; the rest of it is not asked.
const LOCAL: Pick<CommercePort, 'ownerCapabilities' | 'ownerOrders'> = {
  ownerCapabilities: () => ({ orders: true, catalogue: true, pictures: true, discounts: true, storeAdmin: null }),
  ownerOrders: null,
};
let mockPort = LOCAL;
jest.mock('@/lib/commerce', () => ({ commerce: () => mockPort }));

describe("the back office's order and product calls, as the commerce port says its back end offers them", () => {
  afterEach(() => {
    mockPort = LOCAL;
  });

  it('go ahead on the built-in back end', () => {
    expect(() => refuseWhenKeptInStore('orders')).not.toThrow();
    expect(() => refuseWhenKeptInStore('products')).not.toThrow();
  });

  it("are refused with 409 on a WooCommerce store, naming WooCommerce's admin page for them", () => {
    mockPort = wooCommerceOwner('https://store.example.com');
    const refusal = (() => {
      try {
        refuseWhenKeptInStore('orders');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ShopError);
    expect(refusal).toMatchObject({ status: 409, code: 'kept_in_woocommerce', message: expect.stringContaining('Orders: https://store.example.com/wp-admin/admin.php?page=wc-orders') });
    expect(() => refuseWhenKeptInStore('products')).toThrow('Products: https://store.example.com/wp-admin/edit.php?post_type=product');
  });
});
