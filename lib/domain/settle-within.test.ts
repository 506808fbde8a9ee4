import { settleWithin, TIMED_OUT } from './settle-within';

describe('settleWithin', () => {
  it('answers what the work settles to within the time', async () => {
    expect(await settleWithin(Promise.resolve(7), 1_000)).toBe(7);
    await expect(settleWithin(Promise.reject(new Error('refused')), 1_000)).rejects.toThrow('refused');
  });

  it('answers TIMED_OUT when the work is later, and ignores its later failure', async () => {
    const late = new Promise<number>((_, reject) => setTimeout(() => reject(new Error('too late')), 50));
    expect(await settleWithin(late, 5)).toBe(TIMED_OUT);
    await new Promise((resolve) => setTimeout(resolve, 80));
  });
});
