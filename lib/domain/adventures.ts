/**
 * The adventures list keeps its whole state in the URL (?search=&region=&activity=&difficulty=&page=) so
 * a filtered view can be shared, bookmarked and rendered on the server. Like the catalogue, the page
 * forgives a mangled link: an unknown region or activity is dropped rather than answered with an error.
 */
import { ADVENTURE_ACTIVITIES, ADVENTURE_DIFFICULTIES, ADVENTURE_REGIONS, type AdventureFacts } from './adventure-facets';
import type { AdventureActivity, AdventureDifficulty, AdventureRegion } from './adventure-facets';
import { MAX_SEARCH_LENGTH, totalPages } from './catalogue';
import type { SearchParamsRecord } from './catalogue-filters';
import { pageFromParam } from './pagination';

export { ADVENTURE_ACTIVITIES, ADVENTURE_DIFFICULTIES, ADVENTURE_REGIONS };
export type { AdventureActivity, AdventureDifficulty, AdventureRegion };

export const ADVENTURES_PATH = '/adventures';

/**
 * Twelve cards a page, as in the catalogue: the whole list of 25 sent at once made /adventures the
 * heaviest page of the shop (215 kB of HTML with its React payload), slow on a phone and the one
 * cached page that fell well short of a static page's throughput (docs/adr/0009).
 */
export const ADVENTURES_PER_PAGE = 12;

/** Cards have room for the first two activities (the seed lists them most characteristic first). */
export const CARD_ACTIVITY_COUNT = 2;

export interface AdventureFilters {
  search: string;
  region: AdventureRegion | null;
  activity: AdventureActivity | null;
  /** Beyond search, region and activity: home's "By difficulty" links land here (docs/product/decisions.md#adventure-filters). */
  difficulty: AdventureDifficulty | null;
}

export const NO_ADVENTURE_FILTERS: AdventureFilters = { search: '', region: null, activity: null, difficulty: null };

export type AdventureFacet = 'region' | 'activity' | 'difficulty';

export const FACET_VALUES = {
  region: ADVENTURE_REGIONS,
  activity: ADVENTURE_ACTIVITIES,
  difficulty: ADVENTURE_DIFFICULTIES,
} as const;

export const DIFFICULTY_LABELS: Record<AdventureDifficulty, string> = {
  easy: 'Easy',
  moderate: 'Moderate',
  challenging: 'Challenging',
};

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** Hand-typed links say "islands" or "family-friendly": match case-insensitively, keep the canonical spelling. */
function oneOf<T extends string>(values: readonly T[], text: string): T | null {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return null;
  return values.find((value) => value.toLowerCase() === wanted) ?? null;
}

function normalisedSearch(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH).trim();
}

export function adventureFiltersFromParams(params: SearchParamsRecord): AdventureFilters {
  return {
    search: normalisedSearch(first(params.search)),
    region: oneOf(ADVENTURE_REGIONS, first(params.region)),
    activity: oneOf(ADVENTURE_ACTIVITIES, first(params.activity)),
    difficulty: oneOf(ADVENTURE_DIFFICULTIES, first(params.difficulty)),
  };
}

/** The page of the list a link asks for; anything but a page number is page 1. */
export function adventurePageFromParams(params: SearchParamsRecord): number {
  return pageFromParam(first(params.page));
}

