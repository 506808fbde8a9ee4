/**
 * A product as the owner writes it (docs/adr/0030): every field the shop shows, in one plain value
 * that the back office's form, its API and the catalogue's CSV all come down to. The rules here
 * judge a draft; the commerce adapter stores one. A simple product is a draft with one item and no
 * options; a product sold in variations has one item per combination of its options.
 */
import MarkdownIt from 'markdown-it';
import { REGION_IDS, type RegionId } from './collections';
import { MAX_PRICE_PENCE, type Pence } from './money';
import { salePriceRefusal } from './pricing';
import { sanitizeRichText } from './rich-text';
import { freeSlug as freeSlugWithin, SLUG_PATTERN, slugOf } from './slugs';
import { htmlToText } from './text';
import { variationKey } from './variations';

/** Far above any shop's shelf; a typo of extra digits is refused rather than stored. */
export const MAX_STOCK = 1_000_000;
export const MAX_NAME_LENGTH = 200;
export const MAX_SLUG_LENGTH = 80;
export const MAX_DESCRIPTION_LENGTH = 20_000;
export const MAX_TAGS = 30;
export const MAX_TAG_LENGTH = 60;
/** Options per product (Size, Colour, …) and variations per product: far above any real piece. */
export const MAX_OPTIONS = 3;
export const MAX_VARIATIONS = 200;
export const MAX_OPTION_LENGTH = 60;

export interface DraftItem {
  /** Option name -> value; empty for a simple product's one item. */
  options: Record<string, string>;
  regularPence: Pence;
  salePence: Pence | null;
  stock: number;
}

export interface ProductDraft {
  slug: string;
  name: string;
  /** The category's slug. */
  category: string;
  /** Markdown, which may hold HTML: rendered and sanitised on every write (renderDescription). */
  description: string;
  tags: string[];
  /** The owner's choice of /collections regions; null leaves them to the keyword rules. */
  regions: RegionId[] | null;
  featured: boolean;
  visible: boolean;
  /** The option names, in the order the shop offers them; empty for a simple product. */
  options: string[];
  items: DraftItem[];
}

/** A refusal of one field of a draft: the API and the CSV import both name the field. */
export interface DraftProblem {
  field: string;
  message: string;
}


/**
 * A slug from a name: lower-case letters and digits joined by single hyphens, accents dropped
 * ("Crème Brûlée Tin" -> "creme-brulee-tin"). All digits would read as a product's id in a URL, so
 * such a slug gets a word in front.
 */
export function slugify(name: string): string {
  const slug = slugOf(name.replace(/&/g, ' and '), MAX_SLUG_LENGTH);
  if (slug === '') return 'product';
  return /^\d+$/.test(slug) ? `product-${slug}` : slug;
}

/** Why a slug cannot be a product's address, or null when it can. */
export function slugRefusal(slug: string): string | null {
  if (!SLUG_PATTERN.test(slug)) return 'slug must be lower-case letters and digits joined by single hyphens, e.g. "tartan-apron"';
  if (slug.length > MAX_SLUG_LENGTH) return `slug must be at most ${MAX_SLUG_LENGTH} characters`;
  if (/^\d+$/.test(slug)) return 'slug must hold a letter: an address of digits alone names a product by its number';
  return null;
}

/** The first of base, base-2, base-3, … that is not taken, within a product's limit. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  return freeSlugWithin(base, (slug) => taken.has(slug), MAX_SLUG_LENGTH);
}

/**
 * Descriptions may mix Markdown and HTML (an owner pasting from elsewhere, or the seed's HTML kept
 * as it was): both are rendered, and what comes out is held to the shop's one allow-list for rich
 * text, so no script, handler or javascript: link survives whichever way it came in.
 */
const markdown = new MarkdownIt({ html: true, linkify: false, typographer: false });

export function renderDescription(source: string): { html: string; text: string } {
  const html = sanitizeRichText(markdown.render(source));
  return { html, text: htmlToText(html) };
}

/** Tags as stored: trimmed, blanks dropped, each once (ignoring case), in the order given. */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags.map((value) => value.trim().replace(/\s+/g, ' '))) {
    const key = tag.toLocaleLowerCase('en-GB');
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

export function isRegionId(value: string): value is RegionId {
  return (REGION_IDS as readonly string[]).includes(value);
}

/** Regions as stored: each once, in the shop's own order. */
export function cleanRegions(regions: readonly RegionId[]): RegionId[] {
  return REGION_IDS.filter((region) => regions.includes(region));
}

/** The CSV's and the export's name for one item: the slug, then its option values (docs/adr/0030). */
export function itemSku(slug: string, options: readonly string[], item: Pick<DraftItem, 'options'>): string {
  return [slug, ...options.map((name) => item.options[name] ?? '')].join('/');
}

function itemProblems(item: DraftItem, field: string): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (item.regularPence <= 0 || item.regularPence > MAX_PRICE_PENCE) problems.push({ field: `${field}price`, message: 'price must be above £0 and at most £100,000.00' });
  const sale = salePriceRefusal(item.regularPence, item.salePence);
  if (sale) problems.push({ field: `${field}salePrice`, message: sale });
  if (!Number.isInteger(item.stock) || item.stock < 0 || item.stock > MAX_STOCK) problems.push({ field: `${field}stock`, message: `stock must be a whole number from 0 to ${MAX_STOCK}` });
  return problems;
}

