/**
 * Who a request came from, for per-client rate limits (README "TRUSTED_PROXIES"). The address of the
 * connection itself (the peer) is the only one a client cannot make up. X-Forwarded-For is believed
 * only as far as the proxies the shop was told to trust: each trusted hop, read from the right,
 * reports the address it saw, and the first address not vouched for is the client.
 */
import { isIP } from 'node:net';

export type ProxyTrust = { kind: 'none' } | { kind: 'hops'; count: number } | { kind: 'addresses'; addresses: ReadonlySet<string> };

export type ProxyTrustSetting = { ok: true; trust: ProxyTrust } | { ok: false; problem: string };

const MAX_HOPS = 10;

/** TRUSTED_PROXIES: unset or 0 (no proxy), a hop count (1 for one nginx), or a comma list of proxy addresses. */
export function parseTrustedProxies(value: string | undefined): ProxyTrustSetting {
  const text = value?.trim() ?? '';
  if (!text || text === '0') return { ok: true, trust: { kind: 'none' } };
  if (/^\d+$/.test(text)) {
    const count = Number(text);
    if (count > MAX_HOPS) return { ok: false, problem: `TRUSTED_PROXIES is ${text}: more than ${MAX_HOPS} proxies in front of the shop is surely a mistake.` };
    return { ok: true, trust: { kind: 'hops', count } };
  }
  const addresses = text.split(',').map((address) => address.trim());
  const bad = addresses.find((address) => isIP(address) === 0);
  if (bad !== undefined) return { ok: false, problem: `TRUSTED_PROXIES must be a number of proxies or a comma list of their IP addresses; "${bad}" is neither.` };
  return { ok: true, trust: { kind: 'addresses', addresses: new Set(addresses.map(normalise)) } };
}

/** An IPv4 address as an IPv6 socket reports it (::ffff:10.0.0.1) is the same address. */
function normalise(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/** The client's address, or null when the connection's own address is unknown. */
export function clientAddress(peer: string | null | undefined, forwardedFor: string | null | undefined, trust: ProxyTrust): string | null {
  if (!peer) return null;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => normalise(hop.trim()))
    .filter(Boolean);
  let address = normalise(peer);
  if (trust.kind === 'hops') {
    for (let i = 0; i < trust.count && hops.length > 0; i++) address = hops.pop()!;
  } else if (trust.kind === 'addresses') {
    while (trust.addresses.has(address) && hops.length > 0) address = hops.pop()!;
  }
  return address;
}
