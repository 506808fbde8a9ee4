import { breadcrumbJsonLd, organizationJsonLd, productJsonLd, serializeJsonLd, websiteJsonLd } from './json-ld';

const product = {
  id: 12,
  slug: 'oak-board',
  name: 'Oak Board',
  descriptionText: 'Solid oak.',
  pricePence: 2999,
  priceRange: { min: 2999, max: 2999 },
  images: [{ url: '/images/oak-1.webp' }],
  category: { name: 'Chopping Boards' },
  rating: null,
  ratingCount: 0,
  inStock: true,
};

beforeAll(() => {
  process.env.SITE_URL = 'https://shop.example';
});

describe('productJsonLd', () => {
  it('offers a simple product at its price in pounds, with absolute URLs', () => {
    const data = productJsonLd(product);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Oak Board',
      image: ['https://shop.example/images/oak-1.webp'],
      url: 'https://shop.example/products/oak-board',
      offers: { '@type': 'Offer', price: '29.99', priceCurrency: 'GBP', availability: 'https://schema.org/InStock' },
    });
  });

  it('gives a price range for options that differ in price, and says when sold out', () => {
    const data = productJsonLd({ ...product, priceRange: { min: 2999, max: 5999 }, inStock: false }, { variationCount: 4 });
    expect(data.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '29.99',
      highPrice: '59.99',
      offerCount: 4,
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('states a rating only when there are real reviews', () => {
    expect(productJsonLd(product)).not.toHaveProperty('aggregateRating');
    expect(productJsonLd({ ...product, rating: 4.5, ratingCount: 0 })).not.toHaveProperty('aggregateRating');
    expect(productJsonLd({ ...product, rating: 4.5, ratingCount: 9 }).aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 9 });
  });
});

describe('site-wide structured data', () => {
  it('describes the organisation and the site search', () => {
    expect(organizationJsonLd()).toMatchObject({ '@type': 'Organization', name: 'Highland Home', url: 'https://shop.example/' });
    expect(websiteJsonLd().potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: 'https://shop.example/products?search={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
  });

  it('numbers breadcrumbs from 1 with absolute links', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Products', path: '/products' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Products', item: 'https://shop.example/products' },
    ]);
  });
});

describe('serializeJsonLd', () => {
  it('never lets a name close the script element', () => {
    const text = serializeJsonLd(productJsonLd({ ...product, name: 'Evil </script ><script>alert(1)</script>' }));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('Evil </script ><script>alert(1)</script>');
  });
});
