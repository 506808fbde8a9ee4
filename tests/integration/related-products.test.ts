import { inArray } from 'drizzle-orm';
import type { SeedProduct } from '@/data/catalogue/types';
import { commerce } from '@/lib/commerce';
import { localCatalogue } from '@/lib/commerce/local/catalogue';
import { prepareDatabase } from '@/lib/db/prepare';
import { products } from '@/lib/db/schema';
import { insertCategories, insertProducts } from '@/lib/db/seed';
import { relatingWords } from '@/lib/domain/related';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';

async function product(slug: string) {
  const found = await commerce().getProduct(slug);
  if (!found) throw new Error(`seed product ${slug} is missing`);
  return found;
}

describe('related products from the local catalogue', () => {
  it('returns up to four products, each sharing the category or a name word, never the product itself', async () => {
    const board = await product('thistle-engraved-oak-chopping-board');
    const related = await commerce().listRelatedProducts(board, 4);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(4);
    const words = new Set(relatingWords(board.name));
    for (const other of related) {
      expect(other.id).not.toBe(board.id);
      const sharesWord = relatingWords(other.name).some((word) => words.has(word));
      expect(other.category.slug === board.category.slug || sharesWord).toBe(true);
    }
  });

  it('ranks a shared name word above a shared category alone', async () => {
    const apron = await product('royal-stewart-tartan-apron');
    const related = await commerce().listRelatedProducts(apron, 4);
    const [closest] = related;
    expect(closest).toBeDefined();
    expect(relatingWords(closest!.name).some((word) => ['royal', 'stewart', 'tartan', 'apron'].includes(word))).toBe(true);
  });

  it('honours a smaller maximum', async () => {
    const apron = await product('royal-stewart-tartan-apron');
    expect(await commerce().listRelatedProducts(apron, 2)).toHaveLength(2);
  });
});

describe('the catalogue rating summary', () => {
  let scratch: ScratchDatabase;

  /** Products whose ratings are set below; the seed has no reviews, so it cannot show the weighting. */
  const board = (slug: string): SeedProduct => ({
    slug, name: `Board ${slug}`, categorySlug: 'boards', descriptionHtml: '<p>A board.</p>', tags: [], addedDaysAgo: 1,
    artwork: { shape: 'apron', motif: 'tartan', palette: 'black-watch' }, type: 'simple', pricePence: 1500, stock: 3,
  });

  async function rate(slugs: string[], rating: number | null, ratingCount: number) {
    await scratch.db.update(products).set({ rating, ratingCount }).where(inArray(products.slug, slugs));
  }

  beforeAll(async () => {
    scratch = await createScratchDatabase('ratings');
    await prepareDatabase(scratch.url, { seed: false });
    const categoryIds = await insertCategories(scratch.db, [{ slug: 'boards', name: 'Boards', description: '' }]);
    await insertProducts(scratch.db, ['one-review', 'three-reviews', 'no-reviews', 'unrated'].map(board), categoryIds, Date.UTC(2026, 10, 1));
  });

  afterAll(async () => {
    await scratch.drop();
  });

  it('is empty while no product has a review', async () => {
    expect(await localCatalogue(() => scratch.db).ratingSummary()).toBeNull();
  });

  it('weights each product by its review count and counts only real reviews', async () => {
    await rate(['one-review'], 5, 1);
    await rate(['three-reviews'], 3, 3);
    // A rating with no reviews behind it (an imported figure) must not move the average.
    await rate(['no-reviews'], 1, 0);
    // (5 × 1 + 3 × 3) / 4 = 3.5; a plain mean of the two ratings would be 4, and counting the third 3.
    expect(await localCatalogue(() => scratch.db).ratingSummary()).toEqual({ average: 3.5, reviewCount: 4 });
  });
});
