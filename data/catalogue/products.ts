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
