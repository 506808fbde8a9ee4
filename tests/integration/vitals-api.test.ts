import { POST as vitals } from '@/app/api/vitals/route';
import { logger } from '@/lib/log';
import { Shopper } from '../support/shopper';
import { PEER_HEADER } from '@/lib/http/rate-limit';

describe('POST /api/vitals', () => {
  it('logs a vital as fields of one entry, so a newline in the path cannot forge a log line', async () => {
    const info = jest.spyOn(logger('vitals'), 'info');
    const path = '/about\n{"level":50,"msg":"forged"}';
    const reply = await new Shopper().call(vitals, '/api/vitals', { method: 'POST', body: { name: 'LCP', value: 1234.5, rating: 'good', path }, headers: { [PEER_HEADER]: '192.0.2.77' } });
    expect(reply.status).toBe(204);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith({ metric: 'LCP', value: 1234.5, rating: 'good', path }, 'web vital');
    info.mockRestore();
  });
});
