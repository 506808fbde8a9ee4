// @ts-check
/**
 * Which rendered page serves a storefront URL (docs/adr/0009-storefront-rendering.md). Next caches a
 * page by its path, never by its query, so each view a query selects has a path of its own under
 * /views, and next.config.mjs rewrites to it with these rules:
 * - the catalogue's default view and each category, each page of either, each page of the adventure
 *   list, an adventure's other tabs and a collection's region and page are cached routes under /views (a
 *   bounded, crawlable set);
 * - anything else (a search, a sort, several categories, a default spelled out such as
 *   `sort=featured`, or a mangled link) is rendered per request, also under /views, from the query.
 * The default views of /products, /adventures and /collections are rewritten too, never served from
 * a public route of their own: Next's client router reuses a static route's prefetch for any query on
 * the same path, so /adventures must be seen to be a rewrite for /adventures?region=… to be fetched.
 * Config rewrites rather than the proxy: a proxy rewrite cost about half a cached page's throughput.
 * Unknown parameters (utm_source, fbclid, ...) match no rule's condition, so shared links stay cached.
 *
 * Few rules, deliberately: Next tests them again for every request to a rewritten or dynamic page
 * (a product, a story), compiling each rule's pattern anew, and 21 rules ahead of a match took 8% off
 * a cached page's throughput.
 */

export const VIEWS_PREFIX = '/views';

/** The path segment of the catalogue view that filters by no category. */
export const ALL_CATEGORIES = 'all';

/**
 * Plain JavaScript, with its types in page-views.d.mts: next.config.mjs reads it, and a TypeScript
 * config would have Next load its SWC compiler into every server to read it (docs/adr/0036).
 * @typedef {import('./page-views.d.mts').ViewRewrite} ViewRewrite
 * @typedef {{ type: 'query', key: string, value?: string }} Condition
 */

/**
 * @param {string} key
 * @param {string} [value]
 * @returns {Condition}
 */
const query = (key, value) => (value === undefined ? { type: 'query', key } : { type: 'query', key, value });

// Next anchors these at both ends; a named group becomes a destination parameter.
const SLUG = '(?<category>[a-z0-9]+(?:-[a-z0-9]+)*)';
const PAGE = '(?<page>[1-9]\\d{0,5})';
const REGION = '(?<region>highlands|islands|lowlands|historic)';
const OTHER_TAB = '(?<tab>details|gallery|plan)';

const PRODUCT_SEARCH = `${VIEWS_PREFIX}/product-search`;
const ADVENTURE_SEARCH = `${VIEWS_PREFIX}/adventure-search`;
const ADVENTURE_PAGES = `${VIEWS_PREFIX}/adventure-pages`;

/** The cached not-found page for an address no route serves (app/(shop)/views/lost-path). */
export const LOST_PATH_VIEW = `${VIEWS_PREFIX}/lost-path`;

/** What an order page is answered with, 503, while the store or database behind it does not answer (proxy.ts). */
export const UNAVAILABLE_VIEW = `${VIEWS_PREFIX}/store-unavailable`;

/** In the words the requirements use for content that cannot be read just now. */
export const TEMPORARILY_UNAVAILABLE = {
  title: 'Temporarily Unavailable',
  message: 'This page is temporarily unavailable. Please try again later.',
};

/**
 * Every address but the build's own files: a script or stylesheet name no build made gets Next's
 * own 404, which no cache keeps, not a page that a CDN or the balancer would keep in its place.
 */
const LOST_PATH_SOURCE = '/:path((?!_next/).*)';

/** Every query key that selects a catalogue view. */
const CATALOGUE_KEYS = ['search', 'sort', 'category', 'categories', 'page'];

/** The adventure list's query keys. */
const ADVENTURE_KEYS = ['search', 'region', 'activity', 'difficulty', 'page'];

/**
 * @param {string[]} keys
 * @param {...string} except
 */
const absent = (keys, ...except) => keys.filter((key) => !except.includes(key)).map((key) => query(key));

/**
 * A list's rules in two parts: `common` matches its most visited views exactly (the default view, one
 * category or region from the menu) and `rest` covers everything else.
 */
