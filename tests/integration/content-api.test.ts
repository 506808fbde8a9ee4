import { eq } from 'drizzle-orm';
import { GET as listArticles } from '@/app/api/articles/route';
import { GET as getArticle } from '@/app/api/articles/[slug]/route';
import { GET as listAdventures } from '@/app/api/adventures/route';
import { GET as getAdventure } from '@/app/api/adventures/[id]/route';
import { POST as contact } from '@/app/api/contact/route';
import { POST as newsletter } from '@/app/api/newsletter/route';
import { POST as trackOrder } from '@/app/api/track-order/route';
import { seedAdventures } from '@/lib/content/seed/adventures';
import { seedArticles } from '@/lib/content/seed/articles';
import type { ApiAdventure, ApiArticle } from '@/lib/content/store/api-shape';
import { getDb } from '@/lib/db/client';
import { contactMessages, newsletterSubscribers, orders } from '@/lib/db/schema';
import { params } from '../support/api';
import { orderBody, placeOrder } from '../support/checkout';
import { Shopper } from '../support/shopper';
import { productBySlug } from '../support/stock';
import { PEER_HEADER } from '@/lib/http/rate-limit';

type ErrorBody = { error: { code: string; message: string } };
let client = 0;
/** A shopper from an address of its own, so the per-client rate limits of one test do not touch another. */
function visitor(): Shopper & { from: Record<string, string> } {
  client += 1;
  return Object.assign(new Shopper(), { from: { [PEER_HEADER]: `203.0.113.${client}` } });
}

// The back office's tests (owner-content.test.ts) add stories and adventures of their own to the
// same database; these check the seeded ones.
const seeded = <T extends { slug: string }>(pieces: T[], seed: { slug: string }[]) => pieces.filter((piece) => seed.some((item) => item.slug === piece.slug));

describe('stories', () => {
  it('lists every story, newest first, in the API shape', async () => {
    const reply = await new Shopper().call<ApiArticle[]>(listArticles, '/api/articles');
    expect(reply.status).toBe(200);
    expect(seeded(reply.body, seedArticles)).toHaveLength(seedArticles.length);
    const dates = reply.body.map((article) => article.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.keys(reply.body[0]!)).toEqual(
      expect.arrayContaining(['id', 'slug', 'title', 'excerpt', 'imageUrl', 'featured', 'publishedAt', 'readTime', 'description', 'image', 'modifiedAt', 'keywords']),
    );
    expect(seeded(reply.body, seedArticles)[0]!.readTime).toBeGreaterThanOrEqual(2);
  });

  it('lists only the featured stories with featured=true, and refuses other values', async () => {
    const featured = await new Shopper().call<ApiArticle[]>(listArticles, '/api/articles?featured=true');
    expect(featured.body.map((article) => article.slug).sort()).toEqual(seedArticles.filter((article) => article.featured).map((article) => article.slug).sort());
    expect((await new Shopper().call(listArticles, '/api/articles?featured=yes')).status).toBe(400);
  });

  it('serves one story with its own body, and 404s an unknown one', async () => {
    const seed = seedArticles[0]!;
    const reply = await new Shopper().call<ApiArticle>(getArticle, `/api/articles/${seed.slug}`, { context: params({ slug: seed.slug }) });
    expect(reply.body.content).toBe(seed.bodyHtml);
    expect(reply.body.productSlugs).toEqual(seed.productSlugs);
    const missing = await new Shopper().call<ErrorBody>(getArticle, '/api/articles/the-lost-glen', { context: params({ slug: 'the-lost-glen' }) });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
  });
});

