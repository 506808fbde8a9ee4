import { eq, sql } from 'drizzle-orm';
import type { SeedProduct } from '@/data/catalogue/types';
import { seedProducts } from '@/data/catalogue/products';
import { commerce } from '@/lib/commerce';
import { localCatalogue } from '@/lib/commerce/local/catalogue';
import type { CatalogueBackend, Product } from '@/lib/commerce/types';
import { prepareDatabase } from '@/lib/db/prepare';
import { productRegions, products } from '@/lib/db/schema';
import { insertCategories, insertProducts } from '@/lib/db/seed';
import { REGION_IDS, regionsOf, type RegionId } from '@/lib/domain/collections';
import { htmlToText } from '@/lib/domain/text';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';

const regionsOfSeed = (product: SeedProduct) =>
  regionsOf({ name: product.name, descriptionText: htmlToText(product.descriptionHtml), tags: product.tags });

function expectedCounts(catalogue: readonly SeedProduct[]): Record<RegionId, number> {
  const counts = Object.fromEntries(REGION_IDS.map((region) => [region, 0])) as Record<RegionId, number>;
  for (const product of catalogue) for (const region of regionsOfSeed(product)) counts[region] += 1;
  return counts;
}

/** Every page of a region, one after another. */
async function wholeRegion(catalogue: CatalogueBackend, region: RegionId, perPage: number): Promise<Product[]> {
  const shown: Product[] = [];
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const result = await catalogue.listRegionProducts(region, page, perPage);
    shown.push(...result.products);
    pages = result.totalPages;
  }
  return shown;
}

describe('collections in the seeded shop', () => {
  it('counts each region as the keyword rules place the seed catalogue', async () => {
    const counts = await commerce().countRegionProducts();
    expect(counts).toEqual(expectedCounts(seedProducts));
    for (const region of REGION_IDS) expect(counts[region]).toBeGreaterThan(0);
  });

  it('lists each region in the catalogue’s featured order, the same products the rules pick', async () => {
    const { products: featured } = await commerce().listProducts({ sort: 'featured', page: 1, perPage: 100 });
    expect(featured).toHaveLength(seedProducts.length);
    for (const region of REGION_IDS) {
      const expected = featured.filter((product) => regionsOf(product).includes(region)).map((product) => product.slug);
      expect((await wholeRegion(commerce(), region, 5)).map((product) => product.slug)).toEqual(expected);
    }
  });

  it('reads whole products, as the catalogue does', async () => {
    const { products: [first] } = await commerce().listRegionProducts('islands', 1, 1);
    expect(first).toEqual(await commerce().getProduct(first!.slug));
  });
});

const DAY_MS = 86_400_000;

function print(slug: string, name: string, addedDaysAgo: number, extra: Partial<SeedProduct> = {}): SeedProduct {
  return {
    slug, name, categorySlug: 'wall-art', descriptionHtml: `<p>${name}.</p>`, tags: [], addedDaysAgo,
    artwork: { shape: 'apron', motif: 'tartan', palette: 'black-watch' }, type: 'simple', pricePence: 2500, stock: 5,
    ...extra,
  } as SeedProduct;
}

/** Islands: nine products, one featured, two added the same day; one of them is Historic as well. */
const MADE: SeedProduct[] = [
  print('orkney-1', 'Orkney Print One', 3),
  print('orkney-2', 'Orkney Print Two', 5),
  print('glencoe', 'Glencoe Print', 2),
  print('callanish', 'Callanish Standing Stones Print', 1),
  print('orkney-3', 'Orkney Print Three', 5),
  print('skye', 'Skye Print', 40, { featured: true }),
  print('orkney-4', 'Orkney Print Four', 9),
  print('mug', 'Plain Mug', 0),
  print('orkney-5', 'Orkney Print Five', 7),
  print('shetland', 'Shetland Print', 4, { tags: ['shetland'] }),
  print('iona', 'A Print', 6, { descriptionHtml: '<p>The abbey on Iona.</p>' }),
];

