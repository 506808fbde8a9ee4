/**
 * The owner's catalogue through the back office's API (docs/adr/0030): products created and edited
 * field by field, old slugs redirecting, archiving, categories, and the CSV export and import, all
 * or nothing. In a database of its own: other files count the seeded catalogue's products and
 * categories, which these tests add to.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { DELETE as deleteCategory, PATCH as patchCategory } from '@/app/api/admin/categories/[id]/route';
import { GET as listOwnerCategories, POST as createCategory } from '@/app/api/admin/categories/route';
import { POST as archiveProduct } from '@/app/api/admin/products/[id]/archive/route';
import { GET as getOwnerProduct, PATCH as patchProduct } from '@/app/api/admin/products/[id]/route';
import { GET as exportProducts } from '@/app/api/admin/products/export/route';
import { POST as importProducts } from '@/app/api/admin/products/import/route';
import { GET as listOwnerProducts, POST as createProduct } from '@/app/api/admin/products/route';
import { POST as previewDescription } from '@/app/api/admin/products/preview/route';
import { POST as postSession } from '@/app/api/admin/session/route';
import { GET as storefrontCategories } from '@/app/api/categories/route';
import { GET as storefrontProducts } from '@/app/api/products/route';
import { GET as storefrontProduct } from '@/app/api/products/[slug]/route';
import { addOwner } from '@/lib/admin/owners';
import { commerce, type OwnerCategory, type OwnerProduct } from '@/lib/commerce';
import { wooCommerceOwner } from '@/lib/commerce/woocommerce/store-admin';
import { closeDb, getDb } from '@/lib/db/client';
import { prepareDatabase } from '@/lib/db/prepare';
import { auditLog, productRegions, products } from '@/lib/db/schema';
import { CATALOGUE_CSV_COLUMNS, readCatalogueCsv } from '@/lib/domain/product-csv';
import { refusedWrite } from '@/lib/http/write-guard';
import { PEER_HEADER } from '@/lib/http/rate-limit';
import { apiRequest, params } from '../support/api';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';
import { Shopper } from '../support/shopper';

const OWNER = { email: 'catriona@highland-home.example', password: 'loch and larch and lichen 4' };
const RUN = `${process.pid}${Date.now().toString(36)}`;
const CATEGORY = 'aprons';

type ErrorBody = { error: { code: string; message: string } };
type ImportBody = { created: string[]; updated: string[]; unchanged: number; errors?: { row: number; column: string; message: string }[] } & ErrorBody;

let peer = 0;
let owner: Shopper;
let scratch: ScratchDatabase;
let savedUrl: string | undefined;

const id = (value: number) => params({ id: String(value) });
const create = (body: unknown) => owner.call<OwnerProduct & ErrorBody>(createProduct, '/api/admin/products', { method: 'POST', body });
const patch = (productId: number, body: unknown) => owner.call<OwnerProduct & ErrorBody>(patchProduct, `/api/admin/products/${productId}`, { method: 'PATCH', body, context: id(productId) });
const storefront = (slug: string) => new Shopper().call<{ slug: string; name: string; description: string } & ErrorBody>(storefrontProduct, `/api/products/${slug}`, { context: params({ slug }) });
const searchFor = async (words: string) => (await new Shopper().call<{ slug: string }[]>(storefrontProducts, `/api/products?search=${encodeURIComponent(words)}&per_page=50`)).body.map((product) => product.slug);

async function exportCsv(): Promise<{ status: number; type: string | null; disposition: string | null; text: string }> {
  const response = await exportProducts(apiRequest('/api/admin/products/export', { headers: { cookie: owner.cookie! } }), { params: Promise.resolve({}) } as never);
  return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), text: await response.text() };
}

async function importCsv(text: string, contentType = 'text/csv'): Promise<{ status: number; body: ImportBody }> {
  const response = await importProducts(apiRequest('/api/admin/products/import', { method: 'POST', rawBody: text, headers: { cookie: owner.cookie!, 'content-type': contentType } }), { params: Promise.resolve({}) } as never);
  return { status: response.status, body: (await response.json()) as ImportBody };
}

async function auditCount(): Promise<number> {
  const [row] = await getDb().select({ value: count() }).from(auditLog).where(eq(auditLog.ownerEmail, OWNER.email));
  return row?.value ?? 0;
}

/** Only this file's own rows (and the header) of an export. */
function ownRows(csv: string): string {
  const [header, ...rows] = parse(csv) as string[][];
  return stringify([header!, ...rows.filter((row) => row[1]!.includes(RUN))]);
}

