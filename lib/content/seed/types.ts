import type { AdventureActivity, AdventureDifficulty, AdventureRegion } from '@/lib/domain/adventure-facets';
import type { ArtworkMotif, ArtworkPalette } from '@/data/artwork/types';

/**
 * The shape of the shop's own editorial content: heritage stories and walking guides, written as
 * Markdown files in content/ (content/README.md) and read by ./articles.ts and ./adventures.ts into
 * these objects, which the seeding code turns into rows. Rules that the types cannot express
 * (lengths, word counts, allowed HTML, coverage of regions) are enforced by content.test.ts, so a
 * careless edit fails the tests rather than reaching the storefront.
 */

/**
 * Art direction for the artwork generator: which of its scene motifs to draw, in which palette.
 * `scene` says in words what the picture is meant to evoke; it is also the picture's alt text.
 */
export interface SeedArtwork {
  motif: ArtworkMotif;
  palette: ArtworkPalette;
  /** What the picture shows, e.g. 'tartan cloth on a wooden hand loom'. */
  scene: string;
}

export interface SeedArticle {
  /** Kebab-case and unique: it becomes the story's URL, so changing it breaks links people have shared. */
  slug: string;
  title: string;
  /** 1-2 sentences, 120-220 characters: it is used for cards and meta descriptions, which truncate beyond that. */
  excerpt: string;
  /** The body as written in the file (Markdown): what the owner edits once it is seeded. */
  bodyMarkdown: string;
  /** Body as light HTML, rendered from the file's Markdown: <h2>, <h3>, <p>, <strong>, <em>, <ul>/<ol>/<li>, <blockquote>. No links, images, scripts, styles, classes or inline attributes. */
  bodyHtml: string;
  /** Exactly three stories are featured: a small, deliberate editorial pick, held by the tests so adding a fourth is a conscious choice. */
  featured: boolean;
  /** ISO date 'YYYY-MM-DD' between 2025-01-01 and 2026-11-01, so the archive reads as a plausible publishing history. */
  publishedOn: string;
  /** ISO date, not before publishedOn; set only when a story was materially revised, because readers and search engines take it as "updated". */
  modifiedOn?: string;
  /** 4-8 lower-case keywords, used for search and meta tags; lower case keeps matching simple. */
  keywords: string[];
  /** Catalogue products the story mentions; the story page links them. Must be real slugs from the catalogue. */
  productSlugs: string[];
  artwork: SeedArtwork;
}

// The facets are the domain's: data describes adventures in its words (lib/domain/adventure-facets.ts).
export { ADVENTURE_ACTIVITIES, ADVENTURE_DIFFICULTIES, ADVENTURE_REGIONS } from '@/lib/domain/adventure-facets';
export type { AdventureActivity, AdventureDifficulty, AdventureRegion };

export interface SeedAdventure {
  /** Kebab-case and unique, for the same reason as an article's slug. */
  slug: string;
  title: string;
  /** 1-3 sentences of plain text, 120-260 characters: shown on cards and in meta descriptions. */
  description: string;
  /** The guide as written in the file (Markdown). */
  contentMarkdown: string;
  /** Light HTML as for articles. */
  contentHtml: string;
  /** A place name a visitor would recognise on a road sign, e.g. 'Glencoe, Lochaber'. */
  location: string;
  region: AdventureRegion;
  /** 2-4 activities, most characteristic first, because cards only have room for the first two. */
  activityTypes: AdventureActivity[];
  difficulty: AdventureDifficulty;
  /** Free text such as '3-4 hours' or 'Full day (7-9 hours)': honest ranges read better than false precision. */
  duration: string;
  /** The walk's length, e.g. 'About 17 km (10.5 miles) there and back'; absent for a visit to a site. */
  distance?: string;
  bestTimeToVisit: string;
  /** WGS84 coordinates of the start point or site, to 4+ decimals, so the map pin lands on the car park rather than the next glen. */
  latitude: number;
  longitude: number;
  featured: boolean;
  /** Things to pack, specific to this outing (3-7 items); generic lists teach readers to skip them. */
  whatToBring: string[];
  /** Seasonal advice, 1-3 sentences. */
  seasonalAdvice: string;
  artwork: SeedArtwork;
}
