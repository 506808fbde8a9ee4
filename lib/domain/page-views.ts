/**
 * Which rendered page serves a storefront URL (docs/adr/0009-storefront-rendering.md). Next caches a
 * page by its path, never by its query, so the views a query selects are given paths of their own
 * under /views, and proxy.ts rewrites to them:
 * - the default view, a category page of the catalogue, an adventure's tab and a collection's region
 *   are cached routes under /views (a bounded, crawlable set);
 * - free-text searches, sorts and combined filters are rendered per request, also under /views.
 * The default view is rewritten too, never served from a public route of its own: Next's client
 * router reuses a static route's prefetch for any query on the same path, so /adventures must be
 * seen to be a rewrite for /adventures?region=… to be fetched from the server.
 * Unknown parameters (utm_source, fbclid, ...) do not change the view, so shared links stay cached.
 * The /views paths answer if asked for directly; each names its public URL as canonical, and
 * robots.txt keeps crawlers out of them.
 */
import { ADVENTURES_PATH, adventureFiltersFromParams, DEFAULT_ADVENTURE_TAB, hasAdventureFilters, tabFromParam } from './adventures';
import { DEFAULT_SORT } from './catalogue';
import { filtersFromParams, type SearchParamsRecord } from './catalogue-filters';
import { pageFromParam } from './pagination';
import { regionFromParam } from './collections';

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
  return rewrite(`${VIEWS_PREFIX}/products/${filters.categories[0] ?? ALL_CATEGORIES}/${filters.page}`);
}

/** The path segment of the catalogue view that filters by no category. */
export const ALL_CATEGORIES = 'all';

function adventureListView(params: URLSearchParams): PageView {
  return hasAdventureFilters(adventureFiltersFromParams(asRecord(params)))
    ? rewrite(withQuery(`${VIEWS_PREFIX}/adventure-search`, params))
    : rewrite(`${VIEWS_PREFIX}/adventures`);
}

/**
 * An adventure's default tab is its public route: its tabs switch in place in the browser (no client
 * navigation), so this page needs no rewrite, which halves a page's throughput. A shared link to
 * another tab (?tab=gallery) is rewritten, so it opens on that tab without JavaScript.
 */
function adventureView(idOrSlug: string, params: URLSearchParams): PageView {
  const tab = tabFromParam(params.getAll('tab'));
  return tab === DEFAULT_ADVENTURE_TAB ? PUBLIC : rewrite(`${VIEWS_PREFIX}/adventures/${idOrSlug}/${tab}`);
}

function collectionsView(params: URLSearchParams): PageView {
  return rewrite(`${VIEWS_PREFIX}/collections/${regionFromParam(params.getAll('region'))}/${pageFromParam(params.get('page'))}`);
}

export function pageViewFor(pathname: string, params: URLSearchParams): PageView {
  if (pathname === '/products') return catalogueView(params);
  if (pathname === '/collections') return collectionsView(params);
  if (pathname === ADVENTURES_PATH) return adventureListView(params);
  const adventure = pathname.match(/^\/adventures\/([^/]+)$/);
  if (adventure?.[1]) return adventureView(adventure[1], params);
  return PUBLIC;
}

