/** The sitemap page's three lists; each is read on its own so one failing only hides its group (docs/product/routes.md#sitemap). */
import { listAdventures, listArticles, listCategories, listProducts } from '@/lib/commerce';
import { articlePath, adventurePath } from '@/lib/content/store/api-shape';
import { SITEMAP_GROUP_SIZE, sitemapLinks, staticSitemapGroups, visibleGroups, type SitemapGroup } from '@/lib/domain/sitemap';
import { errorFields, logger } from '@/lib/log';

async function group(title: string, links: () => Promise<SitemapGroup['links']>): Promise<SitemapGroup | null> {
  try {
    return { title, links: await links() };
  } catch (error) {
    // Hidden from the shopper, but the shop owner should still hear about it.
    logger('sitemap').error({ section: title, ...errorFields(error) }, 'sitemap section could not be listed');
    return null;
  }
}

/** The slugs of the categories the shop shows, or null (logged) when they cannot be read. */
async function shownCategorySlugs(): Promise<Set<string> | null> {
  try {
    return new Set((await listCategories()).map((category) => category.slug));
  } catch (error) {
    logger('sitemap').error({ section: 'Product Categories', ...errorFields(error) }, 'sitemap section could not be listed');
    return null;
  }
}

export async function loadSitemapGroups(): Promise<SitemapGroup[]> {
  const [shown, ...dynamicGroups] = await Promise.all([
    shownCategorySlugs(),
    group('Featured Products', async () => {
      const { products } = await listProducts({ sort: 'featured', page: 1, perPage: SITEMAP_GROUP_SIZE });
      return sitemapLinks(products, (product) => ({ href: `/products/${product.slug}`, label: product.name, description: product.descriptionText }));
    }),
    group('Heritage Articles', async () =>
      sitemapLinks(await listArticles(), (article) => ({ href: articlePath(article.slug), label: article.title, description: article.excerpt })),
    ),
    group('Highland Adventures', async () =>
      sitemapLinks(await listAdventures(), (adventure) => ({ href: adventurePath(adventure.slug), label: adventure.title, description: adventure.description })),
    ),
  ]);
  return visibleGroups([...staticSitemapGroups(shown), ...dynamicGroups]);
}
