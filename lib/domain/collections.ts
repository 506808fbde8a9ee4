/**
 * Spec 2 /collections: four regional collections, each the products whose name, description or tags
 * mention one of the region's places or emblems. The catalogue has no region field, so the keyword
 * lists are the editorial decision; they live here so the page and its tests share them.
 */
import { SHOP_NAME } from '@/lib/site';

export const REGION_IDS = ['highlands', 'islands', 'lowlands', 'historic'] as const;
export type RegionId = (typeof REGION_IDS)[number];
export const DEFAULT_REGION: RegionId = 'highlands';

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

export function regionHref(id: RegionId): string {
  return `/collections?region=${id}`;
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

export function matchesRegion(product: RegionMatchable, region: RegionId): boolean {
  const text = productText(product);
  return (PATTERNS.get(region) ?? []).some((pattern) => pattern.test(text));
}

/** The region's products in the order given (the catalogue's featured order). */
export function productsForRegion<T extends RegionMatchable>(products: readonly T[], region: RegionId): T[] {
  return products.filter((product) => matchesRegion(product, region));
}
