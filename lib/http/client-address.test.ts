import { clientAddress, parseTrustedProxies, type ProxyTrust } from './client-address';

const trust = (value: string): ProxyTrust => {
  const setting = parseTrustedProxies(value);
  if (!setting.ok) throw new Error(setting.problem);
  return setting.trust;
};

describe('clientAddress', () => {
  it('without trusted proxies, is the connection’s own address whatever X-Forwarded-For claims', () => {
    expect(clientAddress('203.0.113.9', '1.2.3.4', trust(''))).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9', '1.2.3.4, 5.6.7.8', trust('0'))).toBe('203.0.113.9');
  });

  it('behind one trusted hop, is the address that proxy saw: the last entry, never what the client prepended', () => {
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7', trust('1'))).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', '198.51.100.7', trust('1'))).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', '6.6.6.6, 10.0.0.2, 198.51.100.7', trust('2'))).toBe('10.0.0.2');
  });

  it('trusts listed proxy addresses only: a request straight from a client keeps its own address', () => {
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7', trust('10.0.0.2'))).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', '6.6.6.6, 10.0.0.3, 198.51.100.7', trust('10.0.0.2, 198.51.100.7'))).toBe('10.0.0.3');
    expect(clientAddress('198.51.100.50', '6.6.6.6', trust('10.0.0.2'))).toBe('198.51.100.50');
  });

  it('is unknown when the connection’s address is', () => {
    expect(clientAddress(undefined, '6.6.6.6', trust('1'))).toBeNull();
  });
});

describe('parseTrustedProxies', () => {
  it('refuses what is neither a hop count nor a list of addresses', () => {
    expect(parseTrustedProxies('nginx')).toEqual({ ok: false, problem: expect.stringMatching(/"nginx" is neither/) });
    expect(parseTrustedProxies('10.0.0.1, 10.0.0')).toEqual({ ok: false, problem: expect.stringMatching(/"10.0.0" is neither/) });
    expect(parseTrustedProxies('99')).toEqual({ ok: false, problem: expect.stringMatching(/more than 10 proxies/) });
  });
});
