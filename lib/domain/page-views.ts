/**
 * Which rendered page serves a storefront URL (docs/adr/0009-storefront-rendering.md). Next caches a
 * page by its path, never by its query, so each view a query selects has a path of its own under
 * /views, and next.config.ts rewrites to it with these rules:
 * - the default view, a category page of the catalogue, an adventure's other tabs and a collection's
 *   region and page are cached routes under /views (a bounded, crawlable set);
 * - free-text searches, sorts and combined or unusual filters are rendered per request, also under
 *   /views, from the query itself.
 * The default views of /products, /adventures and /collections are rewritten too, never served from
 * a public route of their own: Next's client router reuses a static route's prefetch for any query on
 * the same path, so /adventures must be seen to be a rewrite for /adventures?region=… to be fetched.
 * Config rewrites rather than the proxy: a proxy rewrite cost about half a cached page's throughput.
 * Unknown parameters (utm_source, fbclid, ...) match no rule's condition, so shared links stay cached.
 */

export const VIEWS_PREFIX = '/views';

/** The path segment of the catalogue view that filters by no category. */
export const ALL_CATEGORIES = 'all';

/** The shape of Next's `rewrites()` entries, kept here so this module stays free of Next. */
export interface ViewRewrite {
  source: string;
  destination: string;
  has?: { type: 'query'; key: string; value?: string }[];
  missing?: { type: 'query'; key: string; value?: string }[];
}

type Condition = NonNullable<ViewRewrite['has']>[number];
const query = (key: string, value?: string): Condition => (value === undefined ? { type: 'query', key } : { type: 'query', key, value });

// Next anchors these at both ends; a named group becomes a destination parameter.
const SLUG = '(?<category>[a-z0-9]+(?:-[a-z0-9]+)*)';
const PAGE = '(?<page>[1-9]\\d{0,5})';
const NOT_BLANK = '.*\\S.*';
const REGION = '(?<region>highlands|islands|lowlands|historic)';
const OTHER_TAB = '(?<tab>details|gallery|plan)';

const PRODUCT_SEARCH = `${VIEWS_PREFIX}/product-search`;
const ADVENTURE_SEARCH = `${VIEWS_PREFIX}/adventure-search`;

/** Every query key that selects a catalogue view. */
const CATALOGUE_KEYS = ['search', 'sort', 'category', 'categories', 'page'];

function catalogueRules(): ViewRewrite[] {
  const to = (destination: string, has: Condition[], missing: Condition[] = []): ViewRewrite => ({
    source: '/products',
    destination,
    has,
    ...(missing.length ? { missing } : {}),
  });
  // A search, a sort other than the default, several categories, or both category keys at once.
  const perRequest = [
    to(PRODUCT_SEARCH, [query('search', NOT_BLANK)]),
    to(PRODUCT_SEARCH, [query('sort', '(?!featured$).+')]),
    to(PRODUCT_SEARCH, [query('categories', '.*,.*')]),
    to(PRODUCT_SEARCH, [query('category'), query('categories')]),
  ];
  const byCategory = (key: string) => [
    to(`${VIEWS_PREFIX}/products/:category/:page`, [query(key, SLUG), query('page', PAGE)]),
    to(`${VIEWS_PREFIX}/products/:category/1`, [query(key, SLUG)], [query('page')]),
  ];
  // Most visits are the plain list or one category from the menu: rules that match those exact shapes
  // come first, so Next stops at once instead of testing a dozen conditions per request (measured:
  // 15% of the throughput of a category page). They give the same pages as the rules below.
  const commonViews = [
    { source: '/products', destination: `${VIEWS_PREFIX}/products/${ALL_CATEGORIES}/1`, missing: CATALOGUE_KEYS.map((key) => query(key)) },
    to(
      `${VIEWS_PREFIX}/products/:category/1`,
      [query('category', SLUG)],
      CATALOGUE_KEYS.filter((key) => key !== 'category').map((key) => query(key)),
    ),
  ];
  return [
    ...commonViews,
    ...perRequest,
    ...byCategory('category'),
    ...byCategory('categories'),
    to(`${VIEWS_PREFIX}/products/${ALL_CATEGORIES}/:page`, [query('page', PAGE)], [query('category'), query('categories')]),
    // Anything else the filters would have to forgive (an odd slug or page) is worked out per request.
    to(PRODUCT_SEARCH, [query('category')]),
    to(PRODUCT_SEARCH, [query('categories')]),
    to(PRODUCT_SEARCH, [query('page')]),
    { source: '/products', destination: `${VIEWS_PREFIX}/products/${ALL_CATEGORIES}/1` },
  ];
}

/** The adventure list's filters besides its search. */
const ADVENTURE_FILTERS = ['region', 'activity', 'difficulty'];

function adventureRules(): ViewRewrite[] {
  const filtered = ADVENTURE_FILTERS.map((key) => ({ source: '/adventures', destination: ADVENTURE_SEARCH, has: [query(key, '.+')] }));
  const listOnly = { source: '/adventures', destination: `${VIEWS_PREFIX}/adventures`, missing: ['search', ...ADVENTURE_FILTERS].map((key) => query(key)) };
  return [
    // The plain list first (as for the catalogue): the same page the last list rule gives.
    listOnly,
    { source: '/adventures', destination: ADVENTURE_SEARCH, has: [query('search', NOT_BLANK)] },
    ...filtered,
    { source: '/adventures', destination: `${VIEWS_PREFIX}/adventures` },
    // The default tab is the adventure's own cached route: tabs switch in place in the browser, so no
    // client navigation needs it to vary by query. A shared link to another tab opens on that tab.
    { source: '/adventures/:id', destination: `${VIEWS_PREFIX}/adventures/:id/:tab`, has: [query('tab', OTHER_TAB)] },
  ];
}

function collectionRules(): ViewRewrite[] {
  return [
    { source: '/collections', destination: `${VIEWS_PREFIX}/collections/highlands/1`, missing: [query('region'), query('page')] },
    { source: '/collections', destination: `${VIEWS_PREFIX}/collections/:region/:page`, has: [query('region', REGION), query('page', PAGE)] },
    { source: '/collections', destination: `${VIEWS_PREFIX}/collections/:region/1`, has: [query('region', REGION)] },
    { source: '/collections', destination: `${VIEWS_PREFIX}/collections/highlands/:page`, has: [query('page', PAGE)] },
    { source: '/collections', destination: `${VIEWS_PREFIX}/collections/highlands/1` },
  ];
}

/** In order: Next applies the first rule whose source and conditions match. */
export function viewRewrites(): ViewRewrite[] {
  return [...catalogueRules(), ...adventureRules(), ...collectionRules()];
}