/** The spreadsheet row of a file's last record: the header is row 1. */
const lastRow = (csv: string) => (parse(csv, { relax_column_count: true }) as string[][]).length;

beforeAll(async () => {
  scratch = await createScratchDatabase('owner_catalogue');
  await prepareDatabase(scratch.url);
  savedUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = scratch.url;
  await addOwner(getDb(), OWNER.email, OWNER.password, { replace: true });
  owner = new Shopper();
  const reply = await owner.call(postSession, '/api/admin/session', { method: 'POST', body: OWNER, headers: { [PEER_HEADER]: `203.0.113.${++peer}` } });
  expect(reply.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await closeDb();
  process.env.DATABASE_URL = savedUrl;
  await scratch.drop();
});

describe('creating a product', () => {
  it('answers 201 with the product as stored, its slug made from its name, and shows it in the shop', async () => {
    const reply = await create({ name: `Loch Fyne Apron ${RUN}`, category: CATEGORY, description: 'A **waxed** apron for the smokehouse.', price: '12.50', stock: 4, visible: true });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ slug: `loch-fyne-apron-${RUN}`, name: `Loch Fyne Apron ${RUN}`, type: 'simple', categorySlug: CATEGORY, regularPence: 1250, salePence: null, stock: 4, visible: true, featured: false });
    expect(reply.body.id).toEqual(expect.any(Number));
    const shown = await storefront(reply.body.slug);
    expect(shown.status).toBe(200);
    const product = await commerce().getProduct(reply.body.slug);
    expect(product?.descriptionHtml).toBe('<p>A <strong>waxed</strong> apron for the smokehouse.</p>\n');
    expect(await searchFor(`Fyne Apron ${RUN}`)).toContain(reply.body.slug);
    const [audit] = await getDb().select().from(auditLog).where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(reply.body.id)))).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'product.create', ownerEmail: OWNER.email });

    // The same name again gets a slug of its own.
    const again = await create({ name: `Loch Fyne Apron ${RUN}`, category: CATEGORY, price: '12.50', stock: 1 });
    expect(again.body.slug).toBe(`loch-fyne-apron-${RUN}-2`);
  });

  it('takes options and variations in the same body, listing the cheapest variation as the price', async () => {
    const reply = await create({
      name: `Glen Tee ${RUN}`,
      category: CATEGORY,
      attributes: [{ name: 'Size', options: ['M', 'L'] }],
      variations: [
        { attributes: { Size: 'M' }, price: '20.00', stock: 3 },
        { attributes: { Size: 'L' }, price: '18.00', salePrice: '15.00', stock: 2 },
      ],
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ type: 'variable', regularPence: 1800, salePence: 1500, stock: null, attributes: [{ name: 'Size', options: ['M', 'L'] }] });
    expect(reply.body.variations.map((variation) => [variation.attributes[0]!.option, variation.regularPence, variation.salePence, variation.stock])).toEqual([
      ['M', 2000, null, 3],
      ['L', 1800, 1500, 2],
    ]);
    const variations = await commerce().listVariations(reply.body.slug);
    expect(variations).toHaveLength(2);
  });

  it('refuses junk with 4xx naming the field, and stores nothing', async () => {
    const before = await auditCount();
    const refusals: [unknown, RegExp][] = [
      [{ category: CATEGORY, price: '1.00', stock: 1 }, /name/],
      [{ name: 'No price', category: CATEGORY, stock: 1 }, /price/],
      [{ name: 'Bad price', category: CATEGORY, price: '-3', stock: 1 }, /price/],
      [{ name: 'Bad sale', category: CATEGORY, price: '3.00', salePrice: '4.00', stock: 1 }, /sale/i],
      [{ name: 'Bad stock', category: CATEGORY, price: '3.00', stock: 1.5 }, /stock/],
      [{ name: 'Bad slug', slug: 'Not A Slug', category: CATEGORY, price: '3.00', stock: 1 }, /slug/],
      [{ name: 'Digits', slug: '12345', category: CATEGORY, price: '3.00', stock: 1 }, /slug/],
      [{ name: 'Nowhere', category: 'no-such-category', price: '3.00', stock: 1 }, /category/],
      [{ name: 'Bad region', category: CATEGORY, price: '3.00', stock: 1, regions: ['atlantis'] }, /region/],
      [{ name: 'Unknown field', category: CATEGORY, price: '3.00', stock: 1, colour: 'red' }, /colour/],
      [{ name: 'Twins', category: CATEGORY, variations: [{ attributes: { Size: 'M' }, price: '1.00', stock: 1 }, { attributes: { Size: 'm' }, price: '1.00', stock: 1 }] }, /same options/],
      [{ name: 'Both', category: CATEGORY, price: '1.00', variations: [{ attributes: { Size: 'M' }, price: '1.00', stock: 1 }] }, /price/],
      [[1, 2, 3], /./],
      ['just text', /./],
    ];
    for (const [body, message] of refusals) {
      const reply = await create(body);
      expect({ body, status: reply.status }).toEqual({ body, status: 400 });
      expect(reply.body.error.message).toMatch(message);
    }
    const taken = await create({ name: 'Taken', slug: 'munro-map-notebook', category: CATEGORY, price: '3.00', stock: 1 });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toMatch(/^slug: /);
    expect(await auditCount()).toBe(before);
  });
});

