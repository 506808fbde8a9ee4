import { GET as listProducts } from '@/app/api/products/route';
import { GET as getProduct } from '@/app/api/products/[slug]/route';
import { GET as listVariations } from '@/app/api/products/[slug]/variations/route';
import { GET as listCategories } from '@/app/api/categories/route';
import { GET as unknownEndpoint } from '@/app/api/[...unknown]/route';
import type { ApiCategory, ApiProduct, ApiVariation } from '@/lib/commerce/api-shape';
import { decimalToPence } from '@/lib/domain/money';
import { seedProducts } from '@/data/catalogue/products';
import { seedCategories } from '@/data/catalogue/categories';
import { apiRequest, params } from '../support/api';

const noParams = params({});

async function products(query: string): Promise<{ status: number; body: ApiProduct[]; total: number }> {
  const response = await listProducts(apiRequest(`/api/products${query}`), noParams);
  return { status: response.status, body: await response.json(), total: Number(response.headers.get('x-total-count')) };
}

async function errorOf(query: string) {
  const response = await listProducts(apiRequest(`/api/products${query}`), noParams);
  return { status: response.status, body: (await response.json()) as { error: { code: string; message: string } } };
}

const pence = (price: string) => decimalToPence(price)!;

describe('GET /api/products', () => {
  it('lists the whole seeded catalogue at per_page=100 in the API shape', async () => {
    const { status, body, total } = await products('?per_page=100');
    expect(status).toBe(200);
    expect(total).toBe(seedProducts.length);
    expect(body).toHaveLength(Math.min(100, seedProducts.length));
    expect(body.length).toBeGreaterThanOrEqual(44);
    const first = body[0]!;
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining(['id', 'name', 'slug', 'description', 'price', 'originalPrice', 'imageUrl', 'images', 'tags', 'categoryId', 'categorySlug', 'categoryName', 'attributes', 'type', 'rating', 'inStock']),
    );
    expect(first.price).toMatch(/^\d+\.\d{2}$/);
    expect(first.imageUrl).toMatch(/^\/images\//);
  });

  it('pages 12 at a time by default and pages do not overlap', async () => {
    const first = await products('');
    const second = await products('?page=2');
    expect(first.body).toHaveLength(12);
    const firstIds = new Set(first.body.map((p) => p.id));
    expect(second.body.some((p) => firstIds.has(p.id))).toBe(false);
    expect((await products('?page=999')).body).toEqual([]);
  });

  it('forgives a typo: "tarten" finds the tartan products', async () => {
    const { body } = await products('?search=tarten&per_page=100');
    const tartanSeeds = seedProducts.filter((p) => /tartan/i.test(`${p.name} ${p.tags.join(' ')}`));
    expect(body.length).toBeGreaterThanOrEqual(tartanSeeds.length);
    for (const seed of tartanSeeds) expect(body.map((p) => p.slug)).toContain(seed.slug);
    for (const product of body) expect(`${product.name} ${product.tags.join(' ')} ${product.description}`).toMatch(/tartan/i);
  });

  it('matches tags and descriptions as well as names, and finds nothing for gibberish', async () => {
    const tagged = seedProducts.find((p) => p.tags.includes('thistle'))!;
    expect((await products('?search=thistle&per_page=100')).body.map((p) => p.slug)).toContain(tagged.slug);
    const nothing = await products('?search=qqzzxxyy');
    expect(nothing.body).toEqual([]);
    expect(nothing.total).toBe(0);
  });

  it('filters by a comma list of categories (and the single category alias)', async () => {
    const { body, total } = await products('?categories=aprons,wall-art&per_page=100');
    const expected = seedProducts.filter((p) => ['aprons', 'wall-art'].includes(p.categorySlug));
    expect(total).toBe(expected.length);
    expect(new Set(body.map((p) => p.categorySlug))).toEqual(new Set(['aprons', 'wall-art']));
    const alias = await products('?category=aprons&per_page=100');
    expect(alias.body.every((p) => p.categorySlug === 'aprons')).toBe(true);
    expect((await products('?categories=no-such-category')).body).toEqual([]);
  });

  it.each([
    ['price-asc', (a: ApiProduct, b: ApiProduct) => pence(a.price) <= pence(b.price)],
    ['price-desc', (a: ApiProduct, b: ApiProduct) => pence(a.price) >= pence(b.price)],
    ['name-asc', (a: ApiProduct, b: ApiProduct) => a.name.toLowerCase() <= b.name.toLowerCase()],
    ['name-desc', (a: ApiProduct, b: ApiProduct) => a.name.toLowerCase() >= b.name.toLowerCase()],
    ['newest', (a: ApiProduct, b: ApiProduct) => a.createdAt >= b.createdAt],
    ['featured', (a: ApiProduct, b: ApiProduct) => Number(a.featured) >= Number(b.featured)],
  ])('sorts by %s', async (sort, inOrder) => {
    const { body } = await products(`?sort=${sort}&per_page=100`);
    expect(body.length).toBe(seedProducts.length);
    body.slice(1).forEach((product, index) => expect(inOrder(body[index]!, product)).toBe(true));
  });

  it('shows a variable product at its cheapest variation with the full range', async () => {
    const shirt = seedProducts.find((p) => p.type === 'variable' && p.categorySlug === 't-shirts-2')!;
    if (shirt.type !== 'variable') throw new Error('seed has no variable t-shirt');
    const prices = shirt.variations.map((v) => v.pricePence);
    const { body } = await products(`?search=${encodeURIComponent(shirt.name)}&per_page=100`);
    const found = body.find((p) => p.slug === shirt.slug)!;
    expect(found.type).toBe('variable');
    expect(pence(found.price)).toBe(Math.min(...prices));
    expect(pence(found.priceRange.max)).toBe(Math.max(...prices));
  });

  it.each([
    ['?per_page=0', 'per_page'],
    ['?per_page=1000', 'per_page'],
    ['?per_page=ten', 'per_page'],
    ['?page=0', 'page'],
    ['?sort=cheapest', 'sort'],
    ['?categories=,aprons', 'categories'],
    ['?categories=Aprons;DROP', 'categories'],
    [`?search=${'a'.repeat(101)}`, 'search'],
  ])('answers %s with a 400 JSON error naming %s', async (query, field) => {
    const { status, body } = await errorOf(query);
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid_query');
    expect(body.error.message).toContain(field);
  });
});

