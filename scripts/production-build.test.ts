import { DEFAULT_SERVER_HEAP_MB } from '@/lib/settings/instance-settings';
import { serverHeapFlags } from './production-build';

const env = (settings: Record<string, string>): NodeJS.ProcessEnv => ({ NODE_ENV: 'production', ...settings });

describe('serverHeapFlags', () => {
  it('bounds the heap at the default and halves the young generation', () => {
    expect(serverHeapFlags(env({}))).toEqual([`--max-old-space-size=${DEFAULT_SERVER_HEAP_MB}`, '--max-semi-space-size=8']);
  });

  it("takes the operator's SERVER_HEAP_MB", () => {
    expect(serverHeapFlags(env({ SERVER_HEAP_MB: '512' }))).toContain('--max-old-space-size=512');
  });

  it('leaves each flag the operator gives in NODE_OPTIONS to them', () => {
    expect(serverHeapFlags(env({ NODE_OPTIONS: '--max-old-space-size=2048', SERVER_HEAP_MB: '512' }))).toEqual(['--max-semi-space-size=8']);
    expect(serverHeapFlags(env({ NODE_OPTIONS: '--max-semi-space-size=16' }))).toEqual([`--max-old-space-size=${DEFAULT_SERVER_HEAP_MB}`]);
  });
});