describe('editing a product', () => {
  let product: OwnerProduct;

  beforeAll(async () => {
    product = (await create({ name: `Cairn Board ${RUN}`, category: CATEGORY, description: 'Oak.', price: '30.00', stock: 5 })).body;
  });

  it('changes each field the shop shows, one PATCH at a time', async () => {
    const steps: [Record<string, unknown>, Partial<OwnerProduct>][] = [
      [{ name: `Cairn Oak Board ${RUN}` }, { name: `Cairn Oak Board ${RUN}` }],
      [{ description: 'Oiled <em>oak</em>, with <script>alert(1)</script> a [link](javascript:alert(1)).' }, { description: 'Oiled <em>oak</em>, with <script>alert(1)</script> a [link](javascript:alert(1)).' }],
      [{ category: 'chopping-boards' }, { categorySlug: 'chopping-boards' }],
      [{ tags: ['oak', ' board ', 'Oak', ''] }, { tags: ['oak', 'board'] }],
      [{ regions: ['islands', 'highlands'] }, { regions: ['highlands', 'islands'], regionsChosen: true }],
      [{ featured: true }, { featured: true }],
      [{ price: '32.00', salePrice: '29.00', stock: 9 }, { regularPence: 3200, salePence: 2900, stock: 9 }],
      [{ visible: false }, { visible: false }],
      [{ visible: true, regions: null }, { visible: true, regionsChosen: false }],
    ];
    for (const [body, expected] of steps) {
      const reply = await patch(product.id, body);
      expect({ body, status: reply.status }).toEqual({ body, status: 200 });
      expect(reply.body).toMatchObject(expected);
    }
    const shown = await commerce().getProduct(product.slug);
    expect(shown?.descriptionHtml).toContain('<em>oak</em>');
    expect(shown?.descriptionHtml).not.toMatch(/<script|href="javascript:/);
    const regions = await getDb().select().from(productRegions).where(eq(productRegions.productId, product.id));
    expect(regions.every((row) => row.region !== 'islands')).toBe(true);
  });

  it('adds options and variations later, turning a simple product into one sold in sizes', async () => {
    const reply = await patch(product.id, { variations: [{ attributes: { Size: 'Small' }, price: '20.00', stock: 2 }, { attributes: { Size: 'Large' }, price: '35.00', stock: 1 }] });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ type: 'variable', regularPence: 2000, stock: null });
    const [small, large] = reply.body.variations;
    const changed = await patch(product.id, { variations: [{ id: large!.id, salePrice: '30.00' }], removeVariations: [small!.id] });
    expect(changed.body.variations).toEqual([expect.objectContaining({ id: large!.id, regularPence: 3500, salePence: 3000 })]);
    expect(changed.body.regularPence).toBe(3500);
    expect((await patch(product.id, { stock: 3 })).status).toBe(400);
  });

  it('refuses junk bodies with 4xx, never 5xx', async () => {
    for (const body of [{}, { name: '' }, { slug: 'Bad Slug' }, { tags: 'oak' }, { archived: false }, { featured: 'yes' }, { category: 'nowhere' }, { removeVariations: [999999999] }, { variations: [{ id: 1 }, { id: 1 }] }]) {
      const reply = await patch(product.id, body);
      expect({ body, status: reply.status >= 400 && reply.status < 500 }).toEqual({ body, status: true });
    }
    expect((await patch(2_000_000_000, { name: 'Ghost' })).status).toBe(404);
  });
});

