/**
 * The sitemap page (docs/product/routes.md#sitemap) and /sitemap.xml: which pages they list and how each item reads.
 * Paths stay site-relative here; the XML route makes them absolute.
 */
import { cutText } from '@/lib/domain/text';
import { COLLECTION_LINKS, CUSTOMER_SERVICE_LINKS, LEGAL_LINKS, NAV_LINKS, type SiteLink } from '@/lib/site';

/** Ten items a group, descriptions cut at 100 characters. */
export const SITEMAP_GROUP_SIZE = 10;
export const SITEMAP_DESCRIPTION_LENGTH = 100;

export interface SitemapLink {
  href: string;
  label: string;
  description?: string;
}

export interface SitemapGroup {
  title: string;
  links: readonly SitemapLink[];
}

const SITEMAP_CATEGORY_SLUGS = ['aprons', 'chopping-boards', 'phone-cases', 't-shirts-2', 'accessories', 'wall-art'];
const SERVICE_PATHS = ['/shipping', '/returns', '/size-guide', '/faq', '/track', '/privacy', '/terms', '/cookies'];

const categorySlug = (link: SiteLink) => new URLSearchParams(link.href.split('?')[1] ?? '').get('category') ?? '';
const serviceLinks = [...CUSTOMER_SERVICE_LINKS, ...LEGAL_LINKS];

/** Main Pages, Product Categories and Customer Service, labelled as the header and footer label them. */
export const STATIC_SITEMAP_GROUPS: readonly SitemapGroup[] = [
  { title: 'Main Pages', links: NAV_LINKS.map(({ href, label }) => ({ href, label })) },
  {
    title: 'Product Categories',
    links: SITEMAP_CATEGORY_SLUGS.flatMap((slug) => COLLECTION_LINKS.filter((link) => categorySlug(link) === slug)).map(({ href, label }) => ({ href, label })),
  },
  {
    title: 'Customer Service',
    links: SERVICE_PATHS.flatMap((path) => serviceLinks.filter((link) => link.href === path)).map(({ href, label }) => ({ href, label })),
  },
];

/** The first ten items of a list, each described in at most 100 characters (plus the cut's ellipsis). */
export function sitemapLinks<T>(items: readonly T[], toLink: (item: T) => { href: string; label: string; description: string }): SitemapLink[] {
  return items.slice(0, SITEMAP_GROUP_SIZE).map((item) => {
    const { href, label, description } = toLink(item);
    const cut = cutText(description, SITEMAP_DESCRIPTION_LENGTH);
    return cut ? { href, label, description: cut } : { href, label };
  });
}

/**
 * The fixed groups, with Product Categories keeping only the categories the owner shows (`shown`,
 * by slug); the group goes when they could not be read (null), as a failing list's group does.
 */
export function staticSitemapGroups(shown: ReadonlySet<string> | null): SitemapGroup[] {
  return STATIC_SITEMAP_GROUPS.flatMap((group) => {
    if (group.title !== 'Product Categories') return [group];
    if (!shown) return [];
    return [{ ...group, links: group.links.filter((link) => shown.has(categorySlug(link))) }];
  });
}

/** A group with no links is not shown. */
export function visibleGroups(groups: readonly (SitemapGroup | null)[]): SitemapGroup[] {
  return groups.filter((group): group is SitemapGroup => group !== null && group.links.length > 0);
}

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

export interface SitemapContent {
  categorySlugs: readonly string[];
  products: readonly { slug: string; updatedAt: Date }[];
  articles: readonly { slug: string; publishedAt: Date; modifiedAt: Date | null }[];
  adventures: readonly { slug: string; updatedAt: Date }[];
}

/** Every page a search engine should know, beyond the catalogue and the stories. */
export const STATIC_SITEMAP_PATHS: readonly string[] = [
  ...NAV_LINKS.map((link) => link.href),
  '/collections',
  ...SERVICE_PATHS,
  '/sitemap',
];

/**
 * /sitemap.xml: the fixed pages, each category page, every product, story and adventure. Fixed pages
 * carry no date: a made-up "modified now" on every fetch teaches crawlers to ignore lastmod.
 */
export function sitemapEntries(content: SitemapContent): SitemapEntry[] {
  const entries: SitemapEntry[] = [
    ...STATIC_SITEMAP_PATHS.map((path) => ({ path })),
    ...content.categorySlugs.map((slug) => ({ path: `/products?category=${encodeURIComponent(slug)}` })),
    ...content.products.map((product) => ({ path: `/products/${product.slug}`, lastModified: product.updatedAt })),
    ...content.articles.map((article) => ({ path: `/articles/${article.slug}`, lastModified: article.modifiedAt ?? article.publishedAt })),
    ...content.adventures.map((adventure) => ({ path: `/adventures/${adventure.slug}`, lastModified: adventure.updatedAt })),
  ];
  const seen = new Set<string>();
  return entries.filter((entry) => (seen.has(entry.path) ? false : (seen.add(entry.path), true)));
}