/** @typedef {{ common: ViewRewrite[], rest: ViewRewrite[] }} ListRules */

/** @returns {ListRules} */
function catalogueRules() {
  const source = '/products';
  return {
    common: [
      { source, destination: `${VIEWS_PREFIX}/products/${ALL_CATEGORIES}/1`, missing: absent(CATALOGUE_KEYS) },
      { source, destination: `${VIEWS_PREFIX}/products/:category/1`, has: [query('category', SLUG)], missing: absent(CATALOGUE_KEYS, 'category') },
    ],
    rest: [
      {
        source,
        destination: `${VIEWS_PREFIX}/products/:category/:page`,
        has: [query('category', SLUG), query('page', PAGE)],
        missing: absent(CATALOGUE_KEYS, 'category', 'page'),
      },
      { source, destination: `${VIEWS_PREFIX}/products/${ALL_CATEGORIES}/:page`, has: [query('page', PAGE)], missing: absent(CATALOGUE_KEYS, 'page') },
      { source, destination: PRODUCT_SEARCH },
    ],
  };
}

/** @returns {ListRules} */
function adventureRules() {
  return {
    common: [{ source: '/adventures', destination: `${VIEWS_PREFIX}/adventures`, missing: absent(ADVENTURE_KEYS) }],
    rest: [
      { source: '/adventures', destination: `${ADVENTURE_PAGES}/:page`, has: [query('page', PAGE)], missing: absent(ADVENTURE_KEYS, 'page') },
      { source: '/adventures', destination: ADVENTURE_SEARCH },
    ],
  };
}

/** The adventure page's tabs. */
/** @returns {ViewRewrite[]} */
function adventureTabRules() {
  return [
    // The default tab is the adventure's own cached route: tabs switch in place in the browser, so no
    // client navigation needs it to vary by query. A shared link to another tab opens on that tab.
    { source: '/adventures/:id', destination: `${VIEWS_PREFIX}/adventures/:id/:tab`, has: [query('tab', OTHER_TAB)] },
  ];
}

/** @returns {ListRules} */
function collectionRules() {
  const source = '/collections';
  return {
    common: [
      { source, destination: `${VIEWS_PREFIX}/collections/highlands/1`, missing: [query('region'), query('page')] },
      { source, destination: `${VIEWS_PREFIX}/collections/:region/1`, has: [query('region', REGION)], missing: [query('page')] },
    ],
    rest: [
      { source, destination: `${VIEWS_PREFIX}/collections/:region/:page`, has: [query('region', REGION), query('page', PAGE)] },
      { source, destination: `${VIEWS_PREFIX}/collections/highlands/:page`, has: [query('page', PAGE)] },
      // An unknown region or page opens the first tab's first page: the page never shows an error.
      { source, destination: `${VIEWS_PREFIX}/collections/highlands/1` },
    ],
  };
}

/**
 * The rules in Next's three phases:
 * - A list path has no route of its own, so its rules run after Next has looked for a file
 *   ("afterFiles"), which a request for a static page (/about, a story list) skips altogether.
 * - Every list's common views come first, so each of them matches within the first five rules.
 * - An adventure's tab must win over the adventure's own route, so that rule runs before files.
 * - An address that matches no file, route or rule ("fallback") is the storefront's not-found page,
 *   inside the shop's layout. Next would otherwise answer it from the root not-found boundary, and it
 *   sends that boundary's markup with every page it renders: the whole storefront shell a second
 *   time (docs/adr/0028).
 */
export function viewRewritePhases() {
  const lists = [catalogueRules(), adventureRules(), collectionRules()];
  return {
    beforeFiles: adventureTabRules(),
    afterFiles: [...lists.flatMap((list) => list.common), ...lists.flatMap((list) => list.rest)],
    fallback: [{ source: LOST_PATH_SOURCE, destination: LOST_PATH_VIEW }],
  };
}

/** In order: Next applies the first rule whose source and conditions match. */
export function viewRewrites() {
  const { beforeFiles, afterFiles, fallback } = viewRewritePhases();
  return [...beforeFiles, ...afterFiles, ...fallback];
}
