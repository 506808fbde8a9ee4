import type { SeedProduct } from './types';
import { accessoryProducts } from './products/accessories';
import { apparelProducts } from './products/apparel';
import { apronProducts } from './products/aprons';
import { boardProducts } from './products/boards';
import { homeProducts } from './products/home';

/** The whole seed catalogue. Each group lives in its own file under ./products/. */
export const seedProducts: SeedProduct[] = [
  ...apronProducts,
  ...boardProducts,
  ...apparelProducts,
  ...accessoryProducts,
  ...homeProducts,
];

const DAY_MS = 86_400_000;

/** When a seed product was added: `addedDaysAgo` before `now`, for the "newest" sort wherever it is stored. */
export function addedAt(product: Pick<SeedProduct, 'addedDaysAgo'>, now: number): Date {
  return new Date(now - product.addedDaysAgo * DAY_MS);
}
