/** The catalogue reads behind the home page, all through the five-minute catalogue cache. */
import { listArticles, listProducts, type Product } from '@/lib/commerce';
import { COLLECTION_LINKS } from '@/lib/site';
import type { HomeCollection } from './CollectionCards';

const FEATURED_COUNT = 8;

/** The shop's own one-liners for the six home collections, keyed by category slug. */
const BLURBS: Record<string, string> = {
  aprons: 'Tartan, thistle and hairy coo aprons for the kitchen, the bake sale and the barbecue.',
  'chopping-boards': 'Solid oak and walnut boards engraved with stags, thistles and knotwork.',
  'phone-cases': 'Slim, tough cases in tartans and coastlines for iPhone, Samsung and Pixel.',
  't-shirts-2': 'Soft cotton tees in sizes xs to 3xl: thistles, stags, summits and the odd coo.',
  accessories: 'Totes, keyrings, scarves and notebooks: small Highland gifts that travel well.',
  'wall-art': 'Prints and canvases of glens, lochs, castles and coos for your walls.',
};

const HOME_COLLECTIONS = COLLECTION_LINKS.slice(0, 6).map((link) => ({
  ...link,
  slug: new URLSearchParams(link.href.split('?')[1] ?? '').get('category') ?? '',
}));

export async function loadFeatured(): Promise<{ products: Product[]; total: number }> {
  const { products, total } = await listProducts({ sort: 'featured', page: 1, perPage: FEATURED_COUNT });
  return { products, total };
}

export async function loadCollections(): Promise<HomeCollection[]> {
  return Promise.all(
    HOME_COLLECTIONS.map(async ({ slug, label, href }) => {
      const { products, total } = await listProducts({ sort: 'featured', page: 1, perPage: 1, categories: [slug] });
      const first = products[0];
      // The styled picture (third view) differs from the studio shot the product grid shows.
      const image = first ? (first.images[2] ?? first.images[0] ?? null) : null;
      return { slug, name: label, href, blurb: BLURBS[slug] ?? '', productCount: total, image };
    }),
  );
}

export { getRatingSummary as loadRatingSummary } from '@/lib/commerce';

/** The featured heritage stories, for the home page teaser. */
export async function loadFeaturedStories(): Promise<{ slug: string; title: string; readTimeMinutes: number }[]> {
  const stories = await listArticles({ featured: true });
  return stories.map(({ slug, title, readTimeMinutes }) => ({ slug, title, readTimeMinutes }));
}
