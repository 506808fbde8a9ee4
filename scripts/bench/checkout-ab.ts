/**
 * What a change to the shop is worth per checkout, call by call: two builds of the shop, already
 * running, take one checkout each in turn (A then B, then B then A, and so on), from one shopper,
 * and the CPU each server's processes (Node and PostgreSQL) spend on each call is read around it
 * from the scheduler's own nanosecond counts. On this shared machine two sittings minutes apart
 * move a checkout's CPU by more than a cut is worth (docs/adr/0037); taken in turn, both builds meet
 * the same machine, and the per-round differences give the mean difference with its 95% interval.
 *
 * Start each build with `setsid npm start` in its own folder (a git worktree of the other commit),
 * on its own port and data folder, then:
 *
 *   AB_URL_A=http://127.0.0.1:3265 AB_DATA_A=/tmp/before/.data/ab-postgres \
 *   AB_URL_B=http://127.0.0.1:3261 AB_DATA_B=.data/ab-postgres npm run bench:checkout-ab
 *
 * AB_ROUNDS (1000 by default) rounds of a checkout on each, after AB_WARMUP (300) untimed ones. Both servers are pinned to CPU 0 and
 * this process to the other core, as bench:checkout pins the shop.
 */
import { runningEmbeddedUrl } from '@/lib/db/embedded';
import { CALLS, emptyTally, rscParamFor, Shopper, stockedProducts, type AroundCall, type Call } from './checkout-shoppers';
import { cpuBetween, cpuByPid, isPostgres, preciseCpuSeconds } from './process-cpu';
import { separateCores } from './separate-cores';
import { loopbackBaseUrl, shopProcessesOn } from './shop-server';

const ROUNDS = Number(process.env.AB_ROUNDS ?? 1000);
const WARMUP_CHECKOUTS = Number(process.env.AB_WARMUP ?? 300);
const PIDS_REFRESH_ROUNDS = 50;
const PARTS = [...CALLS, 'checkout'] as const;
type Part = (typeof PARTS)[number];

interface Build {
  label: 'A' | 'B';
  baseUrl: string;
  dataDir: string;
  pids: number[];
  /** Per round, the CPU milliseconds of each call, all processes and PostgreSQL's. */
  spent: Record<Part, number[]>;
  postgres: Record<Part, number[]>;
}

function build(label: 'A' | 'B'): Build {
  const url = process.env[`AB_URL_${label}`];
  const dataDir = process.env[`AB_DATA_${label}`];
  if (!url || !dataDir) throw new Error(`Set AB_URL_${label} and AB_DATA_${label} (the running shop and its HIGHLAND_DATA_DIR).`);
  const empty = () => Object.fromEntries(PARTS.map((part) => [part, [] as number[]])) as Record<Part, number[]>;
  return { label, baseUrl: loopbackBaseUrl(url), dataDir, pids: [], spent: empty(), postgres: empty() };
}

async function checkOutOnce(shop: Build, shopper: Shopper, round: Record<Call, { all: number; postgres: number }>): Promise<void> {
  await shopper.checkOut(emptyTally());
  let all = 0;
  let postgres = 0;
  for (const call of CALLS) {
    shop.spent[call].push(round[call].all);
    shop.postgres[call].push(round[call].postgres);
    all += round[call].all;
    postgres += round[call].postgres;
  }
  shop.spent.checkout.push(all);
  shop.postgres.checkout.push(postgres);
}

function meanAndInterval(values: readonly number[]): { mean: number; half: number } {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / Math.max(1, values.length - 1);
  return { mean, half: 1.96 * Math.sqrt(variance / values.length) };
}

/** Each build's processes now (a backend may have started since), all pinned to CPU 0; what pinning did, for the report. */
function findAndPin(builds: readonly Build[]): string {
  for (const shop of builds) shop.pids = shopProcessesOn(Number(new URL(shop.baseUrl).port));
  return separateCores(builds.flatMap((shop) => shop.pids), 'both builds', 'the shopper');
}

async function main(): Promise<void> {
  const builds = [build('A'), build('B')];
  const shoppers = new Map<Build, Shopper>();
  const rounds = new Map<Build, Record<Call, { all: number; postgres: number }>>();
  findAndPin(builds);
  for (const shop of builds) {
    if (shop.pids.length === 0) throw new Error(`Nothing listens at ${shop.baseUrl}: start that build first.`);
    const databaseUrl = await runningEmbeddedUrl(shop.dataDir);
    if (!databaseUrl) throw new Error(`No running shop's database in ${shop.dataDir}.`);
    const [product] = await stockedProducts(databaseUrl);
    const round = Object.fromEntries(CALLS.map((call) => [call, { all: 0, postgres: 0 }])) as Record<Call, { all: number; postgres: number }>;
    const around: AroundCall = async (call, send) => {
      const before = cpuByPid(shop.pids, preciseCpuSeconds);
      const result = await send();
      const after = cpuByPid(shop.pids, preciseCpuSeconds);
      round[call] = { all: cpuBetween(before, after) * 1000, postgres: cpuBetween(before, after, isPostgres) * 1000 };
      return result;
    };
    const rscParam = await rscParamFor(shop.baseUrl);
    // Untimed: the pool's connections, every route loaded, and V8's compiler done with the hot code.
    // A freshly started build measured beside one warmed by an earlier run cost 10% more CPU
    // a checkout with 20 checkouts of warm-up, the same code on both sides (docs/adr/0037).
    for (let warm = 0; warm < WARMUP_CHECKOUTS; warm += 1) await new Shopper(shop.baseUrl, product!, rscParam).checkOut(emptyTally());
    shoppers.set(shop, new Shopper(shop.baseUrl, product!, rscParam, around));
    rounds.set(shop, round);
  }
  const cores = findAndPin(builds);
  console.log(`${ROUNDS} rounds, a checkout on each build in turn (A ${builds[0]!.baseUrl}, B ${builds[1]!.baseUrl}); ${cores}.`);

  for (let index = 0; index < ROUNDS; index += 1) {
    if (index > 0 && index % PIDS_REFRESH_ROUNDS === 0) findAndPin(builds);
    const order = index % 2 === 0 ? builds : [...builds].reverse();
    for (const shop of order) await checkOutOnce(shop, shoppers.get(shop)!, rounds.get(shop)!);
  }

  const [a, b] = builds as [Build, Build];
  const fixed = (value: number) => value.toFixed(2).padStart(7);
  console.log('\nCPU ms per call (Node and PostgreSQL; of it PostgreSQL), mean of the rounds; B - A with its 95% interval:');
  console.log(`${'call'.padEnd(22)}${'A'.padStart(7)}${'(pg)'.padStart(7)}${'B'.padStart(7)}${'(pg)'.padStart(7)}   B - A`);
  for (const part of PARTS) {
    const mean = (values: number[]) => meanAndInterval(values).mean;
    const difference = meanAndInterval(b.spent[part].map((value, round) => value - a.spent[part][round]!));
    console.log(
      `${part.padEnd(22)}${fixed(mean(a.spent[part]))}${fixed(mean(a.postgres[part]))}${fixed(mean(b.spent[part]))}${fixed(mean(b.postgres[part]))}   ${difference.mean >= 0 ? '+' : ''}${difference.mean.toFixed(2)} ± ${difference.half.toFixed(2)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
