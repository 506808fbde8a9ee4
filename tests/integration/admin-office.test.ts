/**
 * The back office's catalogue, inbox and newsletter list: nothing without a signed-in owner, prices,
 * sales, stock and visibility changed with an audit record and seen at once by the storefront, a
 * hidden product gone from every storefront read while a cart holding it still works, messages moved
 * through their states, and a subscriber export that a spreadsheet opens as plain text.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { GET as listOwnerProducts } from '@/app/api/admin/products/route';
import { GET as getOwnerProduct, PATCH as patchProduct } from '@/app/api/admin/products/[id]/route';
import { GET as listMessages } from '@/app/api/admin/messages/route';
import { GET as openMessage, PATCH as patchMessage } from '@/app/api/admin/messages/[id]/route';
import { GET as listSubscribers } from '@/app/api/admin/subscribers/route';
import { GET as exportSubscribers } from '@/app/api/admin/subscribers/export/route';
import { POST as unsubscribe } from '@/app/api/admin/subscribers/[id]/unsubscribe/route';
import { POST as postSession } from '@/app/api/admin/session/route';
import { GET as storefrontProducts } from '@/app/api/products/route';
import { GET as storefrontProduct } from '@/app/api/products/[slug]/route';
import { GET as storefrontVariations } from '@/app/api/products/[slug]/variations/route';
import { GET as storefrontCategories } from '@/app/api/categories/route';
import { GET as getCart, POST as addToCart } from '@/app/api/cart/route';
import { POST as newsletter } from '@/app/api/newsletter/route';
import type { OwnerProduct } from '@/lib/commerce';
import type { InboxMessage } from '@/lib/admin/inbox';
import { addOwner } from '@/lib/admin/owners';
import { tagExpiredAt } from '@/lib/cache/expire-tags';
import { commerce } from '@/lib/commerce';
import type { ApiCartItem, ApiCategory, ApiProduct, ApiVariation } from '@/lib/commerce/api-shape';
import { getDb } from '@/lib/db/client';
import { auditLog, contactMessages, newsletterSubscribers, products, productVariations } from '@/lib/db/schema';
import { CATALOGUE_TAG, productTag } from '@/lib/domain/cache-tags';
import { PEER_HEADER } from '@/lib/http/rate-limit';
import { apiRequest, params } from '../support/api';
import { Shopper } from '../support/shopper';
import { productBySlug } from '../support/stock';

// This file owns these two products (no other test reads them) and the owner below.
const CANDLE = 'heather-and-peat-soy-candle';
const TEE = 'thistle-outline-t-shirt';
const OWNER = { email: 'eilidh@highland-home.example', password: 'peat smoke and heather 7' };
const SUFFIX = `${process.pid}-${Date.now()}`;

type ErrorBody = { error: { code: string; message: string } };

let peer = 0;
/** Each sign-in and signup from an address of its own, so no rate limit or lock-out carries over. */
const freshAddress = () => ({ [PEER_HEADER]: `198.51.100.${++peer}` });

async function signedInOwner(): Promise<Shopper> {
  const owner = new Shopper();
  const reply = await owner.call(postSession, '/api/admin/session', { method: 'POST', body: OWNER, headers: freshAddress() });
  expect(reply.status).toBe(200);
  return owner;
}

type ProductRow = typeof products.$inferSelect;
type VariationRow = typeof productVariations.$inferSelect;
let candleBefore: ProductRow;
let teeBefore: ProductRow;
let teeVariationsBefore: VariationRow[];
let owner: Shopper;

const id = (value: number) => params({ id: String(value) });
const patch = (shopper: Shopper, productId: number, body: unknown) =>
  shopper.call<OwnerProduct & ErrorBody>(patchProduct, `/api/admin/products/${productId}`, { method: 'PATCH', body, context: id(productId) });
const storefront = (slug: string) => new Shopper().call<ApiProduct & ErrorBody>(storefrontProduct, `/api/products/${slug}`, { context: params({ slug }) });

