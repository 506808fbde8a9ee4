/**
 * What hostile input costs the production build (docs/adr/0013, 0021), measured over loopback:
 *
 * 1. Deeply nested JSON: the time to answer a body nested 100 to 16,000 levels (32 KB, the body
 *    limit, holds about 16,000), against the floor of a small body the same route refuses, and
 *    /api/health's latency alone and with four deep bodies in flight the whole time.
 * 2. Sign-in bursts: how many of 30 and 100 simultaneous wrong passwords for one account (each
 *    from its own address), and of 30 accounts tried at once from one address, had their password
 *    checked (401) rather than refused by the lock-out (429). At most 5 is the target.
 * 3. Chunked bodies: 100 simultaneous 20 MB and 20 simultaneous 8 MB POSTs sent without a length,
 *    their answers, how much of each the client got to send, the web server's resident memory
 *    before and after (the target: under 100 MB more) and /api/health's latency meanwhile.
 * 4. Made-up share cards: the time to answer a card for a product that does not exist (each a new
 *    slug), against the product page's own 404 for a made-up slug, and a real card drawn and cached.
 * 5. A big cart (issue 39): how many different lines one cart took before `cart_full` (the target
 *    is MAX_CART_LINES), and what reading that full cart costs, once and 20 times at once from one
 *    cookie (on WooCommerce each read had asked the store for every line's product).
 *
 *   npm run bench:hostile-input      (BENCH_REQUESTS=200 per figure; BASE_URL=http://127.0.0.1:3000 for a running shop started with TRUSTED_PROXIES=1)
 *
 * The started shop trusts one proxy hop (TRUSTED_PROXIES=1), so X-Forwarded-For can give each
 * sign-in attempt an address of its own, as clients behind nginx would have.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { MAX_CART_LINES } from '@/lib/domain/cart';
import { discoverSlugs, serverRssMb, withShop } from './shop-server';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const DEPTHS = [100, 3_000, 10_000, 16_000];
const IN_FLIGHT = 4;

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const run = randomBytes(3).toString('hex');
let addresses = 0;
/** A documentation-range address (198.18.0.0/15, for benchmarks) no other request of this run used. */
const freshAddress = () => {
  addresses += 1;
  return `198.18.${(addresses >> 8) & 255}.${addresses & 255}`;
};

async function post(baseUrl: string, path: string, body: string, address = freshAddress()): Promise<{ status: number; ms: number; code: string }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': address },
    body,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let code = '';
  try {
    code = (JSON.parse(text) as { error?: { code?: string } }).error?.code ?? '';
  } catch {
    code = 'not JSON';
  }
  return { status: response.status, ms, code };
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

const LABEL = 52;
const describe = (values: number[]) => `median ${percentile(values, 0.5).toFixed(2)} ms, p95 ${percentile(values, 0.95).toFixed(2)} ms, max ${Math.max(...values).toFixed(2)} ms`;

async function timeEach(count: number, send: () => Promise<{ status: number; ms: number; code: string }>): Promise<{ times: number[]; answers: Set<string> }> {
  const times: number[] = [];
  const answers = new Set<string>();
  for (let index = 0; index < count; index++) {
    const reply = await send();
    times.push(reply.ms);
    answers.add(`${reply.status} ${reply.code}`);
  }
  return { times, answers };
}

async function healthLatency(baseUrl: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    await (await fetch(`${baseUrl}/api/health`)).text();
    times.push(performance.now() - started);
  }
  return times;
}

async function deepJson(baseUrl: string): Promise<void> {
  console.log(`\nDeeply nested JSON, POST /api/newsletter, ${REQUESTS} requests each, one at a time:`);
  // Untimed: the first requests meet a cold JIT and would flatter whatever is measured after them.
  await timeEach(REQUESTS, () => post(baseUrl, '/api/newsletter', nested(16_000)));
  const floor = await timeEach(REQUESTS, () => post(baseUrl, '/api/newsletter', '{}'));
  console.log(`  ${'floor: a small body refused ({})'.padEnd(LABEL)}${describe(floor.times)}  [${[...floor.answers].join(', ')}]`);
  for (const depth of DEPTHS) {
    const body = nested(depth);
    const deep = await timeEach(REQUESTS, () => post(baseUrl, '/api/newsletter', body));
    console.log(`  ${`${depth} levels (${(body.length / 1024).toFixed(1)} KB)`.padEnd(LABEL)}${describe(deep.times)}  [${[...deep.answers].join(', ')}]`);
  }

  /** /api/health's latency while IN_FLIGHT clients keep sending `body` the whole time. */
  const healthBeside = async (body: string) => {
    let stop = false;
    const flooding = Array.from({ length: IN_FLIGHT }, async () => {
      while (!stop) await post(baseUrl, '/api/newsletter', body);
    });
    const times = await healthLatency(baseUrl, REQUESTS);
    stop = true;
    await Promise.all(flooding);
    return times;
  };
  console.log(`  ${'/api/health alone'.padEnd(LABEL)}${describe(await healthLatency(baseUrl, REQUESTS))}`);
  console.log(`  ${`/api/health, ${IN_FLIGHT} small bodies ({}) in flight`.padEnd(LABEL)}${describe(await healthBeside('{}'))}`);
  console.log(`  ${`/api/health, ${IN_FLIGHT} bodies of 16,000 levels in flight`.padEnd(LABEL)}${describe(await healthBeside(nested(16_000)))}`);
}