describe('GET /api/products/{slug}', () => {
  it('returns one product by slug and by id', async () => {
    const seed = seedProducts[0]!;
    const bySlug = await getProduct(apiRequest(`/api/products/${seed.slug}`), params({ slug: seed.slug }));
    expect(bySlug.status).toBe(200);
    const product = (await bySlug.json()) as ApiProduct;
    expect(product.name).toBe(seed.name);
    const byId = await getProduct(apiRequest(`/api/products/${product.id}`), params({ slug: String(product.id) }));
    expect(((await byId.json()) as ApiProduct).slug).toBe(seed.slug);
  });

  it('marks a product with no stock as out of stock', async () => {
    const soldOut = seedProducts.find((p) => p.type === 'simple' && p.stock === 0)!;
    const response = await getProduct(apiRequest(`/api/products/${soldOut.slug}`), params({ slug: soldOut.slug }));
    expect(((await response.json()) as ApiProduct).inStock).toBe(false);
    const soldOutVariable = seedProducts.find((p) => p.type === 'variable' && p.variations.every((v) => v.stock === 0))!;
    const variable = await getProduct(apiRequest(`/api/products/${soldOutVariable.slug}`), params({ slug: soldOutVariable.slug }));
    expect(((await variable.json()) as ApiProduct).inStock).toBe(false);
  });

  it('answers an unknown slug with a 404 JSON error', async () => {
    const response = await getProduct(apiRequest('/api/products/no-such-thing'), params({ slug: 'no-such-thing' }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: expect.stringContaining('no-such-thing') } });
  });
});

describe('GET /api/products/{id}/variations', () => {
  it('lists a t-shirt’s sizes with prices as decimal text', async () => {
    const shirt = seedProducts.find((p) => p.type === 'variable' && p.categorySlug === 't-shirts-2')!;
    const product = (await (await getProduct(apiRequest('/'), params({ slug: shirt.slug }))).json()) as ApiProduct;
    const response = await listVariations(apiRequest(`/api/products/${product.id}/variations`), params({ slug: String(product.id) }));
    expect(response.status).toBe(200);
    const variations = (await response.json()) as ApiVariation[];
    expect(variations.length).toBe(shirt.type === 'variable' ? shirt.variations.length : 0);
    const sizes = new Set(variations.flatMap((v) => v.attributes.filter((a) => a.name === 'Size').map((a) => a.option)));
    expect(sizes).toEqual(new Set(['xs', 's', 'm', 'l', 'xl', '2xl', '3xl']));
    expect(variations[0]!.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('gives a simple product no variations and an unknown id a 404', async () => {
    const simple = seedProducts.find((p) => p.type === 'simple')!;
    const ok = await listVariations(apiRequest('/'), params({ slug: simple.slug }));
    expect(await ok.json()).toEqual([]);
    for (const id of ['999999', '99999999999']) {
      const missing = await listVariations(apiRequest('/'), params({ slug: id }));
      expect(missing.status).toBe(404);
    }
  });
});

describe('GET /api/categories', () => {
  it('lists every category with its product count', async () => {
    const response = await listCategories(apiRequest('/api/categories'), noParams);
    const body = (await response.json()) as ApiCategory[];
    expect(body.map((c) => c.slug).sort()).toEqual(seedCategories.map((c) => c.slug).sort());
    const aprons = body.find((c) => c.slug === 'aprons')!;
    expect(aprons.count).toBe(seedProducts.filter((p) => p.categorySlug === 'aprons').length);
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON, not the HTML page', async () => {
    const response = await unknownEndpoint(apiRequest('/api/nothing-here'), { params: Promise.resolve({ unknown: ['nothing-here'] }) });
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('not_found');
  });
});
