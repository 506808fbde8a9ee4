/**
 * The cluster's own Redis (scripts/cluster/redis.ts) as npm run cluster starts it: its memory is
 * bounded and it evicts what expires anyway, as docs/deploy.md asks of any Redis the shop uses.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { stopChild } from '@/scripts/child-process';
import { startRedis } from '@/scripts/cluster/redis';
import { freePort } from '../support/redis-server';

it('starts with a maxmemory and the volatile-lru eviction policy', async () => {
  const runDir = mkdtempSync(path.join(tmpdir(), 'cluster-redis-'));
  const { child, url } = await startRedis(await freePort(), runDir);
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    expect(await client.config('GET', 'maxmemory')).toEqual(['maxmemory', String(256 * 1024 * 1024)]);
    expect(await client.config('GET', 'maxmemory-policy')).toEqual(['maxmemory-policy', 'volatile-lru']);
  } finally {
    client.disconnect();
    await stopChild(child);
    rmSync(runDir, { recursive: true, force: true });
  }
}, 20_000);
