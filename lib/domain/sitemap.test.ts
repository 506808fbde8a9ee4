import {
  SITEMAP_DESCRIPTION_LENGTH,
  SITEMAP_GROUP_SIZE,
  sitemapEntries,
  sitemapLinks,
  STATIC_SITEMAP_GROUPS,
  staticSitemapGroups,
  STATIC_SITEMAP_PATHS,
  visibleGroups,
} from './sitemap';

const hrefs = (title: string) => STATIC_SITEMAP_GROUPS.find((group) => group.title === title)?.links.map((link) => link.href);

describe('the fixed sitemap groups', () => {
  it('list the main pages, six categories and customer service pages, in order', () => {
    expect(STATIC_SITEMAP_GROUPS.map((group) => group.title)).toEqual(['Main Pages', 'Product Categories', 'Customer Service']);
    expect(hrefs('Main Pages')).toEqual(['/', '/products', '/articles', '/adventures', '/about', '/contact']);
    expect(hrefs('Product Categories')).toEqual([
      '/products?category=aprons',
      '/products?category=chopping-boards',
      '/products?category=phone-cases',
      '/products?category=t-shirts-2',
      '/products?category=accessories',
      '/products?category=wall-art',
    ]);
    expect(hrefs('Customer Service')).toEqual(['/shipping', '/returns', '/size-guide', '/faq', '/track', '/privacy', '/terms', '/cookies']);
  });

  it('label every link', () => {
    for (const group of STATIC_SITEMAP_GROUPS) for (const link of group.links) expect(link.label.trim()).not.toBe('');
  });
});

describe('sitemapLinks', () => {
  const items = Array.from({ length: 14 }, (_, index) => ({ slug: `item-${index + 1}`, name: `Item ${index + 1}`, text: 'word '.repeat(40) }));
  const toLink = (item: (typeof items)[number]) => ({ href: `/products/${item.slug}`, label: item.name, description: item.text });

  it('keeps the first ten items', () => {
    const links = sitemapLinks(items, toLink);
    expect(SITEMAP_GROUP_SIZE).toBe(10);
    expect(links).toHaveLength(10);
    expect(links[0]).toMatchObject({ href: '/products/item-1', label: 'Item 1' });
    expect(links[9]?.href).toBe('/products/item-10');
  });

  it('cuts descriptions at 100 characters and marks the cut', () => {
    const [first] = sitemapLinks(items, toLink);
    expect(SITEMAP_DESCRIPTION_LENGTH).toBe(100);
    expect(first?.description?.endsWith('…')).toBe(true);
    expect(first!.description!.length).toBeLessThanOrEqual(101);
  });

  it('keeps a short description whole and leaves out a blank one', () => {
    const links = sitemapLinks([{ slug: 'a', name: 'A', text: 'Short.' }, { slug: 'b', name: 'B', text: '   ' }], toLink);
    expect(links[0]?.description).toBe('Short.');
    expect(links[1]).toEqual({ href: '/products/b', label: 'B' });
  });

  it('is empty for no items', () => expect(sitemapLinks([], toLink)).toEqual([]));
});

describe('visibleGroups', () => {
  it('hides empty groups and groups whose list failed (null)', () => {
    const groups = visibleGroups([
      { title: 'Featured Products', links: [{ href: '/products/a', label: 'A' }] },
      { title: 'Heritage Articles', links: [] },
      null,
    ]);
    expect(groups.map((group) => group.title)).toEqual(['Featured Products']);
  });
});

describe('sitemapEntries', () => {
  const updated = new Date('2026-10-01T10:00:00Z');
  const published = new Date('2025-05-01T09:00:00Z');
  const modified = new Date('2026-01-12T09:00:00Z');
  const entries = sitemapEntries({
    categorySlugs: ['aprons', 'wall-art'],
    products: [{ slug: 'oak-board', updatedAt: updated }],
    articles: [
      { slug: 'revised', publishedAt: published, modifiedAt: modified },
      { slug: 'untouched', publishedAt: published, modifiedAt: null },
    ],
    adventures: [{ slug: 'ben-nevis', updatedAt: updated }],
  });
  const byPath = (path: string) => entries.find((entry) => entry.path === path);

  it('lists every fixed page once, without an invented date', () => {
    for (const path of ['/', '/products', '/articles', '/adventures', '/about', '/contact', '/collections', '/shipping', '/cookies', '/sitemap']) {
      expect(byPath(path)).toEqual({ path });
    }
    expect(new Set(STATIC_SITEMAP_PATHS).size).toBe(STATIC_SITEMAP_PATHS.length);
    expect(STATIC_SITEMAP_PATHS).not.toContain('/checkout');
  });

  it('lists category pages, products, stories and adventures with their dates', () => {
    expect(byPath('/products?category=aprons')).toEqual({ path: '/products?category=aprons' });
    expect(byPath('/products/oak-board')).toEqual({ path: '/products/oak-board', lastModified: updated });
    expect(byPath('/articles/revised')?.lastModified).toBe(modified);
    expect(byPath('/articles/untouched')?.lastModified).toBe(published);
    expect(byPath('/adventures/ben-nevis')?.lastModified).toBe(updated);
  });

  it('never lists a path twice', () => {
    const twice = sitemapEntries({ categorySlugs: [], products: [{ slug: 'a', updatedAt: updated }, { slug: 'a', updatedAt: updated }], articles: [], adventures: [] });
    expect(twice.filter((entry) => entry.path === '/products/a')).toHaveLength(1);
    expect(entries.length).toBe(new Set(entries.map((entry) => entry.path)).size);
  });
});

describe('staticSitemapGroups', () => {
  it('keeps only the categories the owner shows, and drops the group when they could not be read', () => {
    const categories = (shown: Set<string> | null) => staticSitemapGroups(shown).find((group) => group.title === 'Product Categories')?.links.map((link) => link.href);
    expect(categories(new Set(['aprons', 'wall-art', 'highland-aprons']))).toEqual(['/products?category=aprons', '/products?category=wall-art']);
    expect(categories(null)).toBeUndefined();
    expect(staticSitemapGroups(null).map((group) => group.title)).toEqual(['Main Pages', 'Customer Service']);
  });
});
