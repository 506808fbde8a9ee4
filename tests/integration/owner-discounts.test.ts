/**
 * The owner's discount codes through the back office's API (docs/adr/0034): each kind made, its
 * answer, every bad field named, codes unique whatever their case, a code switched off refused at
 * the cart as if it had never been, and WooCommerce's refusal where the store keeps its coupons. In a
 * database of its own: the checkout's files make and race codes of their own. Puts one product in a
 * cart and holds no stock.
 */
import fc from 'fast-check';
import { and, count, desc, eq } from 'drizzle-orm';
import { GET as getDiscount, PATCH as patchDiscount } from '@/app/api/admin/discounts/[id]/route';
import { GET as listDiscounts, POST as createDiscount } from '@/app/api/admin/discounts/route';
import { POST as postSession } from '@/app/api/admin/session/route';
import { POST as applyCode } from '@/app/api/cart/discount/route';
import { POST as addToCart } from '@/app/api/cart/route';
import { addOwner } from '@/lib/admin/owners';
import { commerce } from '@/lib/commerce';
import { wooCommerceOwner } from '@/lib/commerce/woocommerce/store-admin';
import { closeDb, getDb } from '@/lib/db/client';
import { prepareDatabase } from '@/lib/db/prepare';
import { auditLog, products } from '@/lib/db/schema';
import type { ApiDiscount } from '@/lib/domain/discount-draft';
import { refusalMessage } from '@/lib/domain/discounts';
import { PEER_HEADER } from '@/lib/http/rate-limit';
import { params } from '../support/api';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';
import { Shopper } from '../support/shopper';

const OWNER = { email: 'eilidh@highland-home.example', password: 'birch and bracken and burn 7' };

type ErrorBody = { error: { code: string; message: string } };
type Answer = ApiDiscount & ErrorBody;

let owner: Shopper;
let scratch: ScratchDatabase;
let savedUrl: string | undefined;
let productId: number;
let categoryId: number;

const id = (value: number | string) => params({ id: String(value) });
const create = (body: unknown, as = owner) => as.call<Answer>(createDiscount, '/api/admin/discounts', { method: 'POST', body });
const patch = (discountId: number | string, body: unknown, as = owner) => as.call<Answer>(patchDiscount, `/api/admin/discounts/${discountId}`, { method: 'PATCH', body, context: id(discountId) });
const read = (discountId: number | string, as = owner) => as.call<Answer>(getDiscount, `/api/admin/discounts/${discountId}`, { context: id(discountId) });
const list = () => owner.call<ApiDiscount[] & ErrorBody>(listDiscounts, '/api/admin/discounts');

async function auditCount(): Promise<number> {
  const [row] = await getDb().select({ value: count() }).from(auditLog).where(eq(auditLog.entity, 'discount'));
  return row?.value ?? 0;
}

/** A shopper's way to apply a code to a cart of one product, sent with the cart's cookie each time. */
async function cartApplying(): Promise<(code: string) => Promise<{ status: number; body: ErrorBody }>> {
  const shopper = new Shopper();
  expect((await shopper.call(addToCart, '/api/cart', { method: 'POST', body: { productId } })).status).toBe(201);
  const cart = shopper.cookie!;
  return (code) => new Shopper().call<ErrorBody>(applyCode, '/api/cart/discount', { method: 'POST', body: { code }, headers: { cookie: cart } });
}

beforeAll(async () => {
  scratch = await createScratchDatabase('owner_discounts');
  await prepareDatabase(scratch.url);
  savedUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = scratch.url;
  await addOwner(getDb(), OWNER.email, OWNER.password, { replace: true });
  owner = new Shopper();
  const reply = await owner.call(postSession, '/api/admin/session', { method: 'POST', body: OWNER, headers: { [PEER_HEADER]: '203.0.113.41' } });
  expect(reply.status).toBe(200);
  const [product] = await getDb().select({ id: products.id, categoryId: products.categoryId }).from(products).orderBy(products.id).limit(1);
  productId = product!.id;
  categoryId = product!.categoryId;
}, 120_000);

afterAll(async () => {
  await closeDb();
  process.env.DATABASE_URL = savedUrl;
  await scratch.drop();
});

