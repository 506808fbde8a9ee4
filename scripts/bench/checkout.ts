/**
 * What a paid checkout costs the production build (issue 42, target 3): 50 shoppers check out at
 * once, for BENCH_SECONDS, each with a cart cookie of its own, making the five calls the browser
 * makes with the built-in test payments:
 *
 *   1. POST /api/cart                       the product page's Add to Cart (components/cart/useAddToCart.ts)
 *   2. POST /api/create-order               Continue to Payment (components/checkout/submit-checkout.ts)
 *   3. GET  /stripe-checkout?order_id&key   the payment page, fetched as the router fetches it (RSC), which
 *                                           starts the order's payment on the server (lib/checkout/order-pages.ts)
 *   4. POST /api/test-payments/confirm      Pay, with 4242 4242 4242 4242 (components/payment/TestCardForm.tsx)
 *   5. POST /api/update-order-payment       after the payment (components/payment/finish-payment.ts)
 *
 * The floor is measured in the same sitting: GET /api/health at the same 50 connections (autocannon).
 * A checkout's cost in health checks is the health rate over the checkout rate, both with the shop
 * saturated: how many health checks the server could have answered in the time one checkout took
 * it. The target is 8 or fewer, with 0 errors. When the shop was started here, the CPU time its
 * processes (Node and PostgreSQL) used per checkout and per health check is printed beside it.
 *
 * Beside the shop, the same shoppers check out of Next's own floor (./checkout-floor.ts): an empty
 * Next app answering the five calls at the same addresses with none of the shop's work, on the same
 * core, measured against its own health checks. It says what five trips through Next cost before
 * the shop does anything (BENCH_FLOOR_PORT, 3219 by default).
 *
 *   npm run bench:checkout      (BENCH_SECONDS=20 per run; BASE_URL=http://127.0.0.1:3000 for a running shop)
 *
 * The bench raises the stock of the products bought in the shop's database so that no shopper meets "sold out":
 * the embedded database of the started shop (or HIGHLAND_DATA_DIR's, with BASE_URL), or DATABASE_URL.
 */
import autocannon from 'autocannon';
import { CALLS, checkouts, emptyTally, rscParamFor, Shopper, SHOPPERS, STOCK, stockedProducts, type AroundCall, type Call, type Product, type Tally } from './checkout-shoppers';
import { startCheckoutFloor } from './checkout-floor';
import { separateCores } from './separate-cores';
import { cpuBetween, cpuByPid, isPostgres, preciseCpuSeconds } from './process-cpu';
import { withShop } from './shop-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const TARGET_HEALTH_CHECKS = 8;
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? 3219);
const ONE_BY_ONE_CHECKOUTS = Number(process.env.BENCH_ONE_BY_ONE_CHECKOUTS ?? 250);

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]! : NaN;
}

/** CPU seconds the server's processes (the shop's, or the floor app's) used while `work` ran, or null when none was started here. */
async function withServerCpu<T>(serverPids: () => number[], work: () => Promise<T>): Promise<{ result: T; cpu: number | null }> {
  const before = cpuByPid(serverPids());
  const result = await work();
  if (before.size === 0) return { result, cpu: null };
  return { result, cpu: cpuBetween(before, cpuByPid(serverPids())) };
}

/** CPU milliseconds the server's processes spent on each call, and PostgreSQL's part of it (null when no server was started here). */
type CallCpu = Record<Call, { all: number; postgres: number }> | null;

/**
 * What each of the five calls costs the server on its own: one shopper checks out
 * ONE_BY_ONE_CHECKOUTS times, a call at a time, and the CPU the server's processes used is read
 * around each call, from the scheduler's nanosecond counts (/proc's 10 ms ticks are coarser than
 * most calls). With nothing else running, each call's CPU is its own.
 */
