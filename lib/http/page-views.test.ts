import { LOST_PATH_VIEW, viewRewritePhases, viewRewrites, type ViewRewrite } from './page-views.mjs';

type Condition = NonNullable<ViewRewrite['has']>[number];

/**
 * A query condition as Next's rewrites documentation defines it: a key with no value matches when
 * the parameter has a value; a value is a regular expression anchored at both ends, whose named
 * groups become destination parameters. A repeated parameter is read by its last value.
 */
function conditionMatch(condition: Condition, query: URLSearchParams): Record<string, string> | null {
  const values = query.getAll(condition.key);
  const value = values.at(-1);
  if (!value) return null;
  if (condition.value === undefined) return { [condition.key]: value };
  const match = new RegExp(`^${condition.value}$`).exec(value);
  return match ? { ...match.groups } : null;
}

/** The index of the first rule that matches a URL, and the path it rewrites to. */
function firstMatch(url: string): { index: number; path: string } {
  const parsed = new URL(url, 'http://shop.test');
  for (const [index, rule] of viewRewrites().entries()) {
    const source = new RegExp(`^${rule.source.replace(':id', '(?<id>[^/]+)')}$`).exec(parsed.pathname);
    if (!source) continue;
    const found = (rule.has ?? []).map((condition) => conditionMatch(condition, parsed.searchParams));
    if (found.some((params) => params === null)) continue;
    if ((rule.missing ?? []).some((condition) => conditionMatch(condition, parsed.searchParams) !== null)) continue;
    const all: Record<string, string> = Object.assign({ ...source.groups }, ...found);
    return { index, path: rule.destination.replace(/:(\w+)/g, (_, name: string) => all[name] ?? `:${name}`) };
  }
  return { index: -1, path: parsed.pathname };
}

/** Resolves a URL through the rules the way Next does: the first matching rule, its parameters filled in. */
const view = (url: string) => firstMatch(url).path;

describe('view rewrites', () => {
  it('sends the default views to their cached paths, whatever tracking parameters a shared link carries', () => {
    for (const url of ['/products', '/products?utm_source=news&fbclid=x', '/products?category=']) expect(view(url)).toBe('/views/products/all/1');
    for (const url of ['/adventures', '/adventures?utm_campaign=spring', '/adventures?region=']) expect(view(url)).toBe('/views/adventures');
    for (const url of ['/collections', '/collections?utm_source=x']) expect(view(url)).toBe('/views/collections/highlands/1');
  });

  it('gives each category page of the catalogue a cached path of its own', () => {
    expect(view('/products?category=aprons')).toBe('/views/products/aprons/1');
    expect(view('/products?category=aprons&utm_source=news')).toBe('/views/products/aprons/1');
    expect(view('/products?category=aprons&page=2')).toBe('/views/products/aprons/2');
    expect(view('/products?category=wall-art&page=3&fbclid=x')).toBe('/views/products/wall-art/3');
    expect(view('/products?page=2')).toBe('/views/products/all/2');
    expect(view('/products?page=2&utm_source=x')).toBe('/views/products/all/2');
  });

  it('renders searches, sorts, combined and odd filters, and defaults spelled out, per request', () => {
    for (const url of [
      '/products?sort=featured',
      '/products?category=aprons&sort=featured',
      '/products?categories=wall-art&page=3',
      '/products?search=tartan',
      '/products?sort=price-asc',
      '/products?categories=aprons,wall-art',
      '/products?category=aprons&categories=wall-art',
      '/products?category=Aprons',
      '/products?page=0',
      '/products?category=aprons&page=two',
    ]) {
      expect(view(url)).toBe('/views/product-search');
    }
    for (const url of ['/adventures?search=%20%20', '/adventures?page=two', '/adventures?region=Highlands&page=2', '/adventures?region=Highlands', '/adventures?search=skye', '/adventures?activity=Hiking', '/adventures?difficulty=easy']) {
      expect(view(url)).toBe('/views/adventure-search');
    }
  });

  it("gives an adventure's other tabs and each collection region and page a cached path", () => {
    expect(view('/adventures/glen-coe?tab=gallery')).toBe('/views/adventures/glen-coe/gallery');
    expect(view('/adventures?page=2')).toBe('/views/adventure-pages/2');
    expect(view('/adventures?page=2&utm_source=mail')).toBe('/views/adventure-pages/2');
    expect(view('/adventures/12?tab=plan')).toBe('/views/adventures/12/plan');
    expect(view('/collections?region=islands')).toBe('/views/collections/islands/1');
    expect(view('/collections?region=highlands&page=2')).toBe('/views/collections/highlands/2');
    expect(view('/collections?page=3')).toBe('/views/collections/highlands/3');
    expect(view('/collections?region=nowhere')).toBe('/views/collections/highlands/1');
  });

  it('leaves story, product and adventure pages and the home page on their own routes', () => {
    for (const url of ['/articles/tartan?utm_source=x', '/', '/products/oak-board?size=large', '/adventures/glen-coe', '/adventures/glen-coe?tab=overview', '/cart']) {
      expect(view(url)).toBe(new URL(url, 'http://shop.test').pathname);
    }
  });

  it('matches the most visited views within the first rules, which Next tests again on every request', () => {
    for (const url of ['/products', '/products?category=aprons', '/adventures', '/collections', '/collections?region=islands']) {
      expect(firstMatch(url).index).toBeLessThan(6);
    }
  });

  it('runs only the adventure tab rule before files: the list paths have no route of their own', () => {
    const { beforeFiles, afterFiles } = viewRewritePhases();
    expect(beforeFiles.map((rule) => rule.source)).toEqual(['/adventures/:id']);
    expect(new Set(afterFiles.map((rule) => rule.source))).toEqual(new Set(['/products', '/adventures', '/collections']));
  });

  it('answers an address no file, route or rule serves with the storefront\'s cached not-found page', () => {
    const [rule, ...others] = viewRewritePhases().fallback;
    expect(others).toEqual([]);
    expect(rule!.destination).toBe(LOST_PATH_VIEW);
    expect(viewRewrites().at(-1)).toEqual(rule);
    // Next anchors the source at both ends; the build's own files are left to Next's 404.
    const source = new RegExp(`^/${rule!.source.slice('/:path'.length)}$`);
    for (const path of ['/no-such-glen', '/a/b/c', '/views/whatever', '/favicon.ico', '/next/static']) expect(source.test(path)).toBe(true);
    for (const path of ['/_next/static/chunks/no-such-chunk.js', '/_next/image']) expect(source.test(path)).toBe(false);
  });
});