async function lastAudit(entity: string, entityId: number) {
  const [row] = await getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

async function restoreCatalogue(): Promise<void> {
  const db = getDb();
  await db
    .update(products)
    .set({ pricePence: candleBefore.pricePence, regularPricePence: candleBefore.regularPricePence, stockQuantity: candleBefore.stockQuantity, visible: true })
    .where(eq(products.id, candleBefore.id));
  for (const variation of teeVariationsBefore) {
    await db
      .update(productVariations)
      .set({ pricePence: variation.pricePence, regularPricePence: variation.regularPricePence, stockQuantity: variation.stockQuantity })
      .where(eq(productVariations.id, variation.id));
  }
  await db.update(products).set({ pricePence: teeBefore.pricePence, regularPricePence: teeBefore.regularPricePence, visible: true }).where(eq(products.id, teeBefore.id));
}

beforeAll(async () => {
  await addOwner(getDb(), OWNER.email, OWNER.password, { replace: true });
  candleBefore = await productBySlug(CANDLE);
  teeBefore = await productBySlug(TEE);
  teeVariationsBefore = await getDb().select().from(productVariations).where(eq(productVariations.productId, teeBefore.id)).orderBy(productVariations.id);
  owner = await signedInOwner();
});

afterAll(restoreCatalogue);

describe('without a session', () => {
  it('answers every new back-office call with 401', async () => {
    const visitor = new Shopper();
    const replies = [
      await visitor.call<ErrorBody>(listOwnerProducts, '/api/admin/products'),
      await visitor.call<ErrorBody>(getOwnerProduct, '/api/admin/products/1', { context: id(1) }),
      await visitor.call<ErrorBody>(patchProduct, '/api/admin/products/1', { method: 'PATCH', body: { stock: 1 }, context: id(1) }),
      await visitor.call<ErrorBody>(listMessages, '/api/admin/messages'),
      await visitor.call<ErrorBody>(openMessage, '/api/admin/messages/1', { context: id(1) }),
      await visitor.call<ErrorBody>(patchMessage, '/api/admin/messages/1', { method: 'PATCH', body: { state: 'answered' }, context: id(1) }),
      await visitor.call<ErrorBody>(listSubscribers, '/api/admin/subscribers'),
      await visitor.call<ErrorBody>(unsubscribe, '/api/admin/subscribers/1/unsubscribe', { method: 'POST', context: id(1) }),
    ];
    for (const reply of replies) {
      expect(reply.status).toBe(401);
      expect(reply.body.error.code).toBe('not_signed_in');
    }
    const csv = await exportSubscribers(apiRequest('/api/admin/subscribers/export'), params({}));
    expect(csv.status).toBe(401);
    expect(csv.headers.get('content-type')).toMatch(/json/);
  });
});

describe('the catalogue', () => {
  it('lists products by name search, with variations for a variable product', async () => {
    const reply = await owner.call<{ products: OwnerProduct[]; total: number }>(listOwnerProducts, '/api/admin/products?search=thistle%20outline');
    expect(reply.status).toBe(200);
    expect(reply.body.total).toBe(1);
    const [tee] = reply.body.products;
    expect(tee).toMatchObject({ id: teeBefore.id, type: 'variable', visible: true, stock: null });
    expect(tee!.variations).toHaveLength(teeVariationsBefore.length);

    const wildcard = await owner.call<{ total: number }>(listOwnerProducts, '/api/admin/products?search=%25');
    expect(wildcard.body.total).toBe(0);
    expect((await owner.call<ErrorBody>(listOwnerProducts, '/api/admin/products?page=0')).status).toBe(400);
  });

  it('changes a simple product’s price, sale and stock, audits it, and the storefront shows it', async () => {
    const asked = Date.now();
    const reply = await patch(owner, candleBefore.id, { price: '24.99', salePrice: '19.50', stock: 7 });
    expect(reply.status).toBe(200);
    // The cached pages showing the candle are rendered afresh on their next request.
    expect(tagExpiredAt(productTag(candleBefore.id))).toBeGreaterThanOrEqual(asked);
    expect(reply.body).toMatchObject({ regularPence: 2499, salePence: 1950, stock: 7 });
    const row = await productBySlug(CANDLE);
    expect(row).toMatchObject({ pricePence: 1950, regularPricePence: 2499, stockQuantity: 7, inStock: true });
    const audit = await lastAudit('product', candleBefore.id);
    expect(audit).toMatchObject({ action: 'product.update', ownerEmail: OWNER.email });
    expect(audit!.before).toMatchObject({ regularPence: candleBefore.pricePence, salePence: null, stock: candleBefore.stockQuantity });
    expect(audit!.after).toMatchObject({ regularPence: 2499, salePence: 1950, stock: 7 });

    const shown = await storefront(CANDLE);
    expect(shown.body).toMatchObject({ price: '19.50', originalPrice: '24.99' });

    const ended = await patch(owner, candleBefore.id, { salePrice: null, stock: 0 });
    expect(ended.body).toMatchObject({ regularPence: 2499, salePence: null, stock: 0 });
    expect(await productBySlug(CANDLE)).toMatchObject({ pricePence: 2499, regularPricePence: null, inStock: false });
  });

  it('refuses bad prices and stock with 400 and changes nothing', async () => {
    const before = await productBySlug(CANDLE);
    const auditBefore = await lastAudit('product', candleBefore.id);
    const bodies = [
      { price: '20.00', salePrice: '20.00' },
      { salePrice: '30.00' },
      { stock: -1 },
      { stock: 1.5 },
      { price: '£12' },
      { price: '12.345' },
      { price: '0' },
      { price: 12 },
      {},
      { visible: 'no' },
      { colour: 'red' },
      { variations: [{ id: teeVariationsBefore[0]!.id, stock: 1 }] },
    ];
    for (const body of bodies) {
      const reply = await patch(owner, candleBefore.id, body);
      expect({ body, status: reply.status }).toEqual({ body, status: 400 });
    }
    expect(await productBySlug(CANDLE)).toEqual(before);
    expect(await lastAudit('product', candleBefore.id)).toEqual(auditBefore);
    expect((await patch(owner, 2_000_000, { stock: 1 })).status).toBe(404);
    expect((await owner.call(getOwnerProduct, '/api/admin/products/2000000', { context: id(2_000_000) })).status).toBe(404);
  });

  it('changes a variation and keeps the product’s listed price at its cheapest variation', async () => {
    const cheapest = [...teeVariationsBefore].sort((a, b) => a.pricePence - b.pricePence)[0]!;
    const reply = await patch(owner, teeBefore.id, { variations: [{ id: cheapest.id, price: '9.00', salePrice: '7.25', stock: 3 }] });
    expect(reply.status).toBe(200);
    expect(reply.body.variations.find((variation) => variation.id === cheapest.id)).toMatchObject({ regularPence: 900, salePence: 725, stock: 3 });
    expect(reply.body).toMatchObject({ regularPence: 900, salePence: 725 });
    expect(await productBySlug(TEE)).toMatchObject({ pricePence: 725, regularPricePence: 900 });
    const variations = await new Shopper().call<ApiVariation[]>(storefrontVariations, `/api/products/${TEE}/variations`, { context: params({ slug: TEE }) });
    expect(variations.body.find((variation) => variation.id === cheapest.id)).toMatchObject({ price: '7.25', regular_price: '9.00' });
    expect((await lastAudit('product', teeBefore.id))!.after).toMatchObject({ variations: expect.arrayContaining([{ id: cheapest.id, regularPence: 900, salePence: 725, stock: 3 }]) });

    const wrongKind = await patch(owner, teeBefore.id, { stock: 4 });
    expect(wrongKind.status).toBe(400);
    expect((await patch(owner, teeBefore.id, { variations: [{ id: cheapest.id, salePrice: '9.00' }] })).status).toBe(400);
    expect((await patch(owner, teeBefore.id, { variations: [{ id: candleBefore.id + 1_000_000, stock: 1 }] })).status).toBe(404);
    // Back to the seeded figures: the listed price follows the variations back.
    await restoreCatalogue();
  });

  it('hides a product from every storefront read, and a cart already holding it keeps it', async () => {
    const shopper = new Shopper();
    expect((await shopper.call(addToCart, '/api/cart', { method: 'POST', body: { productId: candleBefore.id, quantity: 1 } })).status).toBe(201);
    const categoryCount = async () => (await new Shopper().call<ApiCategory[]>(storefrontCategories, '/api/categories')).body.find((category) => category.slug === 'artisan-crafts')!.count;
    const listed = async (query: string) => (await new Shopper().call<ApiProduct[]>(storefrontProducts, `/api/products${query}`)).body.map((product) => product.slug);
    const neighbour = (await commerce().listProducts({ sort: 'featured', page: 1, perPage: 100, categories: ['artisan-crafts'] })).products.find((product) => product.slug !== CANDLE)!;
    const countBefore = await categoryCount();
    // The candle's name puts it in the Highlands collection.
    const inHighlands = async () => (await commerce().listRegionProducts('highlands', 1, 100)).products.map((product) => product.slug);
    const highlandsBefore = (await commerce().countRegionProducts()).highlands;
    expect(await inHighlands()).toContain(CANDLE);
    expect(await listed('?per_page=100')).toContain(CANDLE);
    expect((await commerce().listRelatedProducts(neighbour, 48)).map((product) => product.slug)).toContain(CANDLE);

    try {
      const asked = Date.now();
      const hidden = await patch(owner, candleBefore.id, { visible: false });
      expect(hidden.body.visible).toBe(false);
      // Listings, counts and sitemaps carry only the catalogue's tag, so that expires too.
      expect(tagExpiredAt(CATALOGUE_TAG)).toBeGreaterThanOrEqual(asked);
      expect((await lastAudit('product', candleBefore.id))).toMatchObject({ before: { visible: true }, after: { visible: false } });

      expect(await listed('?per_page=100')).not.toContain(CANDLE);
      expect(await listed('?search=peat%20candle')).not.toContain(CANDLE);
      expect(await listed('?categories=artisan-crafts&per_page=100')).not.toContain(CANDLE);
      expect(await categoryCount()).toBe(countBefore - 1);
      expect(await inHighlands()).not.toContain(CANDLE);
      expect((await commerce().countRegionProducts()).highlands).toBe(highlandsBefore - 1);
      expect((await commerce().listRegionProducts('highlands', 1, 100)).total).toBe(highlandsBefore - 1);
      expect((await storefront(CANDLE)).status).toBe(404);
      expect((await storefront(String(candleBefore.id))).status).toBe(404);
      expect((await commerce().listRelatedProducts(neighbour, 48)).map((product) => product.slug)).not.toContain(CANDLE);

      const refused = await new Shopper().call<ErrorBody>(addToCart, '/api/cart', { method: 'POST', body: { productId: candleBefore.id, quantity: 1 } });
      expect(refused.status).toBe(404);
      expect(refused.body.error.code).toBe('product_not_found');
      const cart = await shopper.call<ApiCartItem[]>(getCart, '/api/cart');
      expect(cart.body.map((item) => item.productId)).toContain(candleBefore.id);
      // The owner still finds it.
      expect((await owner.call<OwnerProduct>(getOwnerProduct, `/api/admin/products/${candleBefore.id}`, { context: id(candleBefore.id) })).body.visible).toBe(false);
    } finally {
      await patch(owner, candleBefore.id, { visible: true });
    }
    expect(await listed('?per_page=100')).toContain(CANDLE);
    expect(await categoryCount()).toBe(countBefore);
    expect((await commerce().countRegionProducts()).highlands).toBe(highlandsBefore);
    expect((await storefront(CANDLE)).status).toBe(200);
  });
});

describe('the inbox', () => {
  let ids: number[] = [];

  beforeAll(async () => {
    const rows = await getDb()
      .insert(contactMessages)
      .values(['older', 'newer'].map((age, index) => ({ name: 'Ailsa', email: 'ailsa@example.com', subject: `Office ${age} ${SUFFIX}`, message: 'Do you engrave boards?', createdAt: new Date(Date.now() - (2 - index) * 60_000) })))
      .returning({ id: contactMessages.id });
    ids = rows.map((row) => row.id);
  });

  afterAll(() => getDb().delete(contactMessages).where(inArray(contactMessages.id, ids)));

  it('lists messages newest first and by state', async () => {
    const reply = await owner.call<{ messages: InboxMessage[] }>(listMessages, '/api/admin/messages?state=new');
    expect(reply.status).toBe(200);
    const mine = reply.body.messages.filter((message) => ids.includes(message.id)).map((message) => message.id);
    expect(mine).toEqual([ids[1], ids[0]]);
    expect((await owner.call(listMessages, '/api/admin/messages?state=lost')).status).toBe(400);
  });

  it('marks a new message read on opening, then answered, each audited once', async () => {
    const [older] = ids;
    const opened = await owner.call<InboxMessage>(openMessage, `/api/admin/messages/${older}`, { context: id(older!) });
    expect(opened.body).toMatchObject({ id: older, state: 'read' });
    expect(await lastAudit('contact_message', older!)).toMatchObject({ action: 'message.read', before: { state: 'new' }, after: { state: 'read' } });
    const firstAudit = await lastAudit('contact_message', older!);
    await owner.call(openMessage, `/api/admin/messages/${older}`, { context: id(older!) });
    expect(await lastAudit('contact_message', older!)).toEqual(firstAudit);

    const answered = await owner.call<InboxMessage>(patchMessage, `/api/admin/messages/${older}`, { method: 'PATCH', body: { state: 'answered' }, context: id(older!) });
    expect(answered.body.state).toBe('answered');
    expect(await lastAudit('contact_message', older!)).toMatchObject({ action: 'message.answered', before: { state: 'read' }, after: { state: 'answered' } });
    // Opening it again does not undo the answer.
    expect((await owner.call<InboxMessage>(openMessage, `/api/admin/messages/${older}`, { context: id(older!) })).body.state).toBe('answered');
    const byState = await owner.call<{ messages: InboxMessage[] }>(listMessages, '/api/admin/messages?state=answered');
    expect(byState.body.messages.map((message) => message.id)).toContain(older);

    expect((await owner.call(patchMessage, `/api/admin/messages/${older}`, { method: 'PATCH', body: { state: 'binned' }, context: id(older!) })).status).toBe(400);
    expect((await owner.call(patchMessage, '/api/admin/messages/2000000', { method: 'PATCH', body: { state: 'read' }, context: id(2_000_000) })).status).toBe(404);
  });
});

describe('the newsletter list', () => {
  const emails = { plain: `plain-${SUFFIX}@example.com`, formula: `formula-${SUFFIX}@example.com`, quoted: `quoted-${SUFFIX}@example.com`, gone: `gone-${SUFFIX}@example.com` };
  let rows: { id: number; email: string }[] = [];

  beforeAll(async () => {
    rows = await getDb()
      .insert(newsletterSubscribers)
      .values([
        { email: emails.plain, name: 'Fiona' },
        { email: emails.formula, name: '=HYPERLINK("http://evil.example","Click")' },
        { email: emails.quoted, name: 'Munro, "the Bagger"' },
        { email: emails.gone, name: 'Gone', unsubscribedAt: new Date() },
      ])
      .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
  });

  afterAll(() => getDb().delete(newsletterSubscribers).where(inArray(newsletterSubscribers.id, rows.map((row) => row.id))));

  const idOf = (email: string) => rows.find((row) => row.email === email)!.id;

  async function csv(): Promise<{ response: Response; text: string }> {
    const response = await exportSubscribers(apiRequest('/api/admin/subscribers/export', { headers: { cookie: owner.cookie! } }), params({}));
    return { response, text: await response.text() };
  }

  it('exports the subscribed as CSV, quoted properly and safe from formulas', async () => {
    const { response, text } = await csv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get('cache-control')).toMatch(/^private, no-store\b/);
    const lines = text.split('\n');
    expect(lines[0]).toBe('email,name,subscribed_at');
    expect(lines.find((line) => line.startsWith(emails.plain))).toMatch(new RegExp(`^${emails.plain},Fiona,\\d{4}-\\d{2}-\\d{2}T`));
    expect(lines.find((line) => line.startsWith(emails.formula))).toMatch(/,"'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\)",/);
    expect(lines.find((line) => line.startsWith(emails.quoted))).toMatch(/,"Munro, ""the Bagger""",/);
    expect(text).not.toContain(emails.gone);
  });

  it('lists every address, unsubscribes one (audited once), and subscribing again puts it back', async () => {
    const list = await owner.call<{ subscribers: { email: string; unsubscribedAt: string | null }[] }>(listSubscribers, '/api/admin/subscribers');
    expect(list.status).toBe(200);
    expect(list.body.subscribers.find((subscriber) => subscriber.email === emails.gone)?.unsubscribedAt).toEqual(expect.any(String));

    const plain = idOf(emails.plain);
    const reply = await owner.call<{ unsubscribedAt: string | null }>(unsubscribe, `/api/admin/subscribers/${plain}/unsubscribe`, { method: 'POST', context: id(plain) });
    expect(reply.status).toBe(200);
    expect(reply.body.unsubscribedAt).toEqual(expect.any(String));
    const audit = await lastAudit('newsletter_subscriber', plain);
    expect(audit).toMatchObject({ action: 'subscriber.unsubscribe', before: { unsubscribedAt: null } });
    await owner.call(unsubscribe, `/api/admin/subscribers/${plain}/unsubscribe`, { method: 'POST', context: id(plain) });
    expect(await lastAudit('newsletter_subscriber', plain)).toEqual(audit);
    expect((await csv()).text).not.toContain(emails.plain);

    const again = await new Shopper().call(newsletter, '/api/newsletter', { method: 'POST', body: { email: emails.plain.toUpperCase(), name: 'Fiona' }, headers: freshAddress() });
    expect(again.status).toBe(200);
    const [row] = await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, plain));
    expect(row!.unsubscribedAt).toBeNull();
    expect((await csv()).text).toContain(emails.plain);

    expect((await owner.call(unsubscribe, '/api/admin/subscribers/2000000/unsubscribe', { method: 'POST', context: id(2_000_000) })).status).toBe(404);
  });
});