describe('slugs', () => {
  it('leaves a permanent redirect from every earlier slug, and a slug taken again by a new product wins', async () => {
    const first = (await create({ name: `Heather Mug ${RUN}`, category: CATEGORY, price: '9.00', stock: 3 })).body;
    const catalogue = commerce();
    expect((await patch(first.id, { slug: `heather-cup-${RUN}` })).body.slug).toBe(`heather-cup-${RUN}`);
    expect((await patch(first.id, { slug: `heather-beaker-${RUN}` })).body.slug).toBe(`heather-beaker-${RUN}`);
    expect(await catalogue.productSlugRedirect(`heather-mug-${RUN}`)).toBe(`heather-beaker-${RUN}`);
    expect(await catalogue.productSlugRedirect(`heather-cup-${RUN}`)).toBe(`heather-beaker-${RUN}`);
    expect(await catalogue.productSlugRedirect(`heather-beaker-${RUN}`)).toBeNull();
    expect((await storefront(`heather-mug-${RUN}`)).status).toBe(404);

    // Back to an earlier slug: it is live again, and no longer a redirect.
    expect((await patch(first.id, { slug: `heather-cup-${RUN}` })).status).toBe(200);
    expect(await catalogue.productSlugRedirect(`heather-cup-${RUN}`)).toBeNull();
    expect(await catalogue.productSlugRedirect(`heather-beaker-${RUN}`)).toBe(`heather-cup-${RUN}`);

    // A new product may take an old slug; the live product wins over the redirect.
    const second = await create({ name: 'Another mug', slug: `heather-mug-${RUN}`, category: CATEGORY, price: '9.00', stock: 3 });
    expect(second.status).toBe(201);
    expect(await catalogue.productSlugRedirect(`heather-mug-${RUN}`)).toBeNull();
    expect((await storefront(`heather-mug-${RUN}`)).body.name).toBe('Another mug');
  });
});