/**
 * Everything wrong with a draft, each naming its field (`variations.2.price`), or [] when it can be
 * stored. Whether its category exists and its slug is free is the store's to say.
 */
export function draftProblems(draft: ProductDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (draft.name.trim() === '') problems.push({ field: 'name', message: 'name must not be empty' });
  if (draft.name.length > MAX_NAME_LENGTH) problems.push({ field: 'name', message: `name must be at most ${MAX_NAME_LENGTH} characters` });
  const slug = slugRefusal(draft.slug);
  if (slug) problems.push({ field: 'slug', message: slug });
  if (draft.category.trim() === '') problems.push({ field: 'category', message: 'category must name a category' });
  if (draft.description.length > MAX_DESCRIPTION_LENGTH) problems.push({ field: 'description', message: `description must be at most ${MAX_DESCRIPTION_LENGTH} characters` });
  if (draft.tags.length > MAX_TAGS) problems.push({ field: 'tags', message: `a product may have at most ${MAX_TAGS} tags` });
  if (draft.tags.some((tag) => tag.length > MAX_TAG_LENGTH || tag.includes(','))) problems.push({ field: 'tags', message: `each tag must be at most ${MAX_TAG_LENGTH} characters, without a comma` });
  if (draft.options.length > MAX_OPTIONS) problems.push({ field: 'attributes', message: `a product may have at most ${MAX_OPTIONS} options` });
  if (new Set(draft.options.map((name) => name.toLowerCase())).size !== draft.options.length) problems.push({ field: 'attributes', message: 'each option may be named once' });
  if (draft.options.some((name) => name.trim() === '' || name.length > MAX_OPTION_LENGTH)) problems.push({ field: 'attributes', message: `option names must be 1 to ${MAX_OPTION_LENGTH} characters` });

  if (draft.options.length === 0) {
    if (draft.items.length !== 1) problems.push({ field: 'variations', message: 'a product without options has exactly one price and stock' });
    else problems.push(...itemProblems(draft.items[0]!, ''));
    return problems;
  }
  if (draft.items.length === 0) problems.push({ field: 'variations', message: 'a product with options needs at least one variation' });
  if (draft.items.length > MAX_VARIATIONS) problems.push({ field: 'variations', message: `a product may have at most ${MAX_VARIATIONS} variations` });
  const keys = new Set<string>();
  draft.items.forEach((item, index) => {
    const field = `variations.${index}.`;
    const names = Object.keys(item.options);
    const values = Object.values(item.options);
    if (names.length !== draft.options.length || !draft.options.every((name) => (item.options[name] ?? '').trim() !== '')) {
      problems.push({ field: `${field}attributes`, message: `each variation names a value for every option: ${draft.options.join(', ')}` });
    } else if (values.some((value) => value.length > MAX_OPTION_LENGTH)) {
      problems.push({ field: `${field}attributes`, message: `option values must be at most ${MAX_OPTION_LENGTH} characters` });
    }
    const key = variationKey(Object.entries(item.options).map(([name, option]) => ({ name, option })));
    if (keys.has(key)) problems.push({ field: `${field}attributes`, message: 'two variations have the same options' });
    keys.add(key);
    problems.push(...itemProblems(item, field));
  });
  return problems;
}

/** The product's attributes as the storefront offers them: each option with its values, in the order first met. */
export function draftAttributes(draft: Pick<ProductDraft, 'options' | 'items'>): { name: string; options: string[] }[] {
  return draft.options.map((name) => ({ name, options: [...new Set(draft.items.map((item) => item.options[name]!).filter(Boolean))] }));
}

/** Whether two drafts would store the same product: the test an import uses to leave a row alone. */
export function sameDraft(a: ProductDraft, b: ProductDraft): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(draft: ProductDraft) {
  const items = draft.items
    .map((item) => ({ key: variationKey(Object.entries(item.options).map(([name, option]) => ({ name, option }))), regularPence: item.regularPence, salePence: item.salePence, stock: item.stock }))
    .sort((x, y) => x.key.localeCompare(y.key));
  return { ...draft, description: draft.description.replace(/\r\n/g, '\n').trim(), regions: draft.regions && cleanRegions(draft.regions), items };
}
