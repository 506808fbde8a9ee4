/** Per-client limits key on an address the client cannot choose (lib/http/client-address.ts). */
import { POST as newsletter } from '@/app/api/newsletter/route';
import { PEER_HEADER } from '@/lib/http/rate-limit';
import { Shopper } from '../support/shopper';

const post = (headers: Record<string, string>, attempt: number) =>
  new Shopper().call(newsletter, '/api/newsletter', { method: 'POST', body: { email: `forger${attempt}@example.com` }, headers });

afterEach(() => {
  delete process.env.TRUSTED_PROXIES;
});

describe('rate limits and X-Forwarded-For', () => {
  it('without trusted proxies, a forged X-Forwarded-For does not escape the limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await post({ [PEER_HEADER]: '192.0.2.10', 'x-forwarded-for': `10.9.8.${attempt}` }, attempt)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('behind one trusted proxy, counts the address that proxy reports, not what the client prepended', async () => {
    process.env.TRUSTED_PROXIES = '1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await post({ [PEER_HEADER]: '127.0.0.1', 'x-forwarded-for': `10.9.7.${attempt}, 192.0.2.20` }, 10 + attempt)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another visitor behind the same proxy has a limit of its own.
    expect((await post({ [PEER_HEADER]: '127.0.0.1', 'x-forwarded-for': '192.0.2.21' }, 20)).status).toBe(200);
  });
});