describe('archiving', () => {
  it('takes the product out of every storefront read; the admin still lists it under archived', async () => {
    const product = (await create({ name: `Bothy Lantern ${RUN}`, category: CATEGORY, price: '40.00', stock: 2 })).body;
    expect(await searchFor(`Bothy Lantern ${RUN}`)).toContain(product.slug);
    const reply = await owner.call<OwnerProduct>(archiveProduct, `/api/admin/products/${product.id}/archive`, { method: 'POST', context: id(product.id) });
    expect(reply.status).toBe(200);
    expect(reply.body.archivedAt).not.toBeNull();
    expect((await storefront(product.slug)).status).toBe(404);
    expect(await commerce().getProduct(product.slug)).toBeNull();
    expect(await searchFor(`Bothy Lantern ${RUN}`)).not.toContain(product.slug);
    const listed = await owner.call<{ products: OwnerProduct[] }>(listOwnerProducts, `/api/admin/products?search=${encodeURIComponent(`Bothy Lantern ${RUN}`)}`);
    expect(listed.body.products).toHaveLength(0);
    const archived = await owner.call<{ products: OwnerProduct[] }>(listOwnerProducts, `/api/admin/products?archived=only&search=${encodeURIComponent(`Bothy Lantern ${RUN}`)}`);
    expect(archived.body.products.map((item) => item.id)).toEqual([product.id]);
    expect((await patch(product.id, { name: 'Back again' })).status).toBe(409);
    expect((await owner.call(getOwnerProduct, `/api/admin/products/${product.id}`, { context: id(product.id) })).status).toBe(200);
  });
});

describe('categories', () => {
  it('creates, renames, reorders and hides a category, and the storefront follows', async () => {
    const created = await owner.call<OwnerCategory & ErrorBody>(createCategory, '/api/admin/categories', { method: 'POST', body: { name: `Tweed ${RUN}` } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: `tweed-${RUN}`, visible: true, productCount: 0 });
    const category = created.body;
    const path = `/api/admin/categories/${category.id}`;

    const renamed = await owner.call<OwnerCategory>(patchCategory, path, { method: 'PATCH', body: { name: `Harris Tweed ${RUN}` }, context: id(category.id) });
    expect(renamed.body.name).toBe(`Harris Tweed ${RUN}`);
    const shopNames = async () => (await new Shopper().call<{ slug: string }[]>(storefrontCategories, '/api/categories')).body.map((row) => row.slug);
    expect(await shopNames()).toContain(category.slug);

    const moved = await owner.call<OwnerCategory>(patchCategory, path, { method: 'PATCH', body: { sortOrder: 0 }, context: id(category.id) });
    expect(moved.body.sortOrder).toBe(0);
    expect((await shopNames())[0]).toBe(category.slug);
    const all = (await owner.call<OwnerCategory[]>(listOwnerCategories, '/api/admin/categories')).body;
    expect(all.map((row) => row.sortOrder)).toEqual(all.map((_, index) => index));

    await owner.call(patchCategory, path, { method: 'PATCH', body: { visible: false }, context: id(category.id) });
    expect(await shopNames()).not.toContain(category.slug);
    await owner.call(patchCategory, path, { method: 'PATCH', body: { visible: true, sortOrder: 1000 }, context: id(category.id) });
    expect((await shopNames()).at(-1)).toBe(category.slug);

    for (const body of [{}, { name: '' }, { sortOrder: -1 }, { slug: 'Bad Slug' }, { visible: 'no' }]) {
      expect((await owner.call(patchCategory, path, { method: 'PATCH', body, context: id(category.id) })).status).toBe(400);
    }
    expect((await owner.call(patchCategory, path, { method: 'PATCH', body: { slug: 'aprons' }, context: id(category.id) })).status).toBe(409);
  });

  it('refuses to delete a category that holds products, saying how many, and deletes an empty one', async () => {
    const category = (await owner.call<OwnerCategory>(createCategory, '/api/admin/categories', { method: 'POST', body: { name: `Peat ${RUN}` } })).body;
    for (const name of ['One', 'Two', 'Three']) await create({ name: `${name} peat ${RUN}`, category: category.slug, price: '5.00', stock: 1 });
    const refused = await owner.call<ErrorBody>(deleteCategory, `/api/admin/categories/${category.id}`, { method: 'DELETE', context: id(category.id) });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(`Peat ${RUN} still holds 3 products: move them to another category first.`);

    const empty = (await owner.call<OwnerCategory>(createCategory, '/api/admin/categories', { method: 'POST', body: { name: `Empty ${RUN}` } })).body;
    const deleted = await owner.call(deleteCategory, `/api/admin/categories/${empty.id}`, { method: 'DELETE', context: id(empty.id) });
    expect(deleted.status).toBe(204);
    expect((await owner.call(deleteCategory, `/api/admin/categories/${empty.id}`, { method: 'DELETE', context: id(empty.id) })).status).toBe(404);
  });
});

