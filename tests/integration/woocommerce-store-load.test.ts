/**
 * One visitor must not be able to use up the WooCommerce store everyone shares (issue 39), against a
 * real WordPress + WooCommerce named by the WOOCOMMERCE_* settings (.ci/run starts one): a cart holds
 * a bounded number of lines, reads of a big cart share the store's answers instead of each reading
 * every product and its variations again, and each client has a limit on calls that reach the store.
 * Store calls are counted as they leave through WooCommerce's own client. Without a store, Jest
 * reports these skipped; .ci/run says why.
 */
import WooCommerceRestApi from '@woocommerce/woocommerce-rest-api';
import { wooCommerceSettings } from '@/lib/commerce/woocommerce/settings.mjs';
import { MAX_CART_LINES } from '@/lib/domain/cart';
import { PEER_HEADER, STORE_LIMIT } from '@/lib/http/rate-limit';
import { addPurchase, distinctPurchases, readCart, type Purchase } from '../support/full-cart';
import { Shopper } from '../support/shopper';

jest.setTimeout(180_000);

const configured = wooCommerceSettings(process.env);
const describeStore = configured.ok ? describe : describe.skip;
const PARALLEL_READS = 20;

/** A client of its own, so each case counts against its own per-client limit. */
const client = (last: number) => ({ [PEER_HEADER]: `192.0.2.${last}` });

describeStore('one visitor and the shared WooCommerce store', () => {
  let purchases: Purchase[];
  let storeCalls: jest.SpyInstance;

  beforeAll(async () => {
    process.env.COMMERCE_BACKEND = 'woocommerce';
    purchases = await distinctPurchases(MAX_CART_LINES + 1);
    storeCalls = jest.spyOn(WooCommerceRestApi.prototype, 'get');
  });

  afterAll(() => storeCalls.mockRestore());

  async function fullCart(headers: Record<string, string>): Promise<Shopper> {
    const shopper = new Shopper();
    for (const purchase of purchases.slice(0, MAX_CART_LINES)) expect((await addPurchase(shopper, purchase, headers)).status).toBe(201);
    return shopper;
  }

  /** The store calls `work` makes. */
  async function callsOf(work: () => Promise<unknown>): Promise<number> {
    storeCalls.mockClear();
    await work();
    return storeCalls.mock.calls.length;
  }

  it(`refuses one more different line than ${MAX_CART_LINES} with 409 cart_full, changing nothing`, async () => {
    const headers = client(61);
    const shopper = await fullCart(headers);
    const before = (await readCart(shopper, headers)).body;
    const refused = await addPurchase(shopper, purchases[MAX_CART_LINES]!, headers);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('cart_full');
    expect((await readCart(shopper, headers)).body).toEqual(before);
  });

  it(`serves ${PARALLEL_READS} simultaneous reads of a full cart with the store calls of one read`, async () => {
    const headers = client(62);
    const shopper = await fullCart(headers);
    const products = new Set(purchases.slice(0, MAX_CART_LINES).map((purchase) => purchase.productId)).size;
    const parallel = await callsOf(async () => {
      const replies = await Promise.all(Array.from({ length: PARALLEL_READS }, () => readCart(shopper, headers)));
      for (const reply of replies) expect(reply.body).toHaveLength(MAX_CART_LINES);
    });
    const again = await callsOf(() => readCart(shopper, headers));
    console.log(`A ${MAX_CART_LINES}-line cart of ${products} products: ${parallel} store calls for ${PARALLEL_READS} reads at once (${(parallel / PARALLEL_READS).toFixed(2)} a read); ${again} for one read right after`);
    // At most one list of the products and one read of each product's variations, for all of them.
    expect(parallel).toBeLessThanOrEqual(1 + products);
  });

  it(`answers 429 with Retry-After past ${STORE_LIMIT.points} calls reaching the store from one client, and not to another`, async () => {
    const greedy = client(63);
    const shopper = new Shopper();
    expect((await addPurchase(shopper, purchases[0]!, greedy)).status).toBe(201);
    const statuses: number[] = [];
    for (let sent = 1; sent < STORE_LIMIT.points; sent += PARALLEL_READS) {
      const batch = Math.min(PARALLEL_READS, STORE_LIMIT.points - sent);
      statuses.push(...(await Promise.all(Array.from({ length: batch }, () => readCart(shopper, greedy)))).map((reply) => reply.status));
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await readCart(shopper, greedy);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await addPurchase(shopper, purchases[1]!, greedy)).status).toBe(429);

    const other = new Shopper();
    const neighbour = client(64);
    expect((await addPurchase(other, purchases[0]!, neighbour)).status).toBe(201);
    expect((await readCart(other, neighbour)).status).toBe(200);
  });
});
