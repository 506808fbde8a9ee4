/**
 * A product's units in stock as one SQL expression: a simple product's own count, a variable
 * product's variations added up. The dashboard counts the products running low with it and the
 * product list filters them with it, so both agree on what "low" means (docs/adr/0028).
 */
import { sql } from 'drizzle-orm';
import { products, productVariations } from '@/lib/db/schema';
import { LOW_STOCK_UNITS } from '@/lib/domain/dashboard';

export const productUnits = sql<number>`coalesce(${products.stockQuantity}, (SELECT coalesce(sum(${productVariations.stockQuantity}), 0) FROM ${productVariations} WHERE ${productVariations.productId} = ${products.id}))::int`;

export const runningLow = sql`${productUnits} <= ${LOW_STOCK_UNITS}`;