async function cpuPerCall(baseUrl: string, product: Product, rscParam: string, serverPids: () => number[]): Promise<CallCpu> {
  if (serverPids().length === 0) return null;
  const spent = Object.fromEntries(CALLS.map((call) => [call, { all: 0, postgres: 0 }])) as NonNullable<CallCpu>;
  const around: AroundCall = async (call, send) => {
    const before = cpuByPid(serverPids(), preciseCpuSeconds);
    const result = await send();
    const after = cpuByPid(serverPids(), preciseCpuSeconds);
    spent[call].all += cpuBetween(before, after);
    spent[call].postgres += cpuBetween(before, after, isPostgres);
    return result;
  };
  const shopper = new Shopper(baseUrl, product, rscParam, around);
  const tally = emptyTally();
  // Untimed: the pool's connection for this shopper, and any route not yet loaded.
  await new Shopper(baseUrl, product, rscParam).checkOut(tally);
  for (let done = 0; done < ONE_BY_ONE_CHECKOUTS; done += 1) await shopper.checkOut(tally);
  const perCheckout = (seconds: number) => (seconds / ONE_BY_ONE_CHECKOUTS) * 1000;
  return Object.fromEntries(CALLS.map((call) => [call, { all: perCheckout(spent[call].all), postgres: perCheckout(spent[call].postgres) }])) as NonNullable<CallCpu>;
}

interface Floor {
  rate: number;
  total: number;
  p99: number;
  failures: number;
}

async function health(baseUrl: string, seconds: number): Promise<Floor> {
  const result = await autocannon({ url: `${baseUrl}/api/health`, connections: SHOPPERS, duration: seconds });
  return { rate: result.requests.average, total: result.requests.total, p99: result.latency.p99, failures: result.non2xx + result.errors + result.timeouts };
}

const ms = (value: number) => value.toFixed(0).padStart(6);
const errorCount = (tally: Tally) => [...tally.errors.values()].reduce((sum, count) => sum + count, 0);

function report(tally: Tally, elapsed: number, checkoutCpu: number | null, floor: Floor, healthCpu: number | null, cores: string): { met: boolean; ratio: number } {
  const rate = tally.checkouts / elapsed;
  const errors = errorCount(tally);
  console.log(`\nPaid checkouts, ${SHOPPERS} shoppers at once, ${elapsed.toFixed(1)} s: ${tally.checkouts} checkouts, ${rate.toFixed(1)} a second.`);
  console.log(`\n${'call'.padEnd(22)}  ${'calls'.padStart(6)}  ${'p50 ms'.padStart(6)}  ${'p95 ms'.padStart(6)}  ${'p99 ms'.padStart(6)}`);
  for (const call of CALLS) {
    const times = tally.times[call];
    console.log(`${call.padEnd(22)}  ${String(times.length).padStart(6)}  ${ms(percentile(times, 0.5))}  ${ms(percentile(times, 0.95))}  ${ms(percentile(times, 0.99))}`);
  }
  console.log(`\nErrors: ${errors}${errors ? ` (${[...tally.errors].map(([key, count]) => `${count} × ${key}`).join(', ')})` : ''} (target 0).`);
  console.log(`Floor: GET /api/health at ${SHOPPERS} connections, ${floor.rate.toFixed(0)} a second (p99 ${floor.p99} ms, ${floor.failures} failed).`);
  const ratio = floor.rate / rate;
  const met = ratio <= TARGET_HEALTH_CHECKS && errors === 0 && floor.failures === 0;
  console.log(
    `A checkout costs ${ratio.toFixed(1)} health checks of server time (health checks a second / checkouts a second, each with the shop saturated); target ${TARGET_HEALTH_CHECKS} or fewer with 0 errors: ${met ? 'met' : 'NOT met'}.`,
  );
  if (checkoutCpu !== null && healthCpu !== null) {
    const perCheckout = (checkoutCpu / tally.checkouts) * 1000;
    const perHealth = (healthCpu / floor.total) * 1000;
    console.log(
      `CPU time of the shop's processes (Node and PostgreSQL): ${perCheckout.toFixed(1)} ms a checkout, ${perHealth.toFixed(2)} ms a health check: ${(perCheckout / perHealth).toFixed(1)} health checks (informative).`,
    );
  }
  console.log(`Cores: ${cores}.`);
  return { met, ratio };
}

/** Each call's CPU in the shop beside the same call in Next's floor: where the shop's distance from the floor is. */
function reportCallCpu(shop: CallCpu, floor: CallCpu): void {
  if (!shop) return;
  console.log(`\nCPU of each call, one shopper a call at a time (${ONE_BY_ONE_CHECKOUTS} checkouts; the shop's processes, Node and PostgreSQL, and the floor's one):`);
  console.log(`${'call'.padEnd(22)}  ${'shop ms'.padStart(8)}  ${'of it PostgreSQL'.padStart(16)}  ${'floor ms'.padStart(8)}`);
  const row = (name: string, mine: { all: number; postgres: number }, bare: number | undefined) =>
    console.log(`${name.padEnd(22)}  ${mine.all.toFixed(1).padStart(8)}  ${mine.postgres.toFixed(1).padStart(16)}  ${(bare === undefined ? '-' : bare.toFixed(1)).padStart(8)}`);
  const sum = (cpu: NonNullable<CallCpu>, part: 'all' | 'postgres') => CALLS.reduce((total, call) => total + cpu[call][part], 0);
  for (const call of CALLS) row(call, shop[call], floor?.[call].all);
  row('checkout', { all: sum(shop, 'all'), postgres: sum(shop, 'postgres') }, floor ? sum(floor, 'all') : undefined);
}

