import { articleJsonLd, type StructuredArticle } from './article-json-ld';

const article: StructuredArticle = {
  slug: 'reading-the-sett',
  title: 'Reading the Sett: How Tartan Is Woven',
  excerpt: 'How a tartan is counted, woven and named.',
  publishedAt: new Date('2025-03-14T09:00:00Z'),
  modifiedAt: new Date('2026-01-12T09:00:00Z'),
  keywords: ['tartan', ' weaving ', ''],
  image: { url: '/images/generated/stories/reading-the-sett.webp' },
};

const ORIGINAL_SITE_URL = process.env.SITE_URL;
beforeEach(() => {
  process.env.SITE_URL = 'https://shop.example';
});
afterAll(() => {
  process.env.SITE_URL = ORIGINAL_SITE_URL;
});

describe('articleJsonLd', () => {
  it('describes the story with absolute URLs, its dates and the shop as author and publisher', () => {
    const shop = { '@type': 'Organization', name: 'Highland Home', url: 'https://shop.example/' };
    expect(articleJsonLd(article)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Reading the Sett: How Tartan Is Woven',
      description: 'How a tartan is counted, woven and named.',
      image: ['https://shop.example/images/generated/stories/reading-the-sett.webp'],
      datePublished: '2025-03-14T09:00:00.000Z',
      dateModified: '2026-01-12T09:00:00.000Z',
      keywords: 'tartan, weaving',
      author: shop,
      publisher: { ...shop, logo: { '@type': 'ImageObject', url: 'https://shop.example/icon.svg' } },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://shop.example/articles/reading-the-sett' },
      url: 'https://shop.example/articles/reading-the-sett',
    });
  });

  it('dates a story never revised as modified when published', () => {
    expect(articleJsonLd({ ...article, modifiedAt: null }).dateModified).toBe('2025-03-14T09:00:00.000Z');
  });

  it('leaves out an image and keywords it does not have', () => {
    const data = articleJsonLd({ ...article, image: null, keywords: [] });
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('keywords');
  });

  it('keeps an image that is already absolute', () => {
    expect(articleJsonLd({ ...article, image: { url: 'https://cdn.example/a.webp' } }).image).toEqual(['https://cdn.example/a.webp']);
  });
});
