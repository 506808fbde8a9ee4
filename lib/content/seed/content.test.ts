import { seedProducts } from '@/data/catalogue/products';
import { seedAdventures } from './adventures';
import { seedArticles } from './articles';
import { ADVENTURE_ACTIVITIES, ADVENTURE_DIFFICULTIES, ADVENTURE_REGIONS } from './types';
import type { AdventureActivity, AdventureDifficulty, AdventureRegion, SeedArtwork } from './types';

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ALLOWED_TAGS = ['h2', 'h3', 'p', 'strong', 'em', 'ul', 'ol', 'li', 'blockquote'];
/** Any tag-like run, so attributes, comments and unknown tags are all caught by the same scan. */
const TAG = /<[^>]*>/g;
const SIMPLE_TAG = /^<(\/?)([a-z0-9]+)>$/;
const CATALOGUE_SLUGS = new Set(seedProducts.map((product) => product.slug));

function words(html: string): number {
  return html
    .replace(TAG, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Problems with a light-HTML body: unknown tags, attributes, stray angle brackets or unbalanced nesting. */
function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  for (const tag of html.match(TAG) ?? []) {
    const match = SIMPLE_TAG.exec(tag);
    if (!match) {
      problems.push(`tag with attributes or odd syntax: ${tag}`);
      continue;
    }
    const [, closing, name = ''] = match;
    if (!ALLOWED_TAGS.includes(name)) problems.push(`disallowed tag: ${tag}`);
    if (!closing) open.push(name);
    else if (open.pop() !== name) problems.push(`unbalanced closing tag: ${tag}`);
  }
  if (open.length > 0) problems.push(`unclosed tags: ${open.join(', ')}`);
  const text = html.replace(TAG, '');
  if (/[<>]/.test(text)) problems.push('stray angle bracket in text');
  if (/&(?![a-z]+;|#\d+;)/i.test(text)) problems.push('bare ampersand in text');
  return problems;
}

/** Text outside any tag that is more than whitespace: every run of prose must sit inside a block element. */
function looseText(html: string): string[] {
  const loose: string[] = [];
  let depth = 0;
  for (const part of html.split(/(<[^>]*>)/)) {
    const match = SIMPLE_TAG.exec(part);
    if (match) depth += match[1] ? -1 : 1;
    else if (depth === 0 && part.trim() !== '') loose.push(part.trim());
  }
  return loose;
}

const count = (html: string, tag: string) => (html.match(new RegExp(`<${tag}>`, 'g')) ?? []).length;
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z‘“'"])/).filter((part) => part.trim() !== '').length;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function decimals(value: number): number {
  return String(value).split('.')[1]?.length ?? 0;
}

function expectArtwork(artwork: SeedArtwork) {
  expect(artwork.scene.trim().length).toBeGreaterThan(5);
  expect(artwork.palette.trim().length).toBeGreaterThan(2);
}

function expectUniqueKebabSlugs(slugs: string[]) {
  expect(new Set(slugs).size).toBe(slugs.length);
  for (const slug of slugs) expect(slug).toMatch(KEBAB_CASE);
}

describe('seed articles', () => {
  it('has at least twelve stories with unique kebab-case slugs and titles', () => {
    expect(seedArticles.length).toBeGreaterThanOrEqual(12);
    expectUniqueKebabSlugs(seedArticles.map((article) => article.slug));
    expect(new Set(seedArticles.map((article) => article.title)).size).toBe(seedArticles.length);
  });

  it('covers the heritage topics the shop promises', () => {
    const text = seedArticles.map((article) => `${article.title} ${article.keywords.join(' ')}`.toLowerCase()).join('\n');
    for (const topic of ['tartan', 'sept', 'whisky', 'crofting', 'gaelic', 'callanish', 'clava']) {
      expect(text).toContain(topic);
    }
  });

  it('features exactly three stories', () => {
    expect(seedArticles.filter((article) => article.featured)).toHaveLength(3);
  });

  it.each(seedArticles.map((article) => [article.slug, article] as const))('%s: excerpt, keywords and artwork are well formed', (_, article) => {
    expect(article.title.trim()).toBe(article.title);
    expect(article.excerpt.length).toBeGreaterThanOrEqual(120);
    expect(article.excerpt.length).toBeLessThanOrEqual(220);
    expect(sentences(article.excerpt)).toBeLessThanOrEqual(2);
    expect(article.excerpt).not.toMatch(/[<>]/);
    expect(article.keywords.length).toBeGreaterThanOrEqual(4);
    expect(article.keywords.length).toBeLessThanOrEqual(8);
    expect(new Set(article.keywords).size).toBe(article.keywords.length);
    for (const keyword of article.keywords) {
      expect(keyword).toBe(keyword.toLowerCase());
      expect(keyword.trim()).not.toBe('');
    }
    expectArtwork(article.artwork);
  });

  it.each(seedArticles.map((article) => [article.slug, article] as const))('%s: body is 450-900 words of light HTML with 3-5 sections', (_, article) => {
    expect(htmlProblems(article.bodyHtml)).toEqual([]);
    expect(looseText(article.bodyHtml)).toEqual([]);
    const wordCount = words(article.bodyHtml);
    expect(wordCount).toBeGreaterThanOrEqual(450);
    expect(wordCount).toBeLessThanOrEqual(900);
    expect(count(article.bodyHtml, 'h2')).toBeGreaterThanOrEqual(3);
    expect(count(article.bodyHtml, 'h2')).toBeLessThanOrEqual(5);
    expect(count(article.bodyHtml, 'p')).toBeGreaterThanOrEqual(3);
    expect(article.bodyHtml).not.toMatch(/lorem|ipsum|TODO/i);
  });

  it.each(seedArticles.map((article) => [article.slug, article] as const))('%s: dates are real and in range', (_, article) => {
    expect(isRealDate(article.publishedOn)).toBe(true);
    expect(article.publishedOn >= '2025-01-01').toBe(true);
    expect(article.publishedOn <= '2026-11-01').toBe(true);
    if (article.modifiedOn !== undefined) {
      expect(isRealDate(article.modifiedOn)).toBe(true);
      expect(article.modifiedOn >= article.publishedOn).toBe(true);
      expect(article.modifiedOn <= '2026-11-01').toBe(true);
    }
  });

  it.each(seedArticles.map((article) => [article.slug, article] as const))('%s: links 1-4 real catalogue products', (_, article) => {
    expect(article.productSlugs.length).toBeGreaterThanOrEqual(1);
    expect(article.productSlugs.length).toBeLessThanOrEqual(4);
    expect(new Set(article.productSlugs).size).toBe(article.productSlugs.length);
    expect(article.productSlugs.filter((slug) => !CATALOGUE_SLUGS.has(slug))).toEqual([]);
  });
});

describe('seed adventures', () => {
  const inRegion = (region: AdventureRegion) => seedAdventures.filter((adventure) => adventure.region === region).length;
  const withActivity = (activity: AdventureActivity) => seedAdventures.filter((adventure) => adventure.activityTypes.includes(activity)).length;
  const atDifficulty = (difficulty: AdventureDifficulty) => seedAdventures.filter((adventure) => adventure.difficulty === difficulty).length;

  it('exports the filter lists in their display order', () => {
    expect(ADVENTURE_REGIONS).toEqual(['Highlands', 'Lowlands', 'Scottish Borders', 'Central Scotland', 'Northeast Scotland', 'Southwest Scotland', 'Islands']);
    expect(ADVENTURE_ACTIVITIES).toEqual(['Historical', 'Nature', 'Hiking', 'Cultural', 'Adventure', 'Photography', 'Family-Friendly']);
    expect(ADVENTURE_DIFFICULTIES).toEqual(['easy', 'moderate', 'challenging']);
  });

  it('has at least 21 adventures with unique kebab-case slugs and titles', () => {
    expect(seedAdventures.length).toBeGreaterThanOrEqual(21);
    expectUniqueKebabSlugs(seedAdventures.map((adventure) => adventure.slug));
    expect(new Set(seedAdventures.map((adventure) => adventure.title)).size).toBe(seedAdventures.length);
  });

  it('covers every region: two each, five in the Highlands and four on the islands', () => {
    for (const region of ADVENTURE_REGIONS) expect(inRegion(region)).toBeGreaterThanOrEqual(2);
    expect(inRegion('Highlands')).toBeGreaterThanOrEqual(5);
    expect(inRegion('Islands')).toBeGreaterThanOrEqual(4);
  });

  it('uses every activity at least twice and every difficulty at least four times', () => {
    for (const activity of ADVENTURE_ACTIVITIES) expect(withActivity(activity)).toBeGreaterThanOrEqual(2);
    for (const difficulty of ADVENTURE_DIFFICULTIES) expect(atDifficulty(difficulty)).toBeGreaterThanOrEqual(4);
  });

  it('features a handful, not all', () => {
    const featured = seedAdventures.filter((adventure) => adventure.featured).length;
    expect(featured).toBeGreaterThanOrEqual(3);
    expect(featured).toBeLessThanOrEqual(7);
  });

  it.each(seedAdventures.map((adventure) => [adventure.slug, adventure] as const))('%s: card fields are well formed', (_, adventure) => {
    expect(adventure.description.length).toBeGreaterThanOrEqual(120);
    expect(adventure.description.length).toBeLessThanOrEqual(260);
    expect(sentences(adventure.description)).toBeLessThanOrEqual(3);
    expect(adventure.description).not.toMatch(/[<>]/);
    expect(ADVENTURE_REGIONS).toContain(adventure.region);
    expect(ADVENTURE_DIFFICULTIES).toContain(adventure.difficulty);
    expect(adventure.activityTypes.length).toBeGreaterThanOrEqual(2);
    expect(adventure.activityTypes.length).toBeLessThanOrEqual(4);
    expect(new Set(adventure.activityTypes).size).toBe(adventure.activityTypes.length);
    for (const activity of adventure.activityTypes) expect(ADVENTURE_ACTIVITIES).toContain(activity);
    for (const field of [adventure.title, adventure.location, adventure.duration, adventure.bestTimeToVisit]) {
      expect(field.trim()).not.toBe('');
      expect(field.trim()).toBe(field);
    }
    expect(adventure.whatToBring.length).toBeGreaterThanOrEqual(3);
    expect(adventure.whatToBring.length).toBeLessThanOrEqual(7);
    expect(new Set(adventure.whatToBring).size).toBe(adventure.whatToBring.length);
    expect(sentences(adventure.seasonalAdvice)).toBeGreaterThanOrEqual(1);
    expect(sentences(adventure.seasonalAdvice)).toBeLessThanOrEqual(3);
    expectArtwork(adventure.artwork);
  });

  it('gives the walks a distance in kilometres and miles, as their guides do', () => {
    const withDistance = seedAdventures.filter((adventure) => adventure.distance !== undefined);
    expect(withDistance.length).toBeGreaterThanOrEqual(10);
    for (const adventure of withDistance) expect(adventure.distance).toMatch(/\d km \([\d.-]+ miles?\)/);
    // A long hill day says so: the walks marked challenging that give a distance give one of 10 km or more.
    for (const adventure of withDistance.filter((item) => item.difficulty === 'challenging')) expect(Number(/(\d+)(?:-\d+)? km/.exec(adventure.distance!)![1])).toBeGreaterThanOrEqual(10);
  });

  it.each(seedAdventures.map((adventure) => [adventure.slug, adventure] as const))('%s: keeps its Markdown beside the HTML it renders', (_, adventure) => {
    expect(adventure.contentMarkdown.length).toBeGreaterThan(0);
    expect(adventure.contentMarkdown).toMatch(/^## /m);
  });

  it.each(seedAdventures.map((adventure) => [adventure.slug, adventure] as const))('%s: content is 250-500 words of light HTML', (_, adventure) => {
    expect(htmlProblems(adventure.contentHtml)).toEqual([]);
    expect(looseText(adventure.contentHtml)).toEqual([]);
    const wordCount = words(adventure.contentHtml);
    expect(wordCount).toBeGreaterThanOrEqual(250);
    expect(wordCount).toBeLessThanOrEqual(500);
    expect(adventure.contentHtml).not.toMatch(/lorem|ipsum|TODO/i);
  });

  it.each(seedAdventures.map((adventure) => [adventure.slug, adventure] as const))('%s: coordinates are precise and inside Scotland', (_, adventure) => {
    expect(adventure.latitude).toBeGreaterThanOrEqual(54.6);
    expect(adventure.latitude).toBeLessThanOrEqual(60.9);
    expect(adventure.longitude).toBeGreaterThanOrEqual(-8.7);
    expect(adventure.longitude).toBeLessThanOrEqual(-0.7);
    expect(decimals(adventure.latitude)).toBeGreaterThanOrEqual(4);
    expect(decimals(adventure.longitude)).toBeGreaterThanOrEqual(4);
  });

  it('does not put two adventures on the same spot', () => {
    const spots = seedAdventures.map((adventure) => `${adventure.latitude.toFixed(3)},${adventure.longitude.toFixed(3)}`);
    expect(new Set(spots).size).toBe(spots.length);
  });
});
