/**
 * What several shop instances on one database rely on: a health check a load balancer can read, and
 * sweeps that run on one instance at a time.
 */
import { GET as health } from '@/app/api/health/route';
import { sweepOrders } from '@/lib/checkout/expiry-timer';
import { LOCKS, whileHoldingLock } from '@/lib/db/advisory-lock';
import { closeDb } from '@/lib/db/client';
import net from 'node:net';

/** A port nothing listens on (the embedded launcher's helper loads an ES module Jest cannot). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('GET /api/health', () => {
  it('answers 200 while the database answers, never cached', async () => {
    const reply = await health();
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ status: 'ok', database: 'ok', redis: 'not_configured' });
    expect(reply.headers.get('cache-control')).toMatch(/^private, no-store\b/);
  });

  it('answers 503 naming the database when it cannot be reached', async () => {
    const real = process.env.DATABASE_URL!;
    process.env.DATABASE_URL = `postgres://postgres:nothing@127.0.0.1:${await closedPort()}/postgres`;
    try {
      const reply = await health();
      expect(reply.status).toBe(503);
      expect(await reply.json()).toEqual({ status: 'unavailable', database: 'unreachable', redis: 'not_configured' });
    } finally {
      await closeDb();
      process.env.DATABASE_URL = real;
    }
  });
});

describe('whileHoldingLock', () => {
  it('lets one sweep run while another instance holds its lock, and the next one after', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = whileHoldingLock(LOCKS.orderSweep, () => held.then(() => 'first'));
    // Give the first a moment to take the lock on its own connection.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await whileHoldingLock(LOCKS.orderSweep, sweepOrders)).toEqual({ ran: false });
    // A different sweep is not held up by this one.
    expect(await whileHoldingLock(LOCKS.outboxSweep, async () => 'mail')).toEqual({ ran: true, result: 'mail' });
    release();
    expect(await first).toEqual({ ran: true, result: 'first' });
    expect(await whileHoldingLock(LOCKS.orderSweep, async () => 'next')).toEqual({ ran: true, result: 'next' });
  });

  it('gives the lock back when the work fails', async () => {
    await expect(whileHoldingLock(LOCKS.orderSweep, async () => Promise.reject(new Error('sweep broke')))).rejects.toThrow('sweep broke');
    expect(await whileHoldingLock(LOCKS.orderSweep, async () => 'again')).toEqual({ ran: true, result: 'again' });
  });
});