describe('the CSV', () => {
  it('exports every product, one row per variation, and the whole export reads back without a problem', async () => {
    await create({ name: `Formula =HYPERLINK("x") ${RUN}`, category: CATEGORY, description: '- a list item\n- =SUM(A1)', price: '3.00', stock: 1 });
    const csv = await exportCsv();
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/^text\/csv/);
    expect(csv.disposition).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.text.split('\n')[0]).toBe('sku,slug,name,category,description,tags,regions,featured,visible,option 1 name,option 1 value,option 2 name,option 2 value,option 3 name,option 3 value,price,sale price,stock');
    expect(csv.text).toContain(`glen-tee-${RUN}/M,glen-tee-${RUN},Glen Tee ${RUN},aprons,,,highlands,no,yes,Size,M,,,,,20.00,,3`);
    // A cell a spreadsheet would run is opened as text.
    expect(csv.text).toContain(`"'- a list item\n- =SUM(A1)"`);
    const reading = readCatalogueCsv(csv.text);
    expect(reading.ok ? [] : reading.problems.slice(0, 5)).toEqual([]);
  });

  it('imports an unchanged export of the whole catalogue with no change at all: no write, no audit entry, no updatedAt moved', async () => {
    const file = (await exportCsv()).text;
    const stamps = await getDb().select({ slug: products.slug, updatedAt: products.updatedAt }).from(products);
    const audits = await auditCount();
    const reply = await importCsv(file);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ created: [], updated: [] });
    const [{ value: shown }] = (await getDb().select({ value: count() }).from(products).where(isNull(products.archivedAt))) as [{ value: number }];
    expect(reply.body.unchanged).toBe(shown);
    expect(await auditCount()).toBe(audits);
    const after = await getDb().select({ slug: products.slug, updatedAt: products.updatedAt }).from(products);
    expect(after.map((row) => [row.slug, row.updatedAt.getTime()]).sort()).toEqual(stamps.map((row) => [row.slug, row.updatedAt.getTime()]).sort());
  });

  it('creates and updates from an edited file, matching by slug', async () => {
    const file = ownRows((await exportCsv()).text)
      .replace(`glen-tee-${RUN}/M,glen-tee-${RUN},Glen Tee ${RUN},aprons,,,highlands,no,yes,Size,M,,,,,20.00,,3`, `glen-tee-${RUN}/M,glen-tee-${RUN},Glen Tee ${RUN},aprons,,,highlands,no,yes,Size,M,,,,,21.00,,3`)
      .concat(`\n,new-csv-scarf-${RUN},CSV Scarf ${RUN},aprons,Soft.,"wool, scarf",islands,yes,yes,Colour,Red,,,,,15.00,,4\n,new-csv-scarf-${RUN},,,,,,,,Colour,Blue,,,,,16.00,12.00,5\n`);
    const reply = await importCsv(file);
    expect(reply.status).toBe(200);
    expect(reply.body.created).toEqual([`new-csv-scarf-${RUN}`]);
    expect(reply.body.updated).toEqual([`glen-tee-${RUN}`]);
    const scarf = await commerce().getProduct(`new-csv-scarf-${RUN}`);
    expect(scarf).toMatchObject({ type: 'variable', pricePence: 1200, tags: ['wool', 'scarf'], featured: true });
    expect(await commerce().listVariations(`new-csv-scarf-${RUN}`)).toHaveLength(2);
  });

  it('is all or nothing: one bad row changes nothing, and the answer names each bad row and column', async () => {
    const good = ownRows((await exportCsv()).text);
    const audits = await auditCount();
    const file = good.concat(`\n,another-new-${RUN},Another ${RUN},aprons,,,,,,,,,,,,4.00,,1\n,bad-${RUN},Bad ${RUN},aprons,,,narnia,maybe,,,,,,,,twelve,,-1\n`);
    const reply = await importCsv(file);
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('invalid_rows');
    const row = lastRow(file);
    expect(reply.body.errors).toEqual(
      expect.arrayContaining([
        { row, column: 'regions', message: expect.stringMatching(/narnia/) },
        { row, column: 'featured', message: expect.any(String) },
        { row, column: 'price', message: expect.any(String) },
        { row, column: 'stock', message: expect.any(String) },
      ]),
    );
    expect(await commerce().getProduct(`another-new-${RUN}`)).toBeNull();
    expect(await auditCount()).toBe(audits);

    // A row the store refuses (an unknown category) undoes the rows written before it.
    const late = good.concat(`\n,later-${RUN},Later ${RUN},aprons,,,,,,,,,,,,4.00,,1\n,nowhere-${RUN},Nowhere ${RUN},no-such-category,,,,,,,,,,,,4.00,,1\n`);
    const refused = await importCsv(late);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ row: lastRow(late), column: 'category', message: expect.stringMatching(/no-such-category/) }]);
    expect(await commerce().getProduct(`later-${RUN}`)).toBeNull();
  });

  it('takes a file of up to 2 MB, where every other call stops at 32 KB', async () => {
    const declaring = (path: string, bytes: number) => apiRequest(path, { method: 'POST', rawBody: 'x', headers: { 'content-type': 'text/csv', 'content-length': String(bytes), host: '127.0.0.1:3000' } });
    expect(refusedWrite(declaring('/api/admin/products/import', 2 * 1024 * 1024))).toBeNull();
    expect(refusedWrite(declaring('/api/admin/products/import', 2 * 1024 * 1024 + 1))).toMatchObject({ code: 'body_too_large', message: 'Request bodies may be at most 2048 KB.' });
    // Refused by the route wrapper before the handler reads a byte, or asks who is signed in.
    const tooLarge = await importProducts(declaring('/api/admin/products/import', 2 * 1024 * 1024 + 1), { params: Promise.resolve({}) } as never);
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).error.message).toBe('Request bodies may be at most 2048 KB.');
    expect((await createProduct(declaring('/api/admin/products', 33 * 1024), { params: Promise.resolve({}) } as never)).status).toBe(413);
    const big = `${CATALOGUE_CSV_COLUMNS.join(',')}\n${'x'.repeat(2 * 1024 * 1024)}`;
    expect((await importCsv(big)).status).toBe(413);
  });

  it('refuses what is not a CSV of the catalogue with 4xx', async () => {
    expect((await importCsv('name,category\n', 'application/json')).status).toBe(415);
    expect((await importCsv('')).status).toBe(400);
    expect((await importCsv('colour,flavour\nred,mint\n')).body.errors?.map((error) => error.column)).toEqual(expect.arrayContaining(['name', 'price', 'colour']));
    expect((await importCsv('name,category,price,stock\n"unclosed,aprons,1.00,1\n')).status).toBe(400);
    expect((await importCsv('\u0000\u0001binary')).status).toBe(400);
  });
});

