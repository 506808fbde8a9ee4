/**
 * Prices and order totals at and past their limits (docs/adr/0013, 0021): the owner's price edits
 * and the shopper's checkout, with any sum in pounds the API's money rule reads and any quantity a
 * cart holds. An owner's price past the top price is a 400 with a sentence; a checkout whose total
 * would pass the largest order is a 400 the checkout shows; neither ever answers 5xx or changes
 * anything. Runs on a database of its own: it prices products at the top of the range.
 */
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { PATCH as editProduct } from '@/app/api/admin/products/[id]/route';
import { POST as signIn } from '@/app/api/admin/session/route';
import { POST as createOrder } from '@/app/api/create-order/route';
import { addOwner } from '@/lib/admin/owners';
import { closeDb, getDb } from '@/lib/db/client';
import { prepareDatabase } from '@/lib/db/prepare';
import { orders, products } from '@/lib/db/schema';
import { MAX_ORDER_TOTAL_PENCE, MAX_PRICE_PENCE } from '@/lib/domain/money';
import { PEER_HEADER } from '@/lib/http/rate-limit';
import { params } from '../support/api';
import { orderBody } from '../support/checkout';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';
import { Shopper } from '../support/shopper';

jest.setTimeout(120_000);

type ErrorBody = { error: { code: string; message: string } };
const OWNER = { email: 'price-bounds@highland-home.example', password: 'a sane top price 1' };
/** The largest figure in pence the database's integer columns hold. */
const INT4_MAX = 2_147_483_647;

let scratch: ScratchDatabase;
let savedUrl: string | undefined;
let owner: Shopper;
/** Simple products with plenty of stock, for orders of up to 99 of each. */
let simple: number[];

const poundsText = (pence: number) => `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;

let peer = 0;
const patch = (id: number, body: unknown) =>
  owner.call<ErrorBody & { regularPence?: number }>(editProduct, `/api/admin/products/${id}`, { method: 'PATCH', body, context: params({ id: String(id) }) });
const order = (lines: { product_id: number; quantity: number }[]) =>
  new Shopper().call<ErrorBody & { id?: number }>(createOrder, '/api/create-order', { method: 'POST', body: orderBody(lines), headers: { [PEER_HEADER]: `10.88.${(++peer >> 8) & 255}.${peer & 255}` } });

beforeAll(async () => {
  scratch = await createScratchDatabase('price_bounds');
  await prepareDatabase(scratch.url);
  savedUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = scratch.url;
  await addOwner(getDb(), OWNER.email, OWNER.password, { replace: true });
  owner = new Shopper();
  expect((await owner.call(signIn, '/api/admin/session', { method: 'POST', body: OWNER, headers: { [PEER_HEADER]: '10.88.255.1' } })).status).toBe(200);
  const rows = await getDb().execute<{ id: number }>(sql`select id from products where id not in (select product_id from product_variations) order by id limit 4`);
  simple = rows.rows.map((row) => row.id);
  await getDb().update(products).set({ stockQuantity: 100_000 }).where(sql`${products.id} in ${simple}`);
}, 120_000);

afterAll(async () => {
  await closeDb();
  process.env.DATABASE_URL = savedUrl;
  await scratch.drop();
});

describe("the owner's prices", () => {
  it('refuse a price past the top price with a sentence, and keep the price', async () => {
    const [id] = simple as [number];
    const [before] = await getDb().select({ price: products.pricePence }).from(products).where(eq(products.id, id));
    for (const price of ['21474836.48', '21474836.47', poundsText(MAX_PRICE_PENCE + 1), '999999999.99']) {
      const reply = await patch(id, { price });
      expect(reply.status).toBe(400);
      expect(reply.body.error.message).toBe('price must be at most £100,000.00');
      const sale = await patch(id, { salePrice: price });
      expect(sale.status).toBe(400);
    }
    const [after] = await getDb().select({ price: products.pricePence }).from(products).where(eq(products.id, id));
    expect(after).toEqual(before);
  });

  it('take the top price itself', async () => {
    const reply = await patch(simple[1]!, { price: poundsText(MAX_PRICE_PENCE) });
    expect(reply.status).toBe(200);
    await getDb().update(products).set({ pricePence: 2_500, regularPricePence: null }).where(eq(products.id, simple[1]!));
  });

  it('answer any sum in pounds with 200 or 400, never 5xx (fuzzed)', () =>
    fc.assert(
      fc.asyncProperty(fc.oneof(fc.integer({ min: 1, max: 999_999_999_99 }), fc.integer({ min: MAX_PRICE_PENCE - 100, max: INT4_MAX + 100 })), fc.constantFrom('price', 'salePrice'), async (pence, field) => {
        const reply = await patch(simple[2]!, { [field]: poundsText(pence) });
        expect([200, 400]).toContain(reply.status);
        if (pence > MAX_PRICE_PENCE) expect(reply.status).toBe(400);
      }),
      { numRuns: 60 },
    ));
});

describe('checkout at the top of the range', () => {
  beforeAll(async () => {
    await getDb().update(products).set({ pricePence: MAX_PRICE_PENCE, regularPricePence: null }).where(sql`${products.id} in ${simple}`);
  });

  it('refuses an order whose total would pass the largest order, with a sentence, and holds nothing', async () => {
    const before = await getDb().$count(orders);
    const [{ stock }] = (await getDb().execute<{ stock: number }>(sql`select sum(stock_quantity)::int as stock from products`)).rows as [{ stock: number }];
    const reply = await order(simple.map((id) => ({ product_id: id, quantity: 99 })));
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('order_too_large');
    expect(reply.body.error.message).toMatch(/^An order can come to at most £999,999\.99/);
    expect(await getDb().$count(orders)).toBe(before);
    const [{ stock: after }] = (await getDb().execute<{ stock: number }>(sql`select sum(stock_quantity)::int as stock from products`)).rows as [{ stock: number }];
    expect(after).toBe(stock);
  });

  it('takes an order at the top price that stays within the largest order', async () => {
    const reply = await order([{ product_id: simple[0]!, quantity: Math.floor(MAX_ORDER_TOTAL_PENCE / MAX_PRICE_PENCE) - 1 }]);
    expect(reply.status).toBe(201);
  });

  it('answers any quantities of top-priced items with 201 or 400, never 5xx (fuzzed)', () =>
    fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.tuple(fc.constantFrom(...simple), fc.integer({ min: 1, max: 99 })), { minLength: 1, maxLength: 4, selector: ([id]) => id }), async (picked) => {
        const reply = await order(picked.map(([id, quantity]) => ({ product_id: id, quantity })));
        expect([201, 400]).toContain(reply.status);
        const pence = picked.reduce((sum, [, quantity]) => sum + quantity * MAX_PRICE_PENCE, 0);
        if (pence > MAX_ORDER_TOTAL_PENCE) expect(reply.body.error.code).toBe('order_too_large');
        if (reply.status === 201) expect(pence).toBeLessThanOrEqual(MAX_ORDER_TOTAL_PENCE);
      }),
      { numRuns: 40 },
    ));
});
