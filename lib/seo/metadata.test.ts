import { DEFAULT_FILTERS } from '@/lib/domain/catalogue-filters';
import { catalogueMetadata } from './catalogue-metadata';
import { pageMetadata } from './metadata';

describe('pageMetadata', () => {
  it('sets canonical, Open Graph and a large Twitter card when there is a picture', () => {
    const metadata = pageMetadata({ title: 'Oak Board', description: 'Solid oak.', path: '/products/oak-board', image: { url: '/i.webp', alt: 'Oak' } });
    expect(metadata.alternates?.canonical).toBe('/products/oak-board');
    expect(metadata.openGraph).toMatchObject({ title: 'Oak Board', url: '/products/oak-board', siteName: 'Highland Home', locale: 'en_GB', images: [{ url: '/i.webp', alt: 'Oak' }] });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: ['/i.webp'] });
  });

  it('cuts long descriptions and uses a small card without a picture', () => {
    const metadata = pageMetadata({ title: 'T', description: 'word '.repeat(100), path: '/' });
    expect((metadata.description ?? '').length).toBeLessThanOrEqual(161);
    expect(metadata.twitter).toMatchObject({ card: 'summary' });
  });
});

describe('catalogueMetadata', () => {
  it('keeps categories and page in the canonical URL but not the sort', () => {
    const metadata = catalogueMetadata({ ...DEFAULT_FILTERS, categories: ['aprons'], sort: 'price-asc', page: 2 }, ['Aprons']);
    expect(metadata.alternates?.canonical).toBe('/products?category=aprons&page=2');
    expect(metadata.title).toBe('Aprons | All Highland Treasures (page 2)');
    expect(metadata.robots).toBeUndefined();
  });

  it('keeps search results out of the index', () => {
    const metadata = catalogueMetadata({ ...DEFAULT_FILTERS, search: 'tartan' }, []);
    expect(metadata.title).toBe('Search: tartan');
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates?.canonical).toBe('/products');
  });
});