describe('any bytes', () => {
  it('get a 4xx or a 2xx, never a 5xx, from every catalogue call', async () => {
    let seed = 40;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const values = [null, true, 0, -1, 1.5, 2 ** 53, '', ' ', 'x'.repeat(300), '12.50', '-', '\u202e', [], [1], {}, { Size: 'M' }, [{ name: 'Size', options: ['M'] }], [{ attributes: { Size: 'M' }, price: '1.00', stock: 1 }]];
    const fields = ['name', 'slug', 'category', 'description', 'tags', 'regions', 'featured', 'visible', 'price', 'salePrice', 'stock', 'attributes', 'variations', 'removeVariations', 'archived', 'sortOrder'];
    const target = (await create({ name: `Fuzz ${RUN}`, category: CATEGORY, price: '2.00', stock: 1 })).body;
    const category = (await owner.call<OwnerCategory>(createCategory, '/api/admin/categories', { method: 'POST', body: { name: `Fuzz ${RUN}` } })).body;
    const statuses = new Set<number>();
    for (let round = 0; round < 150; round++) {
      const body = Object.fromEntries(Array.from({ length: 1 + Math.floor(random() * 4) }, () => [pick(fields), pick(values)]));
      const replies = [
        await create(body),
        await patch(target.id, body),
        await owner.call(patchCategory, `/api/admin/categories/${category.id}`, { method: 'PATCH', body, context: id(category.id) }),
      ];
      for (const reply of replies) {
        statuses.add(reply.status);
        expect({ body, status: reply.status < 500 }).toEqual({ body, status: true });
      }
    }
    for (let round = 0; round < 30; round++) {
      const bytes = Array.from({ length: Math.floor(random() * 400) }, () => String.fromCharCode(Math.floor(random() * 0x2fff))).join('');
      const reply = await importCsv(round % 2 ? bytes : `${CATALOGUE_CSV_COLUMNS.join(',')}\n${bytes}`);
      expect(reply.status).toBeLessThan(500);
    }
    expect([...statuses].some((status) => status >= 400)).toBe(true);
  });
});

