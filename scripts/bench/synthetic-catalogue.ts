import { sql } from 'drizzle-orm';
import type { SeedProduct } from '@/data/catalogue/types';
import type { Database } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';
import { insertProducts, refreshSearchLexicon } from '@/lib/db/seed';

/**
 * A deterministic catalogue of any size, for load and speed measurements only (never seeded in the
 * shop). Written with lib/db/seed's insertProducts, each product gets its collection regions too.
 */

// Place names from every /collections region (lib/domain/collections.ts), so each region's pages are
// measured at scale; the Lowlands would otherwise hold only the shop's own few products.
const ADJECTIVES = [
  'Heather', 'Misty', 'Glen', 'Loch', 'Thistle', 'Stag', 'Croft', 'Bothy', 'Harris', 'Cairn', 'Moorland', 'Ptarmigan', 'Skye', 'Torridon', 'Rannoch', 'Speyside',
  'Galloway', 'Fife', 'Stirling', 'Edinburgh',
];
const MOTIFS = ['Tartan', 'Thistle', 'Stag', 'Celtic Knot', 'Highland Cow', 'Lighthouse', 'Castle', 'Standing Stones', 'Heather', 'Mountain'];
const THINGS = [
  ['Apron', 'aprons'],
  ['Chopping Board', 'chopping-boards'],
  ['Phone Case', 'phone-cases'],
  ['T-Shirt', 't-shirts-2'],
  ['Keyring', 'accessories'],
  ['Print', 'wall-art'],
  ['Glass Board', 'glass-boards'],
  ['Scarf', 'highland-apparel'],
  ['Candle', 'artisan-crafts'],
] as const;
const SENTENCES = [
  'Made in small batches by makers we know by name.',
  'The pattern is printed to last through years of washing.',
  'A thoughtful gift for anyone who misses the hills.',
  'Every piece is checked by hand before it leaves the workshop.',
  'Colours taken from the moor in late summer, when the heather is out.',
  'Sturdy enough for daily use and handsome enough to leave on show.',
  'Packed without plastic in a recycled card box.',
  'Inspired by walks along the shore on a bright winter morning.',
];
const SIZES = ['small (30cm x 20cm)', 'medium (45cm x 30cm)', 'large (60cm x 40cm)', 'x-large (76cm x 50cm)'];

function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function syntheticProducts(count: number, seed = 42): SeedProduct[] {
  const random = prng(seed);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  return Array.from({ length: count }, (_, index): SeedProduct => {
    const [thing, categorySlug] = pick(THINGS);
    const motif = pick(MOTIFS);
    const name = `${pick(ADJECTIVES)} ${motif} ${thing} ${index + 1}`;
    const base = {
      slug: `bench-${index + 1}`,
      name,
      categorySlug,
      descriptionHtml: `<p>${Array.from({ length: 6 }, () => pick(SENTENCES)).join(' ')}</p>`,
      tags: [motif.toLowerCase(), thing.toLowerCase(), ...(random() < 0.1 ? ['new'] : [])],
      featured: random() < 0.05,
      addedDaysAgo: Math.floor(random() * 900),
      artwork: { shape: 'apron', motif: 'tartan', palette: 'black-watch' } as const,
    };
    const price = 999 + Math.floor(random() * 9000);
    if (random() < 0.3) {
      return {
        ...base,
        type: 'variable',
        attributes: [{ name: 'Size', options: SIZES }],
        variations: SIZES.map((size, step) => ({ attributes: { Size: size }, pricePence: price + step * 1000, stock: Math.floor(random() * 20) })),
      };
    }
    return { ...base, type: 'simple', pricePence: price, stock: Math.floor(random() * 30) };
  });
}

/**
 * Adds the first `count` generated products to a shop's database, a thousand at a time, leaving
 * those already there (a database kept from an earlier run, whose orders may name them), and returns
 * their slugs.
 */
export async function addSyntheticProducts(db: Database, count: number): Promise<string[]> {
  const products = syntheticProducts(count);
  const present = await db.execute<{ slug: string }>(sql`SELECT slug FROM products WHERE slug LIKE 'bench-%'`);
  const kept = new Set(present.rows.map((row) => row.slug));
  const missing = products.filter((product) => !kept.has(product.slug));
  if (missing.length > 0) {
    const categoryRows = await db.select({ id: schema.categories.id, slug: schema.categories.slug }).from(schema.categories);
    const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));
    for (let start = 0; start < missing.length; start += 1000) {
      await insertProducts(db, missing.slice(start, start + 1000), categoryIds);
    }
    await refreshSearchLexicon(db);
    await db.execute(sql`ANALYZE`);
  }
  return products.map((product) => product.slug);
}
