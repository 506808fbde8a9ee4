/**
 * An order the shop placed in WooCommerce is either recorded by the shop (a store_checkouts row) or
 * cancelled in WooCommerce, whichever step of the checkout fails (docs/adr/0026): against a real
 * WordPress + WooCommerce named by the four WOOCOMMERCE_* settings (.ci/run starts one).
 *
 * Each case makes one step after the store's checkout fail: the checkout's own answer lost on the
 * way back, the read of the placed order, the shipping line's write, the stock's re-check, or the
 * shop's own record (its transaction rolled back). "Stalls" fails that one call, after the store has
 * done it; "stops" fails it and every store call after it, as a store that went away would, until
 * it is back for the order sweep. One case stops the real store (WOOCOMMERCE_TEST_STORE_STOP and
 * _START) before the shipping line is written; another freezes it (WOOCOMMERCE_TEST_STORE_FREEZE
 * and _THAW) as its checkout is sent, for longer than the shop waits, as the issue saw it. After the sweep, no order for the case's product may
 * be left holding stock without an open record of the shop's (one it waits on to be paid or to
 * expire). Without a store, Jest reports these skipped.
 */
import { execSync } from 'node:child_process';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { expirePendingOrders } from '@/lib/checkout/expire-orders';
import { StoreUnavailableError, storeClient, type StoreClient } from '@/lib/commerce/woocommerce/client';
import { SHOP_MARKER_KEY, wooCommerceOrders } from '@/lib/commerce/woocommerce/orders';
import { wooCommerceSettings, type WooCommerceSettings } from '@/lib/commerce/woocommerce/settings.mjs';
import { getDb } from '@/lib/db/client';
import { storeCheckouts } from '@/lib/db/schema';
import { stockTestProduct } from '../support/woocommerce-contract-store';

jest.setTimeout(180_000);

const configured = wooCommerceSettings(process.env);
const describeStore = configured.ok ? describe : describe.skip;
const STORE_STOP = process.env.WOOCOMMERCE_TEST_STORE_STOP;
const STORE_START = process.env.WOOCOMMERCE_TEST_STORE_START;
const STORE_FREEZE = process.env.WOOCOMMERCE_TEST_STORE_FREEZE;
const STORE_THAW = process.env.WOOCOMMERCE_TEST_STORE_THAW;
// Stopping or freezing the store needs the commands that do it; without them those cases are reported skipped.
const itStopsTheStore = STORE_STOP && STORE_START ? it : it.skip;
const itFreezesTheStore = STORE_FREEZE && STORE_THAW ? it : it.skip;
/** Longer than the shop waits for the Store API's checkout (store-api.ts). */
const FROZEN_MS = 17_000;
const STOCK = 10;
/** The sweep is run as if this much later: past any grace an in-flight checkout is given, before any hold runs out. */
const LATER_MS = 30 * 60_000;
const ADDRESS = { firstName: 'Morag', lastName: 'MacLeod', email: 'morag@example.com', address1: '12 Castle Street', city: 'Inverness', postcode: 'IV2 3EA', country: 'GB' };
/** The payment method this suite's checkouts name when the shop's record of them must fail. */
const REFUSED_RECORD = 'refused-record-test';

type Step = 'checkout' | 'read-order' | 'shipping' | 'stock-recheck' | 'record';
type Mode = 'stalls' | 'stops';

interface Fault {
  step: Step;
  mode: Mode;
  /** Run just before the step's call (stopping the real store). */
  before?: () => void;
  hit: boolean;
  /** The store is away: every call fails until the sweep. */
  down: boolean;
}

/** Whether a REST call is `step`, by what it asks for. */
function isStep(step: Step, method: string, endpoint: string, detail: unknown): boolean {
  const fields = String((detail as { _fields?: unknown } | undefined)?._fields ?? '');
  if (step === 'read-order') return method === 'get' && /^orders\/\d+$/.test(endpoint) && fields.includes('shipping_lines');
  if (step === 'shipping') return method === 'put' && /^orders\/\d+$/.test(endpoint) && Array.isArray((detail as { shipping_lines?: unknown }).shipping_lines);
  if (step === 'stock-recheck') return method === 'get' && endpoint.startsWith('products/') && fields === 'manage_stock,stock_quantity';
  return false;
}

