/**
 * /collections: four regional collections, each the products whose name, description or tags
 * mention one of the region's places or emblems. The keyword lists are the editorial decision; the
 * database stores their outcome per product (product_regions, filled when products are written and
 * backfilled once by lib/db/prepare.ts) so the page reads one region a page at a time in SQL.
 */
import { SHOP_NAME } from '@/lib/site';

// The database checks product_regions.region against these (lib/db/schema.ts): a new id needs a migration.
export const REGION_IDS = ['highlands', 'islands', 'lowlands', 'historic'] as const;
export type RegionId = (typeof REGION_IDS)[number];
export const DEFAULT_REGION: RegionId = 'highlands';

/** /collections' title, on the page and on its share card. */
export const COLLECTIONS_TITLE = 'Scottish Regional Collections';

export interface Region {
  id: RegionId;
  label: string;
  /** One line under the tab's heading, in the shop's voice. */
  blurb: string;
  /** Lower-case words or phrases; a plural ending ("islands", "castles") also matches. */
  keywords: readonly string[];
}

export const REGIONS: readonly Region[] = [
  {
    id: 'highlands',
    label: 'Highlands',
    blurb: 'Glens, munros, stags and heather: gifts from the mountains of the north and west.',
    keywords: ['highland', 'glencoe', 'ben nevis', 'stag', 'munro', 'heather', 'cairngorm', 'rannoch', 'glen', 'coo', 'loch awe', 'perthshire'],
  },
  {
    id: 'islands',
    label: 'Islands',
    blurb: 'Skye, Lewis, Harris and Orkney: lighthouses, standing stones and Atlantic light.',
    keywords: ['skye', 'neist', 'lewis', 'harris', 'orkney', 'shetland', 'hebrides', 'callanish', 'island', 'isle', 'lighthouse', 'iona', 'mull', 'islay', 'arran'],
  },
  {
    id: 'lowlands',
    label: 'Lowlands',
    blurb: 'From the bonnie banks of Loch Lomond to Edinburgh and the Borders.',
    // Not plain "tweed": the cloth is woven on Harris as much as on the River Tweed.
    keywords: ['lowland', 'edinburgh', 'glasgow', 'loch lomond', 'borders', 'river tweed', 'ayrshire', 'galloway', 'dumfries', 'fife', 'stirling', 'lothian'],
  },
  {
    id: 'historic',
    label: 'Historic',
    blurb: 'Castles, clans, tartans and stones that have stood for five thousand years.',
    keywords: ['castle', 'eilean donan', 'standing stones', 'callanish', 'clava', 'celtic', 'clan', 'tartan', 'jacobite', 'culloden', 'abbey', 'regiment'],
  },
];

export function regionById(id: RegionId): Region {
  // REGION_IDS and REGIONS are declared together, so every id has its region.
  return REGIONS.find((region) => region.id === id) as Region;
}

/** ?region=islands opens that tab; anything else (missing, repeated, misspelt) opens the first. */
export function regionFromParam(value: string | readonly string[] | undefined): RegionId {
  const text = (Array.isArray(value) ? value[0] : value) ?? '';
  const id = String(text).trim().toLowerCase();
  return (REGION_IDS as readonly string[]).includes(id) ? (id as RegionId) : DEFAULT_REGION;
}

/**
 * The address of one page of a region's collection. The first tab's first page is /collections
 * itself; page 1 is never written, so every page has exactly one address.
 */
export function regionHref(region: RegionId, page = 1): string {
  const params = new URLSearchParams();
  if (region !== DEFAULT_REGION || page > 1) params.set('region', region);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/collections?${query}` : '/collections';
}

export interface RegionMatchable {
  name: string;
  descriptionText: string;
  tags: readonly string[];
}

/** Lower case, accents off, and every run of punctuation (tag hyphens too) one space. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// The shop is called Highland Home: its own name in a description says nothing about a region.
const SHOP_NAME_WORDS = new RegExp(`\\b${normalise(SHOP_NAME)}\\b`, 'g');

function keywordPattern(keyword: string): RegExp {
  const words = normalise(keyword);
  return new RegExp(`(?:^| )${words}(?:s|es)?(?= |$)`);
}

const PATTERNS = new Map<RegionId, RegExp[]>(REGIONS.map((region) => [region.id, region.keywords.map(keywordPattern)]));

export function productText(product: RegionMatchable): string {
  return normalise([product.name, product.descriptionText, ...product.tags].join(' ')).replace(SHOP_NAME_WORDS, ' ');
}

function textMatchesRegion(text: string, region: RegionId): boolean {
  return (PATTERNS.get(region) ?? []).some((pattern) => pattern.test(text));
}

export function matchesRegion(product: RegionMatchable, region: RegionId): boolean {
  return textMatchesRegion(productText(product), region);
}

/** Every region a product belongs to, in tab order: none, one, or several (Callanish is Islands and Historic). */
export function regionsOf(product: RegionMatchable): RegionId[] {
  const text = productText(product);
  return REGION_IDS.filter((region) => textMatchesRegion(text, region));
}
