import { afterFailedAttempt, MAX_SEND_ATTEMPTS } from './outbox-retry';

const NOW = new Date('2026-12-01T10:00:00Z');
const minutesLater = (failure: ReturnType<typeof afterFailedAttempt>) =>
  failure.status === 'pending' ? (failure.nextAttemptAt.getTime() - NOW.getTime()) / 60_000 : failure.status;

describe('retrying a message the mail server did not take', () => {
  it('waits 1, 5, 15, 60 and 240 minutes after the first five failures', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => minutesLater(afterFailedAttempt(attempt, NOW)))).toEqual([1, 5, 15, 60, 240]);
  });

  it('gives up after the sixth failed attempt', () => {
    expect(MAX_SEND_ATTEMPTS).toBe(6);
    expect(afterFailedAttempt(6, NOW)).toEqual({ status: 'failed' });
    expect(afterFailedAttempt(7, NOW)).toEqual({ status: 'failed' });
  });

  it('refuses an attempt number that cannot be one', () => {
    expect(() => afterFailedAttempt(0, NOW)).toThrow(RangeError);
    expect(() => afterFailedAttempt(1.5, NOW)).toThrow(RangeError);
  });
});