describe('on a WooCommerce back end', () => {
  it('refuses every catalogue call, pointing at the store, before reading or writing anything', async () => {
    // The back end is chosen once per process: its owner side is swapped for the WooCommerce
    // adapter's, which is what the back office asks (docs/adr/0033).
    const backend = commerce();
    const saved = { ownerCapabilities: backend.ownerCapabilities, ownerOrders: backend.ownerOrders, ownerCatalogue: backend.ownerCatalogue };
    Object.assign(backend, wooCommerceOwner('https://store.example.com'));
    try {
      const before = await auditCount();
      const replies = [
        await create({ name: 'Kept elsewhere', category: CATEGORY, price: '1.00', stock: 1 }),
        await owner.call<ErrorBody>(listOwnerCategories, '/api/admin/categories'),
        await owner.call<ErrorBody>(createCategory, '/api/admin/categories', { method: 'POST', body: { name: 'Kept elsewhere' } }),
      ];
      for (const reply of replies) {
        expect(reply.status).toBe(409);
        expect((reply.body as ErrorBody).error).toMatchObject({ code: 'kept_in_woocommerce', message: expect.stringContaining('https://store.example.com/wp-admin/edit.php?post_type=product') });
      }
      expect((await importCsv('name,category,price,stock\nX,aprons,1.00,1\n')).status).toBe(409);
      expect(await auditCount()).toBe(before);
    } finally {
      Object.assign(backend, saved);
    }
  });
});

describe('the description preview', () => {
  it('renders Markdown and HTML as the product page will, without anything unsafe', async () => {
    const reply = await owner.call<{ html: string }>(previewDescription, '/api/admin/products/preview', { method: 'POST', body: { description: '# Hi\n**bold** <img src=x onerror=alert(1)> [x](javascript:alert(1))' } });
    expect(reply.status).toBe(200);
    expect(reply.body.html).toContain('<strong>bold</strong>');
    expect(reply.body.html).not.toMatch(/onerror|href="javascript:|<img/);
  });
});
