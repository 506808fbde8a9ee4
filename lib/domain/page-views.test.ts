import { pageViewFor } from './page-views';

const view = (url: string) => {
  const parsed = new URL(url, 'http://shop.test');
  return pageViewFor(parsed.pathname, parsed.searchParams);
};

describe('pageViewFor', () => {
  it('sends the default views to their cached paths too, whatever tracking parameters a shared link carries', () => {
    for (const url of ['/products', '/products?utm_source=news&fbclid=x', '/products?page=1']) expect(view(url)).toEqual({ kind: 'rewrite', path: '/views/products/all/1' });
    for (const url of ['/adventures', '/adventures?utm_campaign=spring']) expect(view(url)).toEqual({ kind: 'rewrite', path: '/views/adventures' });
    for (const url of ['/collections', '/collections?region=nowhere']) expect(view(url)).toEqual({ kind: 'rewrite', path: '/views/collections/highlands/1' });
  });

  it('leaves story, product and adventure pages and the home page on their own routes', () => {
    for (const url of ['/articles/tartan?utm_source=x', '/', '/products/oak-board?size=large', '/adventures/glen-coe', '/adventures/glen-coe?tab=overview']) {
      expect(view(url)).toEqual({ kind: 'public' });
    }
  });

  it('gives each category page of the catalogue a cached path of its own', () => {
    expect(view('/products?category=aprons')).toEqual({ kind: 'rewrite', path: '/views/products/aprons/1' });
    expect(view('/products?categories=wall-art&page=3')).toEqual({ kind: 'rewrite', path: '/views/products/wall-art/3' });
    expect(view('/products?page=2')).toEqual({ kind: 'rewrite', path: '/views/products/all/2' });
    expect(view('/products?page=2&sort=featured')).toEqual({ kind: 'rewrite', path: '/views/products/all/2' });
  });

  it('renders searches, sorts and combined filters per request, with the query kept', () => {
    expect(view('/products?search=tartan')).toEqual({ kind: 'rewrite', path: '/views/product-search?search=tartan' });
    expect(view('/products?sort=price-asc')).toEqual({ kind: 'rewrite', path: '/views/product-search?sort=price-asc' });
    expect(view('/products?categories=aprons,wall-art')).toEqual({ kind: 'rewrite', path: '/views/product-search?categories=aprons%2Cwall-art' });
    expect(view('/adventures?region=Highlands')).toEqual({ kind: 'rewrite', path: '/views/adventure-search?region=Highlands' });
  });

  it('gives an adventure tab and a collection region their own cached path', () => {
    expect(view('/adventures/glen-coe?tab=gallery')).toEqual({ kind: 'rewrite', path: '/views/adventures/glen-coe/gallery' });
    expect(view('/adventures/12?tab=Plan')).toEqual({ kind: 'rewrite', path: '/views/adventures/12/plan' });
    expect(view('/collections?region=islands')).toEqual({ kind: 'rewrite', path: '/views/collections/islands/1' });
    expect(view('/collections?region=highlands&page=2')).toEqual({ kind: 'rewrite', path: '/views/collections/highlands/2' });
  });

  it('leaves every other path alone', () => {
    for (const url of ['/cart', '/views/products/all/2', '/adventures/glen-coe/extra?tab=gallery']) {
      expect(view(url)).toEqual({ kind: 'public' });
    }
  });
});
