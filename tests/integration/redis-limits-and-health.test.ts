/**
 * Rate limits, the sign-in lock-out and the health check with REDIS_URL (docs/adr/0023), against a
 * real redis-server: one count for every instance, and a clear 503, never an unlimited action,
 * while Redis is down.
 */
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { POST as postSession } from '@/app/api/admin/session/route';
import { POST as contact } from '@/app/api/contact/route';
import { GET as health } from '@/app/api/health/route';
import { POST as newsletter } from '@/app/api/newsletter/route';
import { POST as trackOrder } from '@/app/api/track-order/route';
import { addOwner } from '@/lib/admin/owners';
import { SIGN_IN_ATTEMPTS } from '@/lib/domain/owner-accounts';
import { getDb } from '@/lib/db/client';
import { contactMessages, newsletterSubscribers, ownerSessions } from '@/lib/db/schema';
import { closeSharedRedis } from '@/lib/redis/shared-redis.mjs';
import { startRedis, type TestRedis } from '../support/redis-server';
import { burst, freshAddress, oneAccountManyAddresses, oneAddressManyAccounts } from '../support/sign-in-bursts';
import { Shopper } from '../support/shopper';

type ErrorBody = { error: { code: string; message: string } };

const OWNER = { email: 'fiona@highland-home.example', password: 'granite and heather 2' };
const UNAVAILABLE = { code: 'limits_unavailable', message: 'This is briefly unavailable. Please try again in a moment.' };

let redis: TestRedis;

beforeAll(async () => {
  redis = await startRedis();
  process.env.REDIS_URL = redis.url;
  await addOwner(getDb(), OWNER.email, OWNER.password, { replace: true });
}, 20_000);

afterAll(async () => {
  closeSharedRedis();
  delete process.env.REDIS_URL;
  await redis?.stop();
});

/** What another instance has: its own connections and limiters, nothing counted in its memory. */
const asAnotherInstance = () => closeSharedRedis();

const subscribe = (peer: string, email: string) =>
  new Shopper().call<ErrorBody>(newsletter, '/api/newsletter', { method: 'POST', body: { email }, headers: { 'x-highland-peer': peer } });
const signIn = (peer: string, password: string) =>
  new Shopper().call<ErrorBody>(postSession, '/api/admin/session', { method: 'POST', body: { email: OWNER.email, password }, headers: { 'x-highland-peer': peer } });

describe('with REDIS_URL', () => {
  it('counts a client against one limit whichever instance it reaches', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      if (attempt === 3) asAnotherInstance();
      statuses.push((await subscribe('192.0.2.50', `counted${attempt}@example.com`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const inspector = new Redis(redis.url);
    try {
      expect(await inspector.keys('newsletter*')).toHaveLength(1);
    } finally {
      inspector.disconnect();
    }
  });

  it('locks an account out on every instance', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      if (attempt === 2) asAnotherInstance();
      expect((await signIn(`192.0.2.${60 + attempt}`, 'not the password')).status).toBe(401);
    }
    asAnotherInstance();
    const locked = await signIn('192.0.2.70', OWNER.password);
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('sign_in_locked');
  });

  it.each([30, 100])('checks at most five of %i simultaneous wrong passwords for one account, in Redis', async (count) => {
    const email = `redis-burst-${count}@highland-home.example`;
    await addOwner(getDb(), email, OWNER.password, { replace: true });
    const tally = await burst(oneAccountManyAddresses(email, count, 41));
    console.log(`Sign-in burst, Redis store: ${count} wrong passwords for one account: ${tally.checked} passwords checked, ${tally.locked} refused with 429.`);
    expect(tally.checked).toBeLessThanOrEqual(SIGN_IN_ATTEMPTS);
    expect(tally.locked).toBe(count - tally.checked);
    asAnotherInstance();
    const right = await burst(Array.from({ length: 10 }, () => ({ email, password: OWNER.password, address: freshAddress(41) })));
    expect(right).toEqual({ checked: 0, locked: 10, opened: 0, other: [] });
  });

  it('checks at most five passwords from one address trying 30 accounts at once, in Redis', async () => {
    const tally = await burst(oneAddressManyAccounts(30, 41, 'redis-spread'));
    console.log(`Sign-in burst, Redis store: 30 accounts from one address: ${tally.checked} passwords checked, ${tally.locked} refused with 429.`);
    expect(tally.checked).toBeLessThanOrEqual(SIGN_IN_ATTEMPTS);
    expect(tally.locked).toBe(30 - tally.checked);
  });

  it('reports Redis in the health check', async () => {
    const reply = await health();
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
  });

  describe('while Redis is down', () => {
    beforeAll(() => redis.stop());
    afterAll(() => redis.restart());

    it('answers the limited actions with 503 limits_unavailable and changes nothing', async () => {
      const peer = { 'x-highland-peer': '192.0.2.80' };
      const joined = await subscribe('192.0.2.80', 'while-down@example.com');
      expect(joined).toMatchObject({ status: 503, body: { error: UNAVAILABLE } });
      expect(await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'while-down@example.com'))).toEqual([]);

      const message = { name: 'Ailsa', email: 'ailsa@example.com', subject: 'While Redis is down', message: 'Do you engrave boards?' };
      const wrote = await new Shopper().call<ErrorBody>(contact, '/api/contact', { method: 'POST', body: message, headers: peer });
      expect(wrote).toMatchObject({ status: 503, body: { error: UNAVAILABLE } });
      expect(await getDb().select().from(contactMessages).where(eq(contactMessages.subject, message.subject))).toEqual([]);

      const tracked = await new Shopper().call<ErrorBody>(trackOrder, '/api/track-order', { method: 'POST', body: { orderNumber: '1', email: 'x@example.com' }, headers: peer });
      expect(tracked).toMatchObject({ status: 503, body: { error: UNAVAILABLE } });
    }, 20_000);

    it('refuses a sign-in, even with the right password, rather than count nothing', async () => {
      const sessionsBefore = await getDb().$count(ownerSessions);
      const reply = await signIn('192.0.2.81', OWNER.password);
      expect(reply).toMatchObject({ status: 503, body: { error: UNAVAILABLE } });
      expect(await getDb().$count(ownerSessions)).toBe(sessionsBefore);
    }, 20_000);

    it('answers 503 from the health check, naming Redis', async () => {
      const reply = await health();
      expect(reply.status).toBe(503);
      expect(await reply.json()).toEqual({ status: 'unavailable', database: 'ok', redis: 'unreachable' });
    }, 20_000);
  });

  it('counts again once Redis is back', async () => {
    asAnotherInstance();
    expect((await subscribe('192.0.2.90', 'after@example.com')).status).toBe(200);
    expect((await health()).status).toBe(200);
  });
});
