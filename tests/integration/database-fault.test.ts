/**
 * The embedded PostgreSQL is killed in the middle of checkouts. The API must answer 503 with
 * Retry-After while it is down (never 500), the watchdog must bring it back within 30 seconds with
 * no restart of the web server, and every order a client was told about must be there afterwards,
 * its stock held exactly once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { POST as addToCart } from '@/app/api/cart/route';
import { POST as createOrder } from '@/app/api/create-order/route';
import { closeDb, getDb } from '@/lib/db/client';
import { prepareDatabase } from '@/lib/db/prepare';
import { orderLines, orders, products } from '@/lib/db/schema';
import { orderBody } from '../support/checkout';
import { Shopper, type Reply } from '../support/shopper';

jest.setTimeout(120_000);

interface Attempt {
  reply: Reply<{ id?: number; order_key?: string }>;
  at: number;
}

/**
 * Starts tests/support/fault-database.ts and reads its first line: the database's URL and pid. The
 * child is returned at once, so it is stopped even when the database never comes up.
 */
function startDatabase(dataDir: string): { child: ChildProcess; ready: Promise<{ url: string; pid: number }> } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('tests', 'support', 'fault-database.ts'), dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const ready = new Promise<{ url: string; pid: number }>((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(JSON.parse(text.split('\n')[0]!) as { url: string; pid: number });
    });
    child.once('exit', (code) => reject(new Error(`the fault database exited (${code})`)));
    setTimeout(() => reject(new Error('the fault database did not start within 60 s')), 60_000).unref();
  });
  return { child, ready };
}

describe('the database dies during checkouts', () => {
  let folder: string;
  let child: ChildProcess | undefined;
  let database: { url: string; pid: number };
  let savedUrl: string | undefined;
  const uncaught: unknown[] = [];
  const recordUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    // Under .data, like the other test databases: initdb runs as the postgres user, which cannot enter a private temp folder.
    folder = path.join(process.cwd(), '.data', `fault-${randomBytes(4).toString('hex')}`);
    const started = startDatabase(folder);
    child = started.child;
    database = await started.ready;
    await prepareDatabase(database.url);
    savedUrl = process.env.DATABASE_URL;
    await closeDb();
    process.env.DATABASE_URL = database.url;
    process.on('uncaughtException', recordUncaught);
  });

  afterAll(async () => {
    process.off('uncaughtException', recordUncaught);
    await closeDb();
    process.env.DATABASE_URL = savedUrl;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000).unref())]);
      child.kill('SIGKILL');
    }
    await rm(folder, { recursive: true, force: true });
    await rm(`${folder}.owner`, { force: true });
  });

  it('answers 503 while it is down, recovers by itself, and loses no order it reported', async () => {
    const [product] = await getDb()
      .select({ id: products.id, stock: products.stockQuantity })
      .from(products)
      .where(sql`${products.stockQuantity} >= 40 and not exists (select 1 from product_variations v where v.product_id = ${products.id})`)
      .limit(1);
    expect(product).toBeDefined();
    const stockBefore = product!.stock!;

    const checkout = async (): Promise<Attempt> => {
      const shopper = new Shopper();
      const added = await shopper.call<{ id?: number }>(addToCart, '/api/cart', { method: 'POST', body: { productId: product!.id } });
      if (added.status !== 201) return { reply: added, at: Date.now() };
      return { reply: await shopper.call(createOrder, '/api/create-order', { method: 'POST', body: orderBody([{ product_id: product!.id, quantity: 1 }]) }), at: Date.now() };
    };

    const attempts: Attempt[] = [];
    for (let i = 0; i < 3; i++) attempts.push(await checkout());
    expect(attempts.map(({ reply }) => reply.status)).toEqual([201, 201, 201]);

    const killedAt = Date.now();
    process.kill(database.pid, 'SIGKILL');

    // Keep checking out through the outage until the shop answers again.
    let recoveredAt: number | null = null;
    while (Date.now() - killedAt < 30_000) {
      const attempt = await checkout();
      attempts.push(attempt);
      if (attempt.reply.status === 201) {
        recoveredAt = attempt.at;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    const statuses = attempts.map(({ reply }) => reply.status);
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    const refused = attempts.filter(({ reply }) => reply.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const { reply } of refused) {
      expect(reply.headers.get('retry-after')).toBe('5');
      expect(reply.body).toMatchObject({ error: { code: 'database_unavailable' } });
    }
    expect(recoveredAt).not.toBeNull();
    expect(recoveredAt! - killedAt).toBeLessThan(30_000);

    // Every order a client was told about is there, whole; the stock held matches the orders kept.
    const reported = attempts.filter(({ reply }) => reply.status === 201 && reply.body.order_key).map(({ reply }) => reply.body.id!);
    const kept = await getDb().select({ id: orders.id, status: orders.status }).from(orders);
    for (const id of reported) expect(kept).toContainEqual({ id, status: 'pending' });
    const held = await getDb().select({ quantity: orderLines.quantity }).from(orderLines).innerJoin(orders, eq(orders.id, orderLines.orderId)).where(eq(orders.status, 'pending'));
    const [after] = await getDb().select({ stock: products.stockQuantity }).from(products).where(eq(products.id, product!.id));
    expect(after!.stock).toBe(stockBefore - held.reduce((sum, line) => sum + line.quantity, 0));
    expect(uncaught).toEqual([]);
  });
});
