/**
 * `npm start` refuses, before it starts anything, settings that would take test payments where real
 * ones are meant (lib/settings/payment-settings.ts), and instance settings it cannot use
 * (lib/settings/instance-settings.ts).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

function start(settings: Record<string, string>) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...settings, HIGHLAND_DATA_DIR: path.join('.data', 'launcher-refusal-never-created') };
  for (const name of ['STRIPE_SECRET_KEY', 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY', 'PAYMENTS', 'SITE_URL', 'DATABASE_URL', 'DATABASE_POOL_SIZE', 'REDIS_URL']) if (!(name in settings)) delete env[name];
  return spawnSync(process.execPath, ['--import', 'tsx', path.join('scripts', 'start.ts')], { env, encoding: 'utf8', timeout: 30_000 });
}

describe('npm start with payment settings it must refuse', () => {
  it.each<[string, Record<string, string>, RegExp]>([
    ['one Stripe key', { STRIPE_SECRET_KEY: 'sk_test_half' }, /Cannot start: STRIPE_SECRET_KEY is set but NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY is not/],
    ['PAYMENTS=stripe without keys', { PAYMENTS: 'stripe' }, /Cannot start: PAYMENTS=stripe, but/],
    ['a public SITE_URL without keys', { SITE_URL: 'https://highland-home.example' }, /Cannot start: SITE_URL is https:\/\/highland-home.example, a public address/],
  ])('%s: exits at once with code 1 and says why, starting no database', (_, settings, message) => {
    const result = start(settings);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stdout).not.toMatch(/Embedded PostgreSQL is running/);
  });
});

describe('npm start with instance settings it cannot use', () => {
  it.each<[string, Record<string, string>, RegExp]>([
    ['a pool of no connections', { DATABASE_POOL_SIZE: '0' }, /Cannot start: DATABASE_POOL_SIZE must be a whole number from 1 to 1000; "0" is not/],
    ['a Redis address without its scheme', { REDIS_URL: '127.0.0.1:6379' }, /Cannot start: REDIS_URL must be a redis:\/\/ or rediss:\/\/ address/],
  ])('%s: exits at once with code 1 and says why, starting no database', (_, settings, message) => {
    const result = start(settings);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stdout).not.toMatch(/Embedded PostgreSQL is running/);
  });
});