describe('adventures', () => {
  it('lists every adventure, featured first, with coordinates and three pictures', async () => {
    const reply = await new Shopper().call<ApiAdventure[]>(listAdventures, '/api/adventures');
    expect(seeded(reply.body, seedAdventures)).toHaveLength(seedAdventures.length);
    const featuredCount = seedAdventures.filter((adventure) => adventure.featured).length;
    expect(reply.body.slice(0, featuredCount).every((adventure) => adventure.featured)).toBe(true);
    expect(seeded(reply.body, seedAdventures).every((adventure) => adventure.images.length === 3 && adventure.latitude !== null)).toBe(true);
    expect(reply.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('finds one by id or by slug, and 404s anything else', async () => {
    const [first] = (await new Shopper().call<ApiAdventure[]>(listAdventures, '/api/adventures')).body;
    const byId = await new Shopper().call<ApiAdventure>(getAdventure, `/api/adventures/${first!.id}`, { context: params({ id: String(first!.id) }) });
    const bySlug = await new Shopper().call<ApiAdventure>(getAdventure, `/api/adventures/${first!.slug}`, { context: params({ id: first!.slug }) });
    expect(byId.body).toEqual(bySlug.body);
    expect((await new Shopper().call(getAdventure, '/api/adventures/99999', { context: params({ id: '99999' }) })).status).toBe(404);
    expect((await new Shopper().call(getAdventure, '/api/adventures/nowhere', { context: params({ id: 'nowhere' }) })).status).toBe(404);
  });
});

describe('POST /api/newsletter', () => {
  const rowsFor = async (email: string) => getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));

  it('stores a trimmed, lower-cased address once, and answers a repeat exactly as a first subscription', async () => {
    const shopper = visitor();
    const first = await shopper.call<{ message: string }>(newsletter, '/api/newsletter', { method: 'POST', body: { email: '  Morag@Example.com ', name: ' Morag ' }, headers: shopper.from });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Welcome to the Clan, Morag! Our Highland newsletter will find you soon.');
    const again = await shopper.call<{ message: string }>(newsletter, '/api/newsletter', { method: 'POST', body: { email: 'morag@example.com', name: ' Morag' }, headers: shopper.from });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(await rowsFor('morag@example.com')).toEqual([expect.objectContaining({ name: 'Morag' })]);
  });

  it.each<[string, unknown]>([
    ['no e-mail', { name: 'Hamish' }],
    ['a blank e-mail', { email: '   ' }],
    ['an address that is not one', { email: 'hamish-at-home' }],
    ['an address in angle brackets', { email: '<hamish@example.com>' }],
    ['a name far too long', { email: 'long@example.com', name: 'x'.repeat(200) }],
  ])('refuses %s with a 400 and stores nothing', async (_, body) => {
    const shopper = visitor();
    const reply = await shopper.call<ErrorBody>(newsletter, '/api/newsletter', { method: 'POST', body, headers: shopper.from });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toMatch(/email|name/);
    expect(await rowsFor('long@example.com')).toEqual([]);
  });

  it('slows down a client that keeps posting', async () => {
    const shopper = visitor();
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await shopper.call(newsletter, '/api/newsletter', { method: 'POST', body: { email: `flood${attempt}@example.com` }, headers: shopper.from })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await rowsFor('flood5@example.com')).toEqual([]);
  });
});

describe('POST /api/contact', () => {
  const message = { name: 'Ailsa', email: 'ailsa@example.com', subject: 'Engraving', message: 'Could you engrave a name on the oak board?' };

  it('stores the message and promises a reply within 24 hours', async () => {
    const shopper = visitor();
    const reply = await shopper.call<{ message: string }>(contact, '/api/contact', { method: 'POST', body: message, headers: shopper.from });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toMatch(/within 24 hours/);
    const [row] = await getDb().select().from(contactMessages).where(eq(contactMessages.subject, 'Engraving'));
    expect(row).toMatchObject({ name: 'Ailsa', email: 'ailsa@example.com', emailedAt: null });
  });

  it.each(['name', 'email', 'subject', 'message'] as const)('requires %s', async (field) => {
    const shopper = visitor();
    const reply = await shopper.call<ErrorBody>(contact, '/api/contact', { method: 'POST', body: { ...message, subject: `Missing ${field}`, [field]: ' ' }, headers: shopper.from });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toContain(field);
    expect(await getDb().select().from(contactMessages).where(eq(contactMessages.subject, `Missing ${field}`))).toEqual([]);
  });
});

describe('POST /api/track-order', () => {
  it('shows a real order to the one who knows its number and e-mail, and nothing to anyone else', async () => {
    const mug = await productBySlug('celtic-knot-leather-notebook');
    const body = orderBody([{ product_id: mug.id, quantity: 2 }]);
    const placed = await placeOrder(new Shopper(), { ...body, shipping: { ...body.shipping, email: 'tracker@example.com' } });
    const shopper = visitor();
    const track = (orderNumber: string, email: string) =>
      shopper.call<{ id: number; status: string; itemCount: number; view: { kind: string; reached?: number } } & Partial<ErrorBody>>(trackOrder, '/api/track-order', {
        method: 'POST',
        body: { orderNumber, email },
        headers: shopper.from,
      });

    const found = await track(` #${placed.body.id} `, ' TRACKER@example.com ');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ id: placed.body.id, status: 'pending', itemCount: 2, view: { kind: 'timeline', reached: 0 } });

    await getDb().update(orders).set({ status: 'processing' }).where(eq(orders.id, placed.body.id));
    expect((await track(String(placed.body.id), 'tracker@example.com')).body.view).toMatchObject({ kind: 'timeline', reached: 1 });

    const wrongEmail = await track(String(placed.body.id), 'someone@example.com');
    const wrongNumber = await track('99999999', 'tracker@example.com');
    expect(wrongEmail.status).toBe(404);
    expect(wrongNumber.status).toBe(404);
    // The same words either way: nothing says whether the order exists.
    expect(wrongEmail.body.error).toEqual(wrongNumber.body.error);
    expect((await track('abc', 'tracker@example.com')).status).toBe(400);
  });
});