describe('making a code', () => {
  it('answers 201 with a percentage code and every condition, money as decimal pounds, and audits it', async () => {
    const reply = await create({ code: 'story10', kind: 'percent', value: '10', minimumSpend: '30.00', startsAt: '2026-01-01T00:00:00Z', endsAt: '2036-01-01T00:00:00Z', usageLimit: 3, oncePerCustomer: true, categories: [categoryId], products: [productId] });
    expect(reply.status).toBe(201);
    expect(reply.headers.get('location')).toBe(`/api/admin/discounts/${reply.body.id}`);
    expect(reply.body).toEqual({
      id: expect.any(Number),
      code: 'STORY10',
      kind: 'percent',
      value: '10',
      offer: '10% off',
      minimumSpend: '30.00',
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2036-01-01T00:00:00.000Z',
      usageLimit: 3,
      uses: 0,
      oncePerCustomer: true,
      categories: [categoryId],
      products: [productId],
      active: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const [audit] = await getDb().select().from(auditLog).where(and(eq(auditLog.entity, 'discount'), eq(auditLog.entityId, String(reply.body.id)))).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'discount.create', ownerEmail: OWNER.email, before: null, after: expect.objectContaining({ code: 'STORY10', percentHundredths: 1000 }) });
  });

  it('answers 201 with an amount off and with free shipping, every condition left out', async () => {
    const amount = await create({ code: 'Fiver-Off', kind: 'amount', value: '5.00' });
    expect(amount.status).toBe(201);
    expect(amount.body).toMatchObject({ code: 'FIVER-OFF', kind: 'amount', value: '5.00', offer: '£5.00 off', minimumSpend: null, startsAt: null, endsAt: null, usageLimit: null, oncePerCustomer: false, categories: [], products: [], active: true });
    const shipping = await create({ code: 'post_free', kind: 'free_shipping' });
    expect(shipping.status).toBe(201);
    expect(shipping.body).toMatchObject({ code: 'POST_FREE', kind: 'free_shipping', value: null, offer: 'Free shipping' });
  });

  it('lists the codes newest first, and reads one', async () => {
    const listed = await list();
    expect(listed.status).toBe(200);
    expect(listed.body.map((code) => code.code)).toEqual(['POST_FREE', 'FIVER-OFF', 'STORY10']);
    const one = await read(listed.body[2]!.id);
    expect(one.status).toBe(200);
    expect(one.body.code).toBe('STORY10');
    expect((await read(999_999)).body.error.code).toBe('discount_not_found');
    expect((await read(999_999)).status).toBe(404);
    expect((await read('STORY10')).status).toBe(404);
  });

  it('refuses a code already in use, whatever its case, with 409', async () => {
    for (const code of ['STORY10', 'story10', ' Story10 ']) {
      const reply = await create({ code, kind: 'amount', value: '1.00' });
      expect(reply.status).toBe(409);
      expect(reply.body.error).toEqual({ code: 'discount_code_taken', message: 'That code is already in use' });
    }
  });

  it.each([
    [{ kind: 'percent', value: '10' }, 'code'],
    [{ code: 'NO SPACES', kind: 'percent', value: '10' }, 'code'],
    [{ code: 'BADKIND', kind: 'bogof', value: '10' }, 'kind'],
    [{ code: 'NOVALUE', kind: 'percent' }, 'value'],
    [{ code: 'TOOMUCH', kind: 'percent', value: '101' }, 'value'],
    [{ code: 'ZERO', kind: 'amount', value: '0' }, 'value'],
    [{ code: 'PENCE', kind: 'amount', value: 500 }, 'value'],
    [{ code: 'MINSPEND', kind: 'amount', value: '5', minimumSpend: 'thirty' }, 'minimumSpend'],
    [{ code: 'START', kind: 'amount', value: '5', startsAt: '1 December' }, 'startsAt'],
    [{ code: 'BACKWARDS', kind: 'amount', value: '5', startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }, 'endsAt'],
    [{ code: 'LIMIT', kind: 'amount', value: '5', usageLimit: -1 }, 'usageLimit'],
    [{ code: 'ONCE', kind: 'amount', value: '5', oncePerCustomer: 1 }, 'oncePerCustomer'],
    [{ code: 'NOCATEGORY', kind: 'amount', value: '5', categories: [999_999] }, 'categories'],
    [{ code: 'NOPRODUCT', kind: 'amount', value: '5', products: [999_999] }, 'products'],
    [{ code: 'BADPRODUCTS', kind: 'amount', value: '5', products: 'all' }, 'products'],
  ])('refuses %j with 400 naming %s, and stores nothing', async (body, field) => {
    const before = await auditCount();
    const reply = await create(body);
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toMatch(new RegExp(`(^|; )${field}[: ]`));
    expect(await auditCount()).toBe(before);
  });
});

