/**
 * The shapes noted of WooCommerce products (lib/commerce/woocommerce/product-shapes.ts): a read
 * that finds a product's shape changed says so, so the listings follow what the store shows even
 * when WooCommerce sent one delivery for a hide and a show.
 */
import { eq } from 'drizzle-orm';
import { recordedShape, recordSeenShapes } from '@/lib/commerce/woocommerce/product-shapes';
import { getDb } from '@/lib/db/client';
import { storeProductShapes } from '@/lib/db/schema';

const ids = [910_001, 910_002];

afterAll(async () => {
  for (const productId of ids) await getDb().delete(storeProductShapes).where(eq(storeProductShapes.productId, productId));
});

describe('noting the shapes a read found', () => {
  it('notes a first shape as no change, the same again as none, and a different one as a change', async () => {
    const [scarf, mug] = ids as [number, number];
    expect(await recordSeenShapes(getDb(), [{ productId: scarf, shape: 'shown' }, { productId: mug, shape: 'shown' }])).toEqual([]);
    expect(await recordSeenShapes(getDb(), [{ productId: scarf, shape: 'shown' }, { productId: mug, shape: 'shown' }])).toEqual([]);
    expect(await recordSeenShapes(getDb(), [{ productId: scarf, shape: 'not shown' }, { productId: mug, shape: 'shown' }])).toEqual([scarf]);
    expect(await recordedShape(getDb(), scarf)).toBe('not shown');
    expect(await recordedShape(getDb(), mug)).toBe('shown');
  });
});
