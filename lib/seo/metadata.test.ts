import { DEFAULT_FILTERS } from '@/lib/domain/catalogue-filters';
import { catalogueMetadata, META_DESCRIPTION_LENGTH, pageMetadata, productMetadata, productOpenGraphTags } from './metadata';

describe('pageMetadata', () => {
  const withPicture = pageMetadata({
    title: 'Oak Board',
    description: '  Solid   oak. ',
    path: '/products/oak-board',
    image: { url: '/i.webp', alt: 'An oak board', width: 800, height: 800 },
  });

  it('sets the bare page title (the layout adds the shop name) and a canonical path', () => {
    expect(withPicture.title).toBe('Oak Board');
    expect(withPicture.description).toBe('Solid oak.');
    expect(withPicture.alternates?.canonical).toBe('/products/oak-board');
    expect(withPicture).not.toHaveProperty('robots');
  });

  it('fills the Open Graph card, since it replaces the layout one wholesale', () => {
    expect(withPicture.openGraph).toEqual({
      title: 'Oak Board',
      description: 'Solid oak.',
      url: '/products/oak-board',
      siteName: 'Highland Home',
      locale: 'en_GB',
      type: 'website',
      images: [{ url: '/i.webp', alt: 'An oak board', width: 800, height: 800 }],
    });
  });

  it('uses a large Twitter card when there is a picture and a small one without', () => {
    expect(withPicture.twitter).toEqual({
      card: 'summary_large_image',
      title: 'Oak Board',
      description: 'Solid oak.',
      images: [{ url: '/i.webp', alt: 'An oak board' }],
    });
    const plain = pageMetadata({ title: 'About', description: 'Who we are.', path: '/about' });
    expect(plain.twitter).toEqual({ card: 'summary', title: 'About', description: 'Who we are.' });
    expect(plain.openGraph).not.toHaveProperty('images');
  });

  it('takes a bare image URL with separate alt text, defaulting the alt to the title', () => {
    expect(pageMetadata({ title: 'T', description: 'd', path: '/', image: '/a.webp', imageAlt: 'A loch' }).openGraph).toMatchObject({
      images: [{ url: '/a.webp', alt: 'A loch' }],
    });
    expect(pageMetadata({ title: 'T', description: 'd', path: '/', image: '/a.webp' }).twitter).toMatchObject({ images: [{ url: '/a.webp', alt: 'T' }] });
  });

  it('marks articles as such and can keep a page out of the index', () => {
    const article = pageMetadata({ title: 'Story', description: 'd', path: '/articles/x', type: 'article', noIndex: true });
    expect(article.openGraph).toMatchObject({ type: 'article' });
    expect(article.robots).toEqual({ index: false, follow: true });
  });

  it('cuts a long description at a word boundary near 160 characters', () => {
    const long = 'Heather '.repeat(40);
    const { description } = pageMetadata({ title: 'T', description: long, path: '/' });
    expect(description?.length).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH + 1);
    expect(description?.length).toBeGreaterThan(META_DESCRIPTION_LENGTH - 20);
    expect(description).toMatch(/ Heather…$/);
  });

  it("leaves an empty description out so the layout's applies", () => {
    const metadata = pageMetadata({ title: 'T', description: '   ', path: '/' });
    expect(metadata).not.toHaveProperty('description');
    expect(metadata.openGraph).not.toHaveProperty('description');
  });
});

describe('productMetadata', () => {
  const product = {
    name: 'Thistle Oak Board',
    slug: 'thistle-oak-board',
    descriptionText: 'Engraved oak.',
    category: { id: 2, slug: 'chopping-boards', name: 'Chopping Boards' },
  };

  it('titles the page with the product and leaves its picture to the share card', () => {
    const metadata = productMetadata(product);
    expect(metadata.title).toBe('Thistle Oak Board');
    expect(metadata.description).toBe('Engraved oak.');
    expect(metadata.alternates?.canonical).toBe('/products/thistle-oak-board');
    expect(metadata.openGraph).toMatchObject({ url: '/products/thistle-oak-board' });
    // Next takes the card from opengraph-image.tsx only while the page names no image itself.
    expect(metadata.openGraph).not.toHaveProperty('images');
    expect(metadata.twitter).not.toHaveProperty('images');
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it("writes no og:type of its own: the page writes 'product' with the price", () => {
    expect(productMetadata(product).openGraph).not.toHaveProperty('type');
    const bare = productMetadata({ ...product, descriptionText: '' });
    expect(bare.description).toBe('Thistle Oak Board: Chopping Boards from Highland Home, Scottish Highland gifts.');
  });
});

describe('productOpenGraphTags', () => {
  it("gives og:type product and the cheapest price in pounds, in GBP", () => {
    expect(productOpenGraphTags({ priceRange: { min: 1850, max: 2400 } })).toEqual([
      { property: 'og:type', content: 'product' },
      { property: 'product:price:amount', content: '18.50' },
      { property: 'product:price:currency', content: 'GBP' },
    ]);
  });
});

describe('pageMetadata with a share card', () => {
  it('names no image, so Next adds the card, and asks for a large Twitter card', () => {
    const metadata = pageMetadata({ title: 'Home', description: 'd', path: '/', shareCard: true, image: '/ignored.webp' });
    expect(metadata.openGraph).not.toHaveProperty('images');
    expect(metadata.twitter).toEqual({ card: 'summary_large_image', title: 'Home', description: 'd' });
  });
});

describe('catalogueMetadata', () => {
  it('titles and canonicalises the whole catalogue as /products', () => {
    const metadata = catalogueMetadata(DEFAULT_FILTERS);
    expect(metadata.title).toBe('All Highland Treasures');
    expect(metadata.alternates?.canonical).toBe('/products');
    expect(metadata.description).toContain('Free UK shipping on every order');
    expect(metadata).not.toHaveProperty('robots');
  });

  it('keeps categories and a later page in the canonical URL but never the sort', () => {
    const filters = { ...DEFAULT_FILTERS, categories: ['aprons', 'wall-art'], sort: 'price-asc' as const, page: 2 };
    const metadata = catalogueMetadata(filters, ['Aprons', 'Wall Art']);
    expect(metadata.alternates?.canonical).toBe('/products?categories=aprons%2Cwall-art&page=2');
    expect(metadata.title).toBe('Aprons, Wall Art | All Highland Treasures (page 2)');
    expect(metadata.description).toMatch(/^Shop Aprons, Wall Art at Highland Home/);
    expect(metadata).not.toHaveProperty('robots');
  });

  it('indexes a category landing page under its own URL', () => {
    const metadata = catalogueMetadata({ ...DEFAULT_FILTERS, categories: ['aprons'] }, ['Aprons']);
    expect(metadata.alternates?.canonical).toBe('/products?category=aprons');
    expect(metadata.openGraph).toMatchObject({ url: '/products?category=aprons', title: 'Aprons | All Highland Treasures' });
  });

  it('keeps search results out of the index but followed, with a canonical naming themselves', () => {
    const metadata = catalogueMetadata({ ...DEFAULT_FILTERS, search: ' tartan ', categories: ['aprons'] }, ['Aprons']);
    expect(metadata.title).toBe('Search: tartan | Aprons | All Highland Treasures');
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates?.canonical).toBe('/products?search=tartan&category=aprons');
  });
});