describe('changing a code', () => {
  it('changes any field, reading a value by the kind the code keeps, and refuses a code another has', async () => {
    const made = await create({ code: 'WINTER15', kind: 'percent', value: '15' });
    const value = await patch(made.body.id, { value: '12.5', usageLimit: null });
    expect(value.status).toBe(200);
    expect(value.body).toMatchObject({ value: '12.5', offer: '12.5% off', usageLimit: null });
    const kind = await patch(made.body.id, { kind: 'amount', value: '7.50', minimumSpend: '40' });
    expect(kind.body).toMatchObject({ kind: 'amount', value: '7.50', minimumSpend: '40.00' });
    expect((await patch(made.body.id, { kind: 'percent' })).status).toBe(400);
    const renamed = await patch(made.body.id, { code: 'winter-sale' });
    expect(renamed.body.code).toBe('WINTER-SALE');
    const taken = await patch(made.body.id, { code: 'fiver-off' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('discount_code_taken');
    expect((await patch(made.body.id, { endsAt: '2020-01-01T00:00:00Z', startsAt: '2021-01-01T00:00:00Z' })).body.error.message).toMatch(/^endsAt/);
    expect((await patch(made.body.id, {})).status).toBe(400);
    expect((await patch(999_999, { active: false })).status).toBe(404);
  });

  it('switched off, is refused at the cart as a code the shop does not know; switched on, applies again', async () => {
    const made = await create({ code: 'OFFANDON', kind: 'percent', value: '10' });
    const apply = await cartApplying();
    expect((await apply('offandon')).status).toBe(200);

    const off = await patch(made.body.id, { active: false });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    const refused = await apply('offandon');
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual({ code: 'discount_unknown', message: refusalMessage('unknown') });
    const [audit] = await getDb().select().from(auditLog).where(and(eq(auditLog.entity, 'discount'), eq(auditLog.entityId, String(made.body.id)))).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'discount.switch_off', before: expect.objectContaining({ active: true }), after: expect.objectContaining({ active: false }) });

    expect((await patch(made.body.id, { active: true })).body.active).toBe(true);
    expect((await apply('OffAndOn')).status).toBe(200);
  });
});

describe('who may', () => {
  it('refuses every call without an owner signed in, with 401, storing nothing', async () => {
    const stranger = new Shopper();
    const before = await auditCount();
    const replies = [
      await stranger.call(listDiscounts, '/api/admin/discounts'),
      await create({ code: 'STRANGER', kind: 'amount', value: '1.00' }, stranger),
      await read(1, stranger),
      await patch(1, { active: false }, stranger),
    ];
    expect(replies.map((reply) => reply.status)).toEqual([401, 401, 401, 401]);
    expect(await auditCount()).toBe(before);
  });
});

describe('junk', () => {
  it('answers every malformed body with a 4xx, never a 5xx', async () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 4 }), fc.object({ maxDepth: 2 }));
    const body = fc.oneof(
      fc.record({ code: value, kind: fc.oneof(fc.constantFrom('percent', 'amount', 'free_shipping'), value), value, minimumSpend: value, startsAt: value, endsAt: value, usageLimit: value, oncePerCustomer: value, categories: value, products: value, active: value }, { requiredKeys: [] }),
      fc.anything({ maxDepth: 3 }),
      fc.string(),
    );
    const statuses: number[] = [];
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (sent, asPatch) => {
        const reply = asPatch ? await patch(1, sent) : await create(sent);
        statuses.push(reply.status);
        expect(reply.status).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
    expect(statuses.every((status) => (status >= 200 && status < 300) || (status >= 400 && status < 500))).toBe(true);
    expect(statuses.some((status) => status === 400)).toBe(true);
  }, 60_000);
});

describe('on a WooCommerce back end', () => {
  it('refuses every call as the products API does, pointing at the store’s coupons, before reading or writing anything', async () => {
    const backend = commerce();
    const saved = { ownerCapabilities: backend.ownerCapabilities, ownerOrders: backend.ownerOrders, ownerCatalogue: backend.ownerCatalogue, ownerDiscounts: backend.ownerDiscounts };
    Object.assign(backend, wooCommerceOwner('https://store.example.com'));
    try {
      const before = await auditCount();
      const replies = [await list(), await create({ code: 'KEPTELSEWHERE', kind: 'amount', value: '1.00' }), await read(1), await patch(1, { active: false })];
      for (const reply of replies) {
        expect(reply.status).toBe(409);
        expect((reply.body as ErrorBody).error).toMatchObject({ code: 'kept_in_woocommerce', message: expect.stringContaining('Discount codes: https://store.example.com/wp-admin/edit.php?post_type=shop_coupon') });
      }
      expect(await auditCount()).toBe(before);
    } finally {
      Object.assign(backend, saved);
    }
  });
});