/** The real client, failing as `fault` says. */
function faultyClient(real: StoreClient, fault: Fault): StoreClient {
  const wrap =
    <R>(method: string, call: (endpoint: string, detail: unknown) => Promise<R>) =>
    async (endpoint: string, detail: unknown): Promise<R> => {
      if (fault.down) throw new StoreUnavailableError('connect ECONNREFUSED (test: the store went away)');
      if (fault.hit) return call(endpoint, detail);
      if (fault.step === 'record' && isStep('stock-recheck', method, endpoint, detail)) {
        // The last store call before the shop's record: a store that stops goes away once it has answered.
        const result = await call(endpoint, detail);
        if (fault.mode === 'stops') fault.down = true;
        return result;
      }
      if (!isStep(fault.step, method, endpoint, detail)) return call(endpoint, detail);
      fault.hit = true;
      fault.before?.();
      await call(endpoint, detail);
      if (fault.mode === 'stops') fault.down = true;
      // The store did the work; its answer never reached the shop.
      throw new StoreUnavailableError(`timed out (test: ${fault.step} stalled)`);
    };
  return {
    get: wrap('get', (endpoint, query) => real.get(endpoint, query as Record<string, string>)) as StoreClient['get'],
    post: wrap('post', (endpoint, body) => real.post(endpoint, body)),
    put: wrap('put', (endpoint, body) => real.put(endpoint, body)),
  };
}

