import { Writable } from 'node:stream';
import { createLog } from './log';

function capture() {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { log: createLog(destination, 'info'), output: () => chunks.join('') };
}

describe('the server log', () => {
  it('writes one JSON line per entry, with client text escaped in its own field', async () => {
    const { log, output } = capture();
    const forged = '/about\n{"level":50,"msg":"admin password changed"}\r\nmore';
    log.child({ area: 'vitals' }).info({ path: forged }, 'web vital');
    await new Promise((resolve) => setImmediate(resolve));
    const lines = output().split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 30, area: 'vitals', msg: 'web vital', path: forged, service: 'highland-home' });
    expect(typeof entry.time).toBe('string');
  });
});
