/**
 * Which rendered page serves a storefront URL (docs/adr/0009-storefront-rendering.md). Next caches a
 * page by its path, never by its query, so the views a query selects are given paths of their own
 * under /views, and proxy.ts rewrites to them:
 * - the default view is the public route itself, cached;
 * - a category page of the catalogue, an adventure's tab and a collection's region are cached
 *   routes under /views (a bounded, crawlable set);
 * - free-text searches, sorts and combined filters are rendered per request, also under /views.
 * Unknown parameters (utm_source, fbclid, ...) do not change the view, so shared links stay cached.
 * The /views paths answer if asked for directly; each names its public URL as canonical, and
 * robots.txt keeps crawlers out of them.
 */
import { ADVENTURES_PATH, adventureFiltersFromParams, DEFAULT_ADVENTURE_TAB, hasAdventureFilters, tabFromParam } from './adventures';
import { DEFAULT_SORT } from './catalogue';
import { filtersFromParams, type SearchParamsRecord } from './catalogue-filters';
import { pageFromParam } from './pagination';
import { DEFAULT_REGION, regionFromParam } from './collections';

export const VIEWS_PREFIX = '/views';

export type PageView = { kind: 'public' } | { kind: 'rewrite'; path: string };

const PUBLIC: PageView = { kind: 'public' };
const rewrite = (path: string): PageView => ({ kind: 'rewrite', path });

function asRecord(params: URLSearchParams): SearchParamsRecord {
  const record: Record<string, string[]> = {};
  for (const [key, value] of params) (record[key] ??= []).push(value);
  return record;
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

function catalogueView(params: URLSearchParams): PageView {
  const filters = filtersFromParams(asRecord(params));
  const browsing = filters.search === '' && filters.sort === DEFAULT_SORT && filters.categories.length <= 1;
  if (!browsing) return rewrite(withQuery(`${VIEWS_PREFIX}/product-search`, params));
  const category = filters.categories[0];
  if (!category && filters.page === 1) return PUBLIC;
  return rewrite(`${VIEWS_PREFIX}/products/${category ?? ALL_CATEGORIES}/${filters.page}`);
}

/** The path segment of the catalogue view that filters by no category. */
export const ALL_CATEGORIES = 'all';

function adventureListView(params: URLSearchParams): PageView {
  return hasAdventureFilters(adventureFiltersFromParams(asRecord(params))) ? rewrite(withQuery(`${VIEWS_PREFIX}/adventure-search`, params)) : PUBLIC;
}

function adventureView(idOrSlug: string, params: URLSearchParams): PageView {
  const tab = tabFromParam(params.getAll('tab'));
  return tab === DEFAULT_ADVENTURE_TAB ? PUBLIC : rewrite(`${VIEWS_PREFIX}/adventures/${idOrSlug}/${tab}`);
}

function collectionsView(params: URLSearchParams): PageView {
  const region = regionFromParam(params.getAll('region'));
  const page = pageFromParam(params.get('page'));
  return region === DEFAULT_REGION && page === 1 ? PUBLIC : rewrite(`${VIEWS_PREFIX}/collections/${region}/${page}`);
}

export function pageViewFor(pathname: string, params: URLSearchParams): PageView {
  if (pathname === '/products') return catalogueView(params);
  if (pathname === '/collections') return collectionsView(params);
  if (pathname === ADVENTURES_PATH) return adventureListView(params);
  const adventure = pathname.match(/^\/adventures\/([^/]+)$/);
  if (adventure?.[1]) return adventureView(adventure[1], params);
  return PUBLIC;
}

