import type { MetadataRoute } from 'next';
import { listWholeCatalogue, listAdventures, listArticles, listCategories } from '@/lib/commerce';
import { isHiddenCategory } from '@/lib/domain/catalogue';
import { sitemapEntries } from '@/lib/domain/sitemap';
import { absoluteUrl } from '@/lib/seo/json-ld';

// Cached like the pages it lists, for five minutes or until the catalogue's shape or the stories
// change (docs/adr/0009).
export const revalidate = 300;

/**
 * /sitemap.xml: every page, category, product, story and adventure. A failed read fails the file
 * (crawlers retry a 500) rather than publishing a sitemap with half the shop missing.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [products, articles, adventures, categories] = await Promise.all([listWholeCatalogue(), listArticles(), listAdventures(), listCategories()]);
  const categorySlugs = categories.filter((category) => category.productCount > 0 && !isHiddenCategory(category.slug)).map((category) => category.slug);
  return sitemapEntries({ categorySlugs, products, articles, adventures }).map(({ path, lastModified }) => ({
    url: absoluteUrl(path),
    ...(lastModified ? { lastModified } : {}),
  }));
}
