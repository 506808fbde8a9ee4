/** Direct reads and writes of stock, for tests that need a product down to its last unit. */
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { products, productVariations } from '@/lib/db/schema';
import { optionsFromRecord, variationKey } from '@/lib/domain/variations';

export async function productBySlug(slug: string) {
  const [row] = await getDb().select().from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`No product ${slug} in the test database`);
  return row;
}

export async function variationOf(slug: string, options: Record<string, string>) {
  const product = await productBySlug(slug);
  const [row] = await getDb()
    .select()
    .from(productVariations)
    .where(and(eq(productVariations.productId, product.id), eq(productVariations.attributeKey, variationKey(optionsFromRecord(options)))));
  if (!row) throw new Error(`${slug} has no variation ${JSON.stringify(options)}`);
  return row;
}

export async function setSimpleStock(slug: string, stock: number): Promise<void> {
  await getDb().update(products).set({ stockQuantity: stock }).where(eq(products.slug, slug));
}

export async function simpleStock(slug: string): Promise<number> {
  return (await productBySlug(slug)).stockQuantity ?? 0;
}

export async function setVariationStock(variationId: number, stock: number): Promise<void> {
  await getDb().update(productVariations).set({ stockQuantity: stock }).where(eq(productVariations.id, variationId));
}

export async function variationStock(variationId: number): Promise<number> {
  const [row] = await getDb().select({ stock: productVariations.stockQuantity }).from(productVariations).where(eq(productVariations.id, variationId));
  return row?.stock ?? 0;
}
