import { createHmac } from 'node:crypto';
import { changeOfDelivery, checkDelivery, shapeOfDelivery } from './webhooks';

const SECRET = 'a-webhook-secret-of-some-length';
const sign = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('base64');

const product = (changes: Record<string, unknown> = {}) => ({
  id: 114,
  slug: 'scarf',
  name: 'MacLeod Scarf',
  type: 'simple',
  status: 'publish',
  catalog_visibility: 'visible',
  featured: false,
  description: '',
  price: '34.99',
  regular_price: '34.99',
  sale_price: '',
  purchasable: true,
  manage_stock: true,
  stock_quantity: 3,
  stock_status: 'instock',
  categories: [{ id: 1, slug: 'accessories', name: 'Accessories' }],
  tags: [{ name: 'tartan' }],
  images: [],
  attributes: [],
  average_rating: '0',
  rating_count: 0,
  date_created_gmt: '2026-01-01T00:00:00',
  date_modified_gmt: '2026-01-01T00:00:00',
  ...changes,
});

describe("WooCommerce's webhook deliveries", () => {
  it('takes a delivery signed with the secret, and refuses any other; an unsigned ping is only a ping', () => {
    const body = JSON.stringify(product());
    expect(checkDelivery(body, sign(body), SECRET)).toMatchObject({ kind: 'signed', digest: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(checkDelivery(body, sign(body, 'another-secret-entirely'), SECRET)).toEqual({ kind: 'forged' });
    expect(checkDelivery(`${body} `, sign(body), SECRET)).toEqual({ kind: 'forged' });
    expect(checkDelivery(body, 'not base64 at all', SECRET)).toEqual({ kind: 'forged' });
    expect(checkDelivery(body, null, SECRET)).toEqual({ kind: 'forged' });
    expect(checkDelivery('webhook_id=12', null, SECRET)).toEqual({ kind: 'ping' });
  });

  it("tells a price or stock change (the product's pages) from a change of shape (every listing)", () => {
    const shown = shapeOfDelivery('product.updated', product())!;
    expect(changeOfDelivery('product.updated', product({ price: '29.99', stock_quantity: 1 }), shown)).toEqual({ productIds: [114], shape: false });
    for (const changed of [{ catalog_visibility: 'hidden' }, { status: 'draft' }, { name: 'MacLeod Lambswool Scarf' }, { tags: [] }, { featured: true }, { categories: [{ id: 2, slug: 'gifts', name: 'Gifts' }] }]) {
      expect(changeOfDelivery('product.updated', product(changed), shown)).toEqual({ productIds: [114], shape: true });
    }
    // Shown again after being hidden: a change of shape, whatever the snapshot holds by then.
    expect(changeOfDelivery('product.updated', product(), 'not shown')).toEqual({ productIds: [114], shape: true });
  });

  it('counts a product it has no shape for (a new one), one deleted or restored, and a partial record as a change of shape', () => {
    expect(changeOfDelivery('product.updated', product(), undefined).shape).toBe(true);
    expect(changeOfDelivery('product.created', product(), undefined).shape).toBe(true);
    expect(changeOfDelivery('product.deleted', { id: 114 }, shapeOfDelivery('product.updated', product())!).shape).toBe(true);
    expect(changeOfDelivery('product.restored', product(), shapeOfDelivery('product.updated', product({ status: 'trash' }))!).shape).toBe(true);
    expect(changeOfDelivery('product.updated', { id: 114, price: '1.00' }, 'not shown').shape).toBe(true);
  });

  it("refreshes an order's products, and nothing for what names nothing", () => {
    expect(changeOfDelivery('order.updated', { id: 9, line_items: [{ product_id: 5 }, { product_id: 5 }, { product_id: 'x' }, { product_id: 7 }] }, undefined)).toEqual({ productIds: [5, 7], shape: false });
    expect(changeOfDelivery('product.updated', { id: -1 }, undefined)).toEqual({ productIds: [], shape: false });
    expect(changeOfDelivery('coupon.updated', { id: 3 }, undefined)).toEqual({ productIds: [], shape: false });
    expect(changeOfDelivery('order.updated', null, undefined)).toEqual({ productIds: [], shape: false });
  });
});
