import { absoluteUrl, breadcrumbJsonLd, organizationJsonLd, productJsonLd, websiteJsonLd, type StructuredProduct } from './json-ld';

const product: StructuredProduct = {
  id: 12,
  slug: 'oak-board',
  name: 'Oak Board',
  descriptionText: 'Solid oak, engraved with a thistle.',
  pricePence: 2499,
  priceRange: { min: 2499, max: 2499 },
  images: [{ url: '/images/oak-1.webp' }, { url: '/images/oak-2.webp' }],
  category: { name: 'Chopping Boards' },
  rating: null,
  ratingCount: 0,
  inStock: true,
};

const ORIGINAL_SITE_URL = process.env.SITE_URL;
beforeEach(() => {
  process.env.SITE_URL = 'https://shop.example/';
});
afterAll(() => {
  process.env.SITE_URL = ORIGINAL_SITE_URL;
});

describe('absoluteUrl', () => {
  it('puts site-relative paths on the configured origin, without doubling the slash', () => {
    expect(absoluteUrl('/products/oak-board')).toBe('https://shop.example/products/oak-board');
    expect(absoluteUrl('/')).toBe('https://shop.example/');
  });

  it('keeps a base path in SITE_URL and leaves absolute URLs alone', () => {
    process.env.SITE_URL = 'https://example.org/shop';
    expect(absoluteUrl('/products')).toBe('https://example.org/shop/products');
    expect(absoluteUrl('https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
  });
});

describe('productJsonLd', () => {
  it('describes a simple product with one Offer priced in pounds as text, and absolute URLs', () => {
    expect(productJsonLd(product)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Oak Board',
      description: 'Solid oak, engraved with a thistle.',
      image: ['https://shop.example/images/oak-1.webp', 'https://shop.example/images/oak-2.webp'],
      sku: '12',
      productID: 'oak-board',
      category: 'Chopping Boards',
      brand: { '@type': 'Brand', name: 'Highland Home' },
      url: 'https://shop.example/products/oak-board',
      offers: {
        '@type': 'Offer',
        price: '24.99',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: 'https://shop.example/products/oak-board',
      },
    });
  });

  it('keeps whole pounds and pennies exact', () => {
    expect(productJsonLd({ ...product, pricePence: 3000, priceRange: { min: 3000, max: 3000 } }).offers).toMatchObject({ price: '30.00' });
    expect(productJsonLd({ ...product, pricePence: 1005, priceRange: { min: 1005, max: 1005 } }).offers).toMatchObject({ price: '10.05' });
  });

  it('says when a product is sold out', () => {
    expect(productJsonLd({ ...product, inStock: false }).offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('gives an AggregateOffer from the variations when their prices differ', () => {
    const offers = productJsonLd(product, {
      variations: [
        { pricePence: 3499, inStock: false },
        { pricePence: 2999, inStock: true },
        { pricePence: 5999, inStock: false },
      ],
    }).offers;
    expect(offers).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: '29.99',
      highPrice: '59.99',
      offerCount: 3,
      priceCurrency: 'GBP',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      url: 'https://shop.example/products/oak-board',
    });
  });

  it('is out of stock only when every variation is', () => {
    const soldOut = [
      { pricePence: 2999, inStock: false },
      { pricePence: 3999, inStock: false },
    ];
    // The product's own flag is ignored once the variations are known.
    expect(productJsonLd({ ...product, inStock: true }, { variations: soldOut }).offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('uses a plain Offer when every variation costs the same', () => {
    const offers = productJsonLd(product, { variations: [{ pricePence: 1999, inStock: true }, { pricePence: 1999, inStock: false }] }).offers;
    expect(offers).toMatchObject({ '@type': 'Offer', price: '19.99', availability: 'https://schema.org/InStock' });
  });

  it('falls back to the product price range and a bare count without the variations', () => {
    const variable = { ...product, pricePence: 2999, priceRange: { min: 2999, max: 5999 }, inStock: false };
    expect(productJsonLd(variable, { variationCount: 4 }).offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '29.99',
      highPrice: '59.99',
      offerCount: 4,
      availability: 'https://schema.org/OutOfStock',
    });
    expect(productJsonLd(variable).offers).not.toHaveProperty('offerCount');
    expect(productJsonLd(variable, { variations: [] }).offers).toMatchObject({ lowPrice: '29.99', highPrice: '59.99' });
  });

  it('states a rating only when there are real reviews, never a made-up one', () => {
    expect(productJsonLd(product)).not.toHaveProperty('aggregateRating');
    expect(productJsonLd({ ...product, rating: 4.5, ratingCount: 0 })).not.toHaveProperty('aggregateRating');
    expect(productJsonLd({ ...product, rating: null, ratingCount: 12 })).not.toHaveProperty('aggregateRating');
    expect(productJsonLd({ ...product, rating: 4.333333, ratingCount: 9 }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.33,
      reviewCount: 9,
      bestRating: 5,
      worstRating: 1,
    });
    expect(JSON.stringify(productJsonLd({ ...product, rating: 3, ratingCount: 2 }))).not.toMatch(/4\.8|127/);
  });

  it('leaves out an empty description and an empty image list', () => {
    const bare = productJsonLd({ ...product, descriptionText: '  ', images: [] });
    expect(bare).not.toHaveProperty('description');
    expect(bare).not.toHaveProperty('image');
  });
});

describe('organizationJsonLd', () => {
  it('names the shop with its absolute URL, logo and contact e-mail', () => {
    process.env.SHOP_CONTACT_EMAIL = 'hello@shop.example';
    expect(organizationJsonLd()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Highland Home',
      url: 'https://shop.example/',
      logo: 'https://shop.example/icon.svg',
      email: 'hello@shop.example',
    });
    delete process.env.SHOP_CONTACT_EMAIL;
  });

  it("lists only real profile links in sameAs, not a network's front page", async () => {
    const saved = { ...process.env };
    process.env.NEXT_PUBLIC_SOCIAL_FACEBOOK = 'https://www.facebook.com/highlandhome';
    process.env.NEXT_PUBLIC_SOCIAL_INSTAGRAM = 'https://www.instagram.com/highlandhome/';
    delete process.env.NEXT_PUBLIC_SOCIAL_X;
    delete process.env.NEXT_PUBLIC_SOCIAL_PINTEREST;
    let configured: ReturnType<typeof organizationJsonLd> | undefined;
    // SOCIAL_LINKS is read from the environment when lib/site loads, so load it afresh.
    await jest.isolateModulesAsync(async () => {
      configured = (await import('./json-ld')).organizationJsonLd();
    });
    process.env = saved;
    expect(configured?.sameAs).toEqual(['https://www.facebook.com/highlandhome', 'https://www.instagram.com/highlandhome/']);
  });

  it('leaves sameAs out when no profile is configured', async () => {
    const saved = { ...process.env };
    for (const name of ['FACEBOOK', 'INSTAGRAM', 'X', 'PINTEREST']) delete process.env[`NEXT_PUBLIC_SOCIAL_${name}`];
    let bare: ReturnType<typeof organizationJsonLd> | undefined;
    await jest.isolateModulesAsync(async () => {
      bare = (await import('./json-ld')).organizationJsonLd();
    });
    process.env = saved;
    expect(bare).toBeDefined();
    expect(bare).not.toHaveProperty('sameAs');
  });
});

describe('websiteJsonLd', () => {
  it('points the SearchAction at the catalogue search the site really has', () => {
    expect(websiteJsonLd()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Highland Home',
      url: 'https://shop.example/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://shop.example/products?search={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute links', () => {
    const trail = breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'Products', path: '/products' },
      { name: 'Oak Board', path: '/products/oak-board' },
    ]);
    expect(trail).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Products', item: 'https://shop.example/products' },
        { '@type': 'ListItem', position: 3, name: 'Oak Board', item: 'https://shop.example/products/oak-board' },
      ],
    });
  });
});
