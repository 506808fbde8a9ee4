import {
  DEFAULT_POOL_SIZE,
  DEFAULT_SERVER_HEAP_MB,
  DEFAULT_SWEEP_SECONDS,
  instanceSettingsProblem,
  parsePoolSize,
  parseRedisUrl,
  parseServerHeapMb,
  parseShopOwnerEmail,
  parseSweepSeconds,
} from './instance-settings';

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to the pool size the shop always had', () => {
    expect(parsePoolSize(undefined)).toEqual({ ok: true, value: DEFAULT_POOL_SIZE });
    expect(parsePoolSize(' ')).toEqual({ ok: true, value: 10 });
  });

  it('takes a whole number of connections', () => {
    expect(parsePoolSize('25')).toEqual({ ok: true, value: 25 });
  });

  it.each(['0', '-3', '2.5', 'ten', '1e3', '100000'])('refuses %s, naming the setting', (value) => {
    expect(parsePoolSize(value)).toEqual({ ok: false, problem: expect.stringContaining('DATABASE_POOL_SIZE') });
  });
});

describe('SERVER_HEAP_MB', () => {
  it('bounds the heap by default, and takes a whole number of MB', () => {
    expect(parseServerHeapMb(undefined)).toEqual({ ok: true, value: DEFAULT_SERVER_HEAP_MB });
    expect(parseServerHeapMb(' ')).toEqual({ ok: true, value: DEFAULT_SERVER_HEAP_MB });
    expect(parseServerHeapMb(' 512 ')).toEqual({ ok: true, value: 512 });
    expect(parseServerHeapMb('128')).toEqual({ ok: true, value: 128 });
  });

  it.each(['127', '0', '-256', '256MB', '1.5', '100000'])('refuses %s, naming the setting and its range', (value) => {
    expect(parseServerHeapMb(value)).toEqual({ ok: false, problem: expect.stringMatching(/^SERVER_HEAP_MB must be a whole number from 128 to 65536/) });
  });

  it('stops the start', () => {
    expect(instanceSettingsProblem({ SERVER_HEAP_MB: 'lots' })).toContain('SERVER_HEAP_MB');
  });
});

describe('REDIS_URL', () => {
  it('is optional', () => {
    expect(parseRedisUrl(undefined)).toEqual({ ok: true, value: undefined });
  });

  it('takes redis:// and rediss:// addresses', () => {
    expect(parseRedisUrl('redis://127.0.0.1:6379')).toEqual({ ok: true, value: 'redis://127.0.0.1:6379' });
    expect(parseRedisUrl('rediss://user:secret@cache.internal:6380/2').ok).toBe(true);
  });

  it.each(['127.0.0.1:6379', 'http://cache:6379', 'redis://'])('refuses %s', (value) => {
    expect(parseRedisUrl(value)).toEqual({ ok: false, problem: expect.stringContaining('REDIS_URL') });
  });
});

it('names the first wrong setting for the start to refuse', () => {
  expect(instanceSettingsProblem({})).toBeUndefined();
  expect(instanceSettingsProblem({ DATABASE_POOL_SIZE: 'many', REDIS_URL: 'redis://cache' })).toContain('DATABASE_POOL_SIZE');
  expect(instanceSettingsProblem({ REDIS_URL: 'cache:6379' })).toContain('REDIS_URL');
});

describe('ORDER_SWEEP_SECONDS', () => {
  it('defaults to a minute and takes a whole number of seconds up to an hour', () => {
    expect(parseSweepSeconds(undefined)).toEqual({ ok: true, value: DEFAULT_SWEEP_SECONDS });
    expect(DEFAULT_SWEEP_SECONDS).toBe(60);
    expect(parseSweepSeconds(' 5 ')).toEqual({ ok: true, value: 5 });
    expect(parseSweepSeconds('3600')).toEqual({ ok: true, value: 3600 });
  });

  it('refuses anything else, naming the setting', () => {
    for (const wrong of ['0', '-5', '1.5', 'ten', '3601']) {
      const parsed = parseSweepSeconds(wrong);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.problem).toContain('ORDER_SWEEP_SECONDS');
    }
    expect(instanceSettingsProblem({ ORDER_SWEEP_SECONDS: '0' })).toContain('ORDER_SWEEP_SECONDS');
  });
});

describe('SHOP_OWNER_EMAIL', () => {
  it('is optional, and takes one address or several separated by commas', () => {
    expect(parseShopOwnerEmail(undefined)).toEqual({ ok: true, value: null });
    expect(parseShopOwnerEmail('Orders@Highland-Home.example, morag@highland-home.example')).toEqual({
      ok: true,
      value: ['orders@highland-home.example', 'morag@highland-home.example'],
    });
    expect(instanceSettingsProblem({ SHOP_OWNER_EMAIL: 'orders@highland-home.example' })).toBeUndefined();
  });

  it('stops the start with a message naming it when it is malformed, rather than tell nobody', () => {
    expect(parseShopOwnerEmail('orders@highland-home.example;morag')).toEqual({ ok: false, problem: expect.stringContaining('SHOP_OWNER_EMAIL') });
    expect(instanceSettingsProblem({ SHOP_OWNER_EMAIL: 'orders at highland-home.example' })).toBe(
      'SHOP_OWNER_EMAIL must be e-mail addresses separated by commas, such as owner@example.com or owner@example.com,orders@example.com; "orders at highland-home.example" is not one.',
    );
    expect(instanceSettingsProblem({ SHOP_OWNER_EMAIL: 'orders@highland-home.example,' })).toContain('empty entry');
  });
});