async function signInBursts(baseUrl: string): Promise<void> {
  console.log('\nSign-in bursts, POST /api/admin/session, every attempt sent at once:');
  const tally = async (label: string, attempts: { email: string; address: string }[]) => {
    const replies = await Promise.all(attempts.map(({ email, address }) => post(baseUrl, '/api/admin/session', JSON.stringify({ email, password: 'not the password' }), address)));
    const checked = replies.filter((reply) => reply.status === 401).length;
    const locked = replies.filter((reply) => reply.status === 429).length;
    const other = replies.filter((reply) => reply.status !== 401 && reply.status !== 429).map((reply) => reply.status);
    console.log(`  ${label.padEnd(LABEL)}${checked} passwords checked, ${locked} refused with 429${other.length ? `, other: ${other.join(', ')}` : ''} (target: at most 5 checked)`);
  };
  for (const count of [30, 100]) {
    const email = `bench-${run}-${count}@highland-home.example`;
    await tally(`${count} wrong passwords for one account:`, Array.from({ length: count }, () => ({ email, address: freshAddress() })));
  }
  const address = freshAddress();
  await tally('30 accounts from one address:', Array.from({ length: 30 }, (_, index) => ({ email: `bench-${run}-spread-${index}@highland-home.example`, address })));
}

/** Sends `total` bytes chunked (no Content-Length), as fast as the server takes them, until it answers. */
function chunkedPost(baseUrl: string, path: string, total: number): Promise<{ status: number; sentMb: number }> {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(baseUrl);
    let written = 0;
    let answered = false;
    const request = http.request({ host: hostname, port, path, method: 'POST', headers: { 'transfer-encoding': 'chunked', 'content-type': 'application/json', origin: baseUrl } }, (response) => {
      answered = true;
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, sentMb: written / 1048576 }));
    });
    request.on('error', () => (answered ? undefined : resolve({ status: 0, sentMb: written / 1048576 })));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (!answered && written < total) {
        written += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

async function chunkedBursts(baseUrl: string, shopPids: () => number[]): Promise<void> {
  console.log('\nChunked bodies, POST /api/cart without a Content-Length, every body sent at once:');
  for (const [count, mb] of [[100, 20], [20, 8]] as const) {
    const before = serverRssMb(shopPids());
    let done = false;
    const health: number[] = [];
    const probing = (async () => {
      while (!done) {
        const started = performance.now();
        await (await fetch(`${baseUrl}/api/health`)).text();
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const replies = await Promise.all(Array.from({ length: count }, () => chunkedPost(baseUrl, '/api/cart', mb * 1048576)));
    done = true;
    await probing;
    const after = serverRssMb(shopPids());
    const statuses = [...new Set(replies.map((reply) => reply.status))].join(', ');
    const sent = Math.max(...replies.map((reply) => reply.sentMb));
    const rss = before === null || after === null ? 'RSS not measured (BASE_URL)' : `RSS ${before.toFixed(0)} -> ${after.toFixed(0)} MB (+${(after - before).toFixed(0)}; target under +100)`;
    console.log(`  ${`${count} x ${mb} MB:`.padEnd(LABEL)}answers [${statuses}], at most ${sent.toFixed(2)} MB sent by one client, ${rss}`);
    console.log(`  ${'  /api/health meanwhile'.padEnd(LABEL)}${health.length ? describe(health) : 'no answer'}`);
  }
}

/** Times `count` GETs, each of a new path from `pathOf`, one at a time, with the statuses seen. */
async function timeGets(baseUrl: string, count: number, pathOf: (index: number) => string): Promise<{ times: number[]; answers: Set<string> }> {
  const times: number[] = [];
  const answers = new Set<string>();
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${pathOf(index)}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    answers.add(`${response.status} ${response.headers.get('content-type') ?? ''}`.trim());
  }
  return { times, answers };
}

async function madeUpCards(baseUrl: string): Promise<void> {
  const count = Math.min(REQUESTS, 50);
  const { product } = await discoverSlugs(baseUrl);
  const html = await (await fetch(`${baseUrl}/products/${product}`)).text();
  const card = /og:image" content="[^"]*?(\/opengraph-image[^"?]*)/.exec(html)?.[1];
  if (!card) throw new Error(`/products/${product} names no share card`);
  console.log(`\nShare cards for made-up products, ${count} requests, each a new slug, one at a time:`);
  const line = (label: string, result: { times: number[]; answers: Set<string> }) => console.log(`  ${label.padEnd(LABEL)}${describe(result.times)}  [${[...result.answers].join(', ')}]`);
  line('floor: the product page for a made-up slug', await timeGets(baseUrl, count, (index) => `/products/bench-${run}-page-${index}`));
  line('a card for a made-up product', await timeGets(baseUrl, count, (index) => `/products/bench-${run}-card-${index}${card}`));
  line('a card for a made-up 5,000-character slug', await timeGets(baseUrl, count, (index) => `/products/${String(index).padStart(5_000, 'x')}${card}`));
  line(`a real card (${product}), first draw then cached`, await timeGets(baseUrl, 1, () => `/products/${product}${card}`));
}

interface Listed {
  id: number;
  type: string;
  inStock: boolean;
}

/** Different purchases in stock, products with options first (each option a line of its own). */
async function purchases(baseUrl: string): Promise<{ productId: number; selectedVariations: Record<string, string> }[]> {
  const products = ((await (await fetch(`${baseUrl}/api/products?per_page=100`)).json()) as Listed[]).filter((product) => product.inStock);
  const found: { productId: number; selectedVariations: Record<string, string> }[] = [];
  for (const product of products.sort((a, b) => Number(b.type === 'variable') - Number(a.type === 'variable'))) {
    if (product.type !== 'variable') {
      found.push({ productId: product.id, selectedVariations: {} });
      continue;
    }
    const variations = (await (await fetch(`${baseUrl}/api/products/${product.id}/variations`)).json()) as { in_stock: boolean; attributes: { name: string; option: string }[] }[];
    const first = variations.find((variation) => variation.in_stock);
    if (first) found.push({ productId: product.id, selectedVariations: Object.fromEntries(first.attributes.map((chosen) => [chosen.name, chosen.option])) });
  }
  return found;
}

async function bigCart(baseUrl: string): Promise<void> {
  const wanted = await purchases(baseUrl);
  console.log(`
A big cart: ${wanted.length} different lines added one by one to one cart (limit ${MAX_CART_LINES}):`);
  const address = freshAddress();
  let cookie = '';
  const headers = () => ({ 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) });
  const answers = new Map<string, number>();
  for (const purchase of wanted) {
    const response = await fetch(`${baseUrl}/api/cart`, { method: 'POST', headers: headers(), body: JSON.stringify({ ...purchase, quantity: 1 }) });
    cookie ||= response.headers.get('set-cookie')?.split(';')[0] ?? '';
    const code = response.ok ? '' : ((await response.json()) as { error?: { code?: string } }).error?.code;
    if (response.ok) await response.text();
    const answer = `${response.status}${code ? ` ${code}` : ''}`;
    answers.set(answer, (answers.get(answer) ?? 0) + 1);
  }
  console.log(`  ${'answers'.padEnd(LABEL)}${[...answers].map(([answer, count]) => `${count} × ${answer}`).join(', ')}`);
  const read = async () => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/cart`, { headers: headers() });
    const lines = response.ok ? ((await response.json()) as unknown[]).length : (await response.text(), 0);
    return { status: response.status, lines, ms: performance.now() - started };
  };
  const one = await read();
  console.log(`  ${'one read'.padEnd(LABEL)}${one.status}, ${one.lines} lines, ${one.ms.toFixed(0)} ms`);
  const started = performance.now();
  const many = await Promise.all(Array.from({ length: 20 }, read));
  const statuses = many.map((reply) => reply.status).join(' ');
  console.log(`  ${'20 reads at once, one cookie'.padEnd(LABEL)}${(performance.now() - started).toFixed(0)} ms for all, slowest ${Math.max(...many.map((reply) => reply.ms)).toFixed(0)} ms [${statuses}]`);
}

async function main(): Promise<void> {
  // Passed on to the shop withShop starts; a shop at BASE_URL must have been started with it.
  process.env.TRUSTED_PROXIES ??= '1';
  await withShop(async (baseUrl, _onAbort, shopPids) => {
    await deepJson(baseUrl);
    await signInBursts(baseUrl);
    await madeUpCards(baseUrl);
    await bigCart(baseUrl);
    await chunkedBursts(baseUrl, shopPids);
  });
}

void main();