describe('collections read in SQL from a catalogue made for them', () => {
  let scratch: ScratchDatabase;
  let catalogue: CatalogueBackend;

  beforeAll(async () => {
    scratch = await createScratchDatabase('regions');
    await prepareDatabase(scratch.url, { seed: false });
    const categoryIds = await insertCategories(scratch.db, [{ slug: 'wall-art', name: 'Wall Art', description: '' }]);
    await insertProducts(scratch.db, MADE, categoryIds, Date.UTC(2026, 10, 1));
    catalogue = localCatalogue(() => scratch.db);
  });

  afterAll(async () => {
    await scratch.drop();
  });

  it('stores each product’s regions as it is written, none for a product no region claims', async () => {
    const rows = await scratch.db
      .select({ slug: products.slug, region: productRegions.region })
      .from(productRegions)
      .innerJoin(products, eq(products.id, productRegions.productId))
      .orderBy(products.slug, productRegions.region);
    expect(rows.filter((row) => row.slug === 'callanish').map((row) => row.region)).toEqual(['historic', 'islands']);
    expect(rows.filter((row) => row.slug === 'iona').map((row) => row.region)).toEqual(['historic', 'islands']);
    expect(rows.filter((row) => row.slug === 'glencoe').map((row) => row.region)).toEqual(['highlands']);
    expect(rows.some((row) => row.slug === 'mug')).toBe(false);
  });

  it('counts every region, an empty one as 0', async () => {
    expect(await catalogue.countRegionProducts()).toEqual({ highlands: 1, islands: 9, lowlands: 0, historic: 2 });
  });

  it('orders featured first, then newest, then the older id first on the same day', async () => {
    const all = await catalogue.listRegionProducts('islands', 1, 20);
    expect(all.products.map((product) => product.slug)).toEqual([
      'skye', 'callanish', 'orkney-1', 'shetland', 'orkney-2', 'orkney-3', 'iona', 'orkney-5', 'orkney-4',
    ]);
    expect(all.products[1]!.createdAt).toEqual(new Date(Date.UTC(2026, 10, 1) - DAY_MS));
  });

  it('pages with totals: pages do not overlap, and past the last page is empty', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => catalogue.listRegionProducts('islands', page, 4)));
    expect(pages.map((page) => page.products.map((product) => product.slug))).toEqual([
      ['skye', 'callanish', 'orkney-1', 'shetland'],
      ['orkney-2', 'orkney-3', 'iona', 'orkney-5'],
      ['orkney-4'],
      [],
    ]);
    for (const [index, page] of pages.entries()) {
      expect(page).toMatchObject({ total: 9, page: index + 1, perPage: 4, totalPages: 3 });
    }
  });

  it('shows a product of two regions in both', async () => {
    const historic = await catalogue.listRegionProducts('historic', 1, 12);
    expect(historic.products.map((product) => product.slug)).toEqual(['callanish', 'iona']);
    expect(historic.total).toBe(2);
    expect((await catalogue.listRegionProducts('islands', 1, 2)).products[1]!.slug).toBe('callanish');
  });

  it('has an empty first page for a region with no products', async () => {
    expect(await catalogue.listRegionProducts('lowlands', 1, 12)).toEqual({ products: [], total: 0, page: 1, perPage: 12, totalPages: 1 });
  });

  it('forgets a deleted product’s regions with it', async () => {
    await scratch.db.delete(products).where(eq(products.slug, 'iona'));
    expect(await catalogue.countRegionProducts()).toEqual({ highlands: 1, islands: 8, lowlands: 0, historic: 1 });
    expect((await catalogue.listRegionProducts('historic', 1, 12)).products.map((product) => product.slug)).toEqual(['callanish']);
  });

  it('refuses a region that is not one of the four', async () => {
    const [product] = await scratch.db.select({ id: products.id }).from(products).limit(1);
    const insert = scratch.db.execute(sql`INSERT INTO product_regions (product_id, region) VALUES (${product!.id}, 'atlantis')`);
    // Drizzle wraps the driver's error; PostgreSQL's own names the constraint.
    await expect(insert).rejects.toMatchObject({ cause: { constraint: 'product_regions_region_known' } });
  });
});

describe('a shop seeded before product_regions existed', () => {
  let scratch: ScratchDatabase;

  beforeAll(async () => {
    scratch = await createScratchDatabase('backfill');
    await prepareDatabase(scratch.url);
  });

  afterAll(async () => {
    await scratch.drop();
  });

  const regionRows = () =>
    scratch.db
      .select({ productId: productRegions.productId, region: productRegions.region })
      .from(productRegions)
      .orderBy(productRegions.productId, productRegions.region);

  it('gets its products’ regions when it is next prepared, and only once', async () => {
    const written = await regionRows();
    expect(written.length).toBeGreaterThan(seedProducts.length / 2);
    // What migration 0005 leaves in a shop that already had its catalogue: the table, empty.
    await scratch.db.delete(productRegions);
    expect(await regionRows()).toEqual([]);

    await prepareDatabase(scratch.url);
    expect(await regionRows()).toEqual(written);
    expect(await localCatalogue(() => scratch.db).countRegionProducts()).toEqual(expectedCounts(seedProducts));

    await prepareDatabase(scratch.url);
    expect(await regionRows()).toEqual(written);
  });

  it('leaves regions alone once the table has any, so a later edit is not undone', async () => {
    const [kept] = await regionRows();
    await scratch.db.delete(productRegions).where(sql`${productRegions.productId} <> ${kept!.productId}`);
    await prepareDatabase(scratch.url);
    expect(await regionRows()).toEqual(await scratch.db.select().from(productRegions).where(eq(productRegions.productId, kept!.productId)));
  });
});