interface Run {
  tally: Tally;
  elapsed: number;
  health: Floor;
}

/** Warms `baseUrl` up, then measures its checkouts and its health checks, SECONDS each, and then each call's CPU a checkout at a time. */
async function measure(baseUrl: string, products: readonly Product[], serverPids: () => number[]): Promise<Run & { checkoutCpu: number | null; healthCpu: number | null; callCpu: CallCpu }> {
  const rscParam = await rscParamFor(baseUrl);
  // Untimed: the first checkouts compile each route's code and fill the connection pool.
  console.log(`Warming up for ${WARMUP_SECONDS} s...`);
  await checkouts(baseUrl, products, WARMUP_SECONDS, rscParam);
  await health(baseUrl, Math.min(WARMUP_SECONDS, 3));
  console.log(`Checkouts for ${SECONDS} s...`);
  const { result: run, cpu: checkoutCpu } = await withServerCpu(serverPids, () => checkouts(baseUrl, products, SECONDS, rscParam));
  console.log(`Health checks for ${SECONDS} s...`);
  const { result: healthRun, cpu: healthCpu } = await withServerCpu(serverPids, () => health(baseUrl, SECONDS));
  console.log(`One shopper, ${ONE_BY_ONE_CHECKOUTS} checkouts a call at a time, for each call's CPU...`);
  const callCpu = await cpuPerCall(baseUrl, products[0]!, rscParam, serverPids);
  return { ...run, health: healthRun, checkoutCpu, healthCpu, callCpu };
}

/** The same shoppers against Next's own floor (./checkout-floor.ts), on the core the shop had. */
async function nextFloor(): Promise<Run & { callCpu: CallCpu }> {
  console.log(`\nNext's own floor: the five calls, bare, in an empty Next app on http://127.0.0.1:${FLOOR_PORT} (building it)...`);
  const app = await startCheckoutFloor(FLOOR_PORT);
  try {
    const pids = app.pid === undefined ? [] : [app.pid];
    console.log(`Cores: ${separateCores(pids, 'the empty app')}.`);
    return await measure(app.baseUrl, [{ id: 1, slug: 'floor' }], () => pids);
  } finally {
    app.stop();
  }
}

/** True when the target is met. */
async function main(): Promise<boolean> {
  const shop = await withShop(async (baseUrl, _onAbort, shopPids) => {
    const cores = separateCores(shopPids());
    const products = await stockedProducts();
    console.log(`Cores: ${cores}. ${products.length} simple products, each shopper buying one of them, their stock set to ${STOCK}.`);
    const run = await measure(baseUrl, products, shopPids);
    return { ...report(run.tally, run.elapsed, run.checkoutCpu, run.health, run.healthCpu, cores), callCpu: run.callCpu };
  });
  const { met, ratio } = shop;
  const floor = await nextFloor();
  const floorCheckouts = floor.tally.checkouts / floor.elapsed;
  const floorRatio = floor.health.rate / floorCheckouts;
  console.log(
    `Next's floor: ${floorCheckouts.toFixed(1)} bare checkouts a second (${errorCount(floor.tally)} errors), ${floor.health.rate.toFixed(0)} health checks a second: a bare checkout costs ${floorRatio.toFixed(1)} health checks.`,
  );
  console.log(`The shop's checkout: ${ratio.toFixed(1)} health checks, ${(ratio / floorRatio).toFixed(2)}x Next's floor of ${floorRatio.toFixed(1)}; the target, ${TARGET_HEALTH_CHECKS}, is ${(TARGET_HEALTH_CHECKS / floorRatio).toFixed(2)}x that floor.`);
  reportCallCpu(shop.callCpu, floor.callCpu);
  return met;
}

// Exits explicitly: the embedded database's package (imported through checkout-shoppers.ts) ends the
// process with status 0 from its 'beforeExit' hook, whatever process.exitCode says.
main().then(
  (met) => process.exit(met ? 0 : 1),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
