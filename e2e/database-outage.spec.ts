import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ONCE_ON_DESKTOP } from './support';

/**
 * The e2e shop's embedded PostgreSQL (playwright.config.ts sets its data folder); 0 while it has no
 * lock file (the watchdog clears a dead server's before starting the next).
 */
function databasePid(): number {
  try {
    const lock = readFileSync(path.join(process.cwd(), '.data', 'e2e-postgres', 'postmaster.pid'), 'utf8');
    return Number(lock.split('\n')[0]);
  } catch {
    return 0;
  }
}

test.describe('the database dies under a running shop', () => {
  // Once is enough: the shop and its database are shared by both device projects.
  test.skip(({ isMobile }) => isMobile, ONCE_ON_DESKTOP);

  test('cached pages are still served, the API says 503 with Retry-After, and the shop recovers by itself', async ({ request }) => {
    const page = '/products/highland-cow-tote-bag';
    expect((await request.get(page)).status()).toBe(200);
    expect((await request.get(page)).headers()['x-nextjs-cache']).toBe('HIT');

    const pid = databasePid();
    expect(pid).toBeGreaterThan(0);
    const killedAt = Date.now();
    process.kill(pid, 'SIGKILL');

    // At once, before the watchdog has had time to bring it back.
    const cached = await request.get(page);
    expect(cached.status()).toBe(200);
    expect(await cached.text()).toContain('Highland Cow Tote Bag');
    const api = await request.get('/api/categories');
    if (api.status() !== 200) {
      expect(api.status()).toBe(503);
      expect(api.headers()['retry-after']).toBe('5');
      expect((await api.json()).error.code).toBe('database_unavailable');
    }

    // Back without anyone restarting the shop, within 30 seconds: a new server, and the API answering
    // from it (the categories may have answered from the shop's cache all along).
    await expect
      .poll(async () => (![0, pid].includes(databasePid()) ? (await request.get('/api/categories')).status() : 'not restarted'), {
        timeout: 30_000,
        intervals: [250, 500, 1000],
      })
      .toBe(200);
    expect(Date.now() - killedAt).toBeLessThan(30_000);
  });
});