/** One URL per view: empty filters and page 1 left out, always in the same order. */
export function adventuresHref(filters: AdventureFilters, page = 1): string {
  const params = new URLSearchParams();
  const search = normalisedSearch(filters.search);
  if (search) params.set('search', search);
  if (filters.region) params.set('region', filters.region);
  if (filters.activity) params.set('activity', filters.activity);
  if (filters.difficulty) params.set('difficulty', filters.difficulty);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${ADVENTURES_PATH}?${query}` : ADVENTURES_PATH;
}

export function hasAdventureFilters(filters: AdventureFilters): boolean {
  return filters.search !== '' || filters.region !== null || filters.activity !== null || filters.difficulty !== null;
}

type Searchable = Pick<AdventureFacts, 'title' | 'description' | 'location'>;

/** The search looks in the title, description and location, ignoring case and outer spaces. */
export function matchesSearch(adventure: Searchable, search: string): boolean {
  const term = normalisedSearch(search).toLowerCase();
  if (!term) return true;
  return [adventure.title, adventure.description, adventure.location].some((field) => field.replace(/\s+/g, ' ').toLowerCase().includes(term));
}

type Filterable = Searchable & Pick<AdventureFacts, 'region' | 'activityTypes' | 'difficulty'>;

export function matchesFilters(adventure: Filterable, filters: AdventureFilters): boolean {
  return (
    (filters.region === null || adventure.region === filters.region) &&
    (filters.activity === null || adventure.activityTypes.includes(filters.activity)) &&
    (filters.difficulty === null || adventure.difficulty === filters.difficulty) &&
    matchesSearch(adventure, filters.search)
  );
}

/** Keeps the back end's order (featured first, then by title). */
export function filterAdventures<T extends Filterable>(adventures: readonly T[], filters: AdventureFilters): T[] {
  return adventures.filter((adventure) => matchesFilters(adventure, filters));
}

export interface AdventurePage<T> {
  /** The cards on this page; none when the page is past the end. */
  items: T[];
  page: number;
  totalPages: number;
  /** How many adventures match the view, on every page. */
  matching: number;
}

/** One page of the matching adventures, in their order. */
export function pageOfAdventures<T>(matching: readonly T[], page: number): AdventurePage<T> {
  const start = (page - 1) * ADVENTURES_PER_PAGE;
  return {
    items: matching.slice(start, start + ADVENTURES_PER_PAGE),
    page,
    totalPages: totalPages(matching.length, ADVENTURES_PER_PAGE),
    matching: matching.length,
  };
}

/**
 * How many adventures each choice of one filter would show, given the others as they stand: the
 * selects show these so a visitor can see a dead end before choosing it.
 */
export function facetCounts<T extends Filterable, F extends AdventureFacet>(
  adventures: readonly T[],
  filters: AdventureFilters,
  facet: F,
): Record<(typeof FACET_VALUES)[F][number], number> {
  const others = filterAdventures(adventures, { ...filters, [facet]: null });
  const counts = Object.fromEntries(FACET_VALUES[facet].map((value) => [value, 0])) as Record<string, number>;
  for (const adventure of others) {
    const values: readonly string[] = facet === 'activity' ? adventure.activityTypes : [facet === 'region' ? adventure.region : adventure.difficulty];
    for (const value of new Set(values)) if (value in counts) counts[value] = (counts[value] ?? 0) + 1;
  }
  return counts as Record<(typeof FACET_VALUES)[F][number], number>;
}

/** 'Showing X of Y adventures'. */
export function showingSummary(shown: number, total: number): string {
  return `Showing ${shown} of ${total} ${total === 1 ? 'adventure' : 'adventures'}`;
}

export function cardActivities(adventure: Pick<AdventureFacts, 'activityTypes'>): string[] {
  return adventure.activityTypes.slice(0, CARD_ACTIVITY_COUNT);
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Both or nothing: half a coordinate pair cannot be put on a map. */
export function coordinatesOf(adventure: { latitude: number | null; longitude: number | null }): Coordinates | null {
  const { latitude, longitude } = adventure;
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** '56.6684° N, 4.9905° W': four decimals is about ten metres, plenty for reading aloud or a sat-nav. */
export function formatCoordinates({ latitude, longitude }: Coordinates): string {
  const part = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(4)}° ${value < 0 ? negative : positive}`;
  return `${part(latitude, 'N', 'S')}, ${part(longitude, 'E', 'W')}`;
}

/** Google's documented cross-platform search URL: opens the Maps app on phones, the website elsewhere. */
export function mapsUrl({ latitude, longitude }: Coordinates): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

/** The detail page's tabs, in order; the chosen one lives in ?tab= so it can be linked. */
export const ADVENTURE_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'details', label: 'Details' },
  { id: 'gallery', label: 'Gallery' },
  { id: 'plan', label: 'Plan Visit' },
] as const;

export type AdventureTab = (typeof ADVENTURE_TABS)[number]['id'];

export const DEFAULT_ADVENTURE_TAB: AdventureTab = 'overview';

export function tabFromParam(value: string | string[] | undefined): AdventureTab {
  const wanted = first(value).trim().toLowerCase();
  return ADVENTURE_TABS.find((tab) => tab.id === wanted)?.id ?? DEFAULT_ADVENTURE_TAB;
}

/** The tab a cached view's path names exactly, or null (tabFromParam forgives; a card's path does not). */
export function exactTab(value: string): AdventureTab | null {
  return ADVENTURE_TABS.find((tab) => tab.id === value)?.id ?? null;
}

/** The default tab needs no query, so the plain URL stays the one people share. */
export function tabHref(path: string, tab: AdventureTab): string {
  return tab === DEFAULT_ADVENTURE_TAB ? path : `${path}?tab=${tab}`;
}
