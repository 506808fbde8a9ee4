/**
 * The start's check of REDIS_URL's Redis (lib/ops/redis-check.ts, docs/adr/0027), against real
 * redis-servers with and without the key events the page cache needs.
 */
import { publishesKeyEvents, redisCacheProblem } from '@/lib/ops/redis-check';
import { freePort, startRedis, type TestRedis } from '../support/redis-server';

let ready: TestRedis;
let bare: TestRedis;

beforeAll(async () => {
  [ready, bare] = await Promise.all([startRedis(), startRedis({ keyEvents: false })]);
}, 20_000);

afterAll(async () => {
  await Promise.all([ready?.stop(), bare?.stop()]);
});

describe('the start with REDIS_URL', () => {
  it('goes ahead with a Redis that publishes expired and evicted key events', async () => {
    expect(await redisCacheProblem({ REDIS_URL: ready.url })).toBeNull();
  });

  it('is refused with a Redis that does not, naming the setting and how to set it', async () => {
    const problem = await redisCacheProblem({ REDIS_URL: bare.url });
    expect(problem).toContain('notify-keyspace-events');
    expect(problem).toContain('config set notify-keyspace-events Exe');
  });

  it('leaves the check to the operator who says the provider forbids it', async () => {
    expect(await redisCacheProblem({ REDIS_URL: bare.url, SKIP_KEYSPACE_CONFIG_CHECK: 'true' })).toBeNull();
  });

  it('goes ahead while Redis does not answer yet: pages render from the database meanwhile', async () => {
    expect(await redisCacheProblem({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` })).toBeNull();
    expect(await redisCacheProblem({})).toBeNull();
  });
});

it.each([
  ['Exe', true],
  ['AKE', true],
  ['KEA', true],
  ['Ex', false],
  ['xe', false],
  ['', false],
])('notify-keyspace-events "%s" publishes key events for expired and evicted keys: %s', (value, expected) => {
  expect(publishesKeyEvents(value)).toBe(expected);
});
