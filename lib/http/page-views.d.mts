// Types of page-views.mjs (plain JavaScript so that next.config.mjs can read it: docs/adr/0036).

export declare const VIEWS_PREFIX: '/views';
/** The path segment of the catalogue view that filters by no category. */
export declare const ALL_CATEGORIES: 'all';

/** The shape of Next's `rewrites()` entries, kept here so the module stays free of Next. */
export interface ViewRewrite {
  source: string;
  destination: string;
  has?: { type: 'query'; key: string; value?: string }[];
  missing?: { type: 'query'; key: string; value?: string }[];
}

/** The cached not-found page for an address no route serves (app/(shop)/views/lost-path). */
export declare const LOST_PATH_VIEW: string;
/** What an order page is answered with, 503, while the store or database behind it does not answer (proxy.ts). */
export declare const UNAVAILABLE_VIEW: string;
/** In the words the requirements use for content that cannot be read just now. */
export declare const TEMPORARILY_UNAVAILABLE: { title: string; message: string };

/** The rules in Next's three phases (see page-views.mjs). */
export declare function viewRewritePhases(): { beforeFiles: ViewRewrite[]; afterFiles: ViewRewrite[]; fallback: ViewRewrite[] };
/** In order: Next applies the first rule whose source and conditions match. */
export declare function viewRewrites(): ViewRewrite[];