describeStore('orders the shop placed in WooCommerce when a checkout step fails', () => {
  const settings = (configured as { settings: WooCommerceSettings }).settings;
  const realFetch = globalThis.fetch;
  let store: StoreClient;
  let productId: number;
  let fault: Fault | undefined;

  beforeAll(async () => {
    store = storeClient(settings);
    process.env.COMMERCE_BACKEND = 'woocommerce';
    productId = await stockTestProduct(store, 'unrecorded-order-lantern', STOCK);
    // The shop's own transaction rolls back, its record never written: only for this suite's
    // checkouts that ask for it, so no other suite sharing the database is touched.
    await getDb().execute(
      sql.raw(
        `CREATE OR REPLACE FUNCTION refuse_store_checkouts() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.payment_method = '${REFUSED_RECORD}' THEN RAISE EXCEPTION 'test: the record is refused'; END IF; RETURN NEW; END $$`,
      ),
    );
    await getDb().execute(sql`DROP TRIGGER IF EXISTS refuse_store_checkouts ON store_checkouts`);
    await getDb().execute(sql`CREATE TRIGGER refuse_store_checkouts BEFORE INSERT ON store_checkouts FOR EACH ROW EXECUTE FUNCTION refuse_store_checkouts()`);
  });

  afterAll(async () => {
    if (STORE_THAW) execSync(STORE_THAW, { stdio: 'ignore' });
    await getDb().execute(sql`DROP TRIGGER IF EXISTS refuse_store_checkouts ON store_checkouts`);
  });

  beforeEach(async () => {
    fault = undefined;
    await store.put(`products/${productId}`, { stock_quantity: STOCK });
    // The Store API's checkout is reached with fetch: its answer is lost the same way.
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (fault?.down) throw new TypeError('fetch failed (test: the store went away)');
      const response = await realFetch(input, init);
      if (fault && !fault.hit && fault.step === 'checkout' && init?.method === 'POST' && String(input).endsWith('/wc/store/v1/checkout')) {
        fault.hit = true;
        await response.text();
        if (fault.mode === 'stops') fault.down = true;
        throw new TypeError('fetch failed (test: the checkout stalled)');
      }
      return response;
    });
  });

  afterEach(() => jest.restoreAllMocks());

  const checkout = (client: StoreClient, paymentMethod = 'card') =>
    wooCommerceOrders(getDb, client, settings.url).createOrder({ cartId: null, lines: [{ productId, quantity: 1, options: {} }], shipping: ADDRESS, billing: ADDRESS, paymentMethod });

  /** The product's orders in WooCommerce with `status`, newest first. */
  async function productOrders(status = 'any'): Promise<{ id: number; status: string }[]> {
    return (await store.get<{ id: number; status: string }[]>('orders', { product: productId, status, per_page: 100, _fields: 'id,status' })).data;
  }

  /** The product's orders WooCommerce holds stock for that the shop has no open record of (none it waits on to be paid or expire). */
  async function unrecordedHolds(): Promise<number[]> {
    const ids = (await productOrders('on-hold,pending')).map((order) => order.id);
    if (ids.length === 0) return [];
    const recorded = await getDb()
      .select({ orderId: storeCheckouts.orderId })
      .from(storeCheckouts)
      .where(and(inArray(storeCheckouts.orderId, ids), isNull(storeCheckouts.settledAt)));
    const known = new Set(recorded.map((row) => row.orderId));
    return ids.filter((id) => !known.has(id));
  }

  const stock = async () => (await store.get<{ stock_quantity: number }>(`products/${productId}`, { _fields: 'stock_quantity' })).data.stock_quantity;

  async function failAt(step: Step, mode: Mode, before?: () => void): Promise<void> {
    const current: Fault = { step, mode, before, hit: false, down: false };
    fault = current;
    await expect(checkout(faultyClient(store, current), step === 'record' ? REFUSED_RECORD : 'card')).rejects.toThrow();
    if (step !== 'record') expect(current.hit).toBe(true);
    // The store is back for the sweep.
    current.down = false;
    current.hit = true;
  }

  const cases = (['checkout', 'read-order', 'shipping', 'stock-recheck', 'record'] as const).flatMap((step) => (['stalls', 'stops'] as const).map((mode): [Step, Mode] => [step, mode]));

  it.each(cases)('leaves no order holding stock unrecorded when the %s step %s, once the sweep has run', async (step, mode) => {
    await failAt(step, mode);
    await expirePendingOrders(new Date(Date.now() + LATER_MS));
    expect(await unrecordedHolds()).toEqual([]);
    expect(await stock()).toBe(STOCK);
  });

  itStopsTheStore('leaves no order holding stock unrecorded when the real store stops before the shipping line is written', async () => {
    try {
      await failAt('shipping', 'stalls', () => execSync(STORE_STOP!, { stdio: 'ignore' }));
    } finally {
      execSync(STORE_START!, { stdio: 'ignore' });
    }
    await expirePendingOrders(new Date(Date.now() + LATER_MS));
    expect(await unrecordedHolds()).toEqual([]);
    expect(await stock()).toBe(STOCK);
  });

  itFreezesTheStore('leaves no order holding stock unrecorded when the store freezes during its checkout for longer than the shop waits', async () => {
    const earlier = new Set((await productOrders()).map((order) => order.id));
    let thawed: Promise<void> | null = null;
    let frozen = false;
    jest.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      if (init?.method === 'POST' && String(input).endsWith('/wc/store/v1/checkout') && !thawed) {
        thawed = Promise.resolve();
        execSync(STORE_FREEZE!, { stdio: 'ignore' });
        frozen = true;
        thawed = new Promise<void>((resolve) => setTimeout(resolve, FROZEN_MS)).then(() => void execSync(STORE_THAW!, { stdio: 'ignore' }));
      }
      return realFetch(input, init);
    });
    try {
      await expect(checkout(store)).rejects.toThrow(StoreUnavailableError);
    } finally {
      await thawed;
    }
    expect(frozen).toBe(true);
    // Thawed, the store goes on with the checkout it was sent: wait until it has placed the order.
    for (let tries = 0; tries < 30; tries++) {
      const placed = (await productOrders()).filter(({ id, status }) => !earlier.has(id) && status !== 'checkout-draft');
      if (placed.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    await expirePendingOrders(new Date(Date.now() + LATER_MS));
    expect(await unrecordedHolds()).toEqual([]);
    expect(await stock()).toBe(STOCK);
  });

  it('cancels again an unrecorded order put back on hold after the sweep cancelled it', async () => {
    await failAt('shipping', 'stops');
    const [orderId] = await unrecordedHolds();
    await expirePendingOrders(new Date(Date.now() + LATER_MS));
    expect(await unrecordedHolds()).toEqual([]);
    // As a stalled checkout finishing late would: the order on hold again, its stock taken again.
    await store.put(`orders/${orderId}`, { status: 'on-hold' });
    expect(await unrecordedHolds()).toEqual([orderId]);
    await expirePendingOrders(new Date(Date.now() + LATER_MS));
    expect(await unrecordedHolds()).toEqual([]);
    expect(await stock()).toBe(STOCK);
  });

  it('never takes an unrecorded order another shop placed in the same store (a staging copy with a database of its own) for abandoned', async () => {
    await failAt('shipping', 'stops');
    const [orderId] = await unrecordedHolds();
    // As the other shop wrote it: its own id beside its checkout's marker.
    await store.put(`orders/${orderId}`, { meta_data: [{ key: SHOP_MARKER_KEY, value: 'another-shop' }] });
    await expirePendingOrders(new Date(Date.now() + LATER_MS));
    expect(await unrecordedHolds()).toEqual([orderId]);
    await store.put(`orders/${orderId}`, { status: 'cancelled' });
    expect(await stock()).toBe(STOCK);
  });

  it('leaves an unrecorded order alone while its checkout may still be finishing, and never cancels a recorded one', async () => {
    await failAt('shipping', 'stops');
    const unrecorded = await unrecordedHolds();
    expect(unrecorded).toHaveLength(1);
    const { order: recorded } = await checkout(store);
    await expirePendingOrders();
    expect(await unrecordedHolds()).toEqual(unrecorded);
    await expirePendingOrders(new Date(Date.now() + LATER_MS));
    expect(await unrecordedHolds()).toEqual([]);
    expect((await store.get<{ status: string }>(`orders/${recorded.id}`, { _fields: 'status' })).data.status).toBe('on-hold');
    await wooCommerceOrders(getDb, store, settings.url).cancelOrder(recorded.id);
    expect(await stock()).toBe(STOCK);
  });
});
