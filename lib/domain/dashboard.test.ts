import { netTakings, periodPhrase, periodStarts } from './dashboard';

describe('periodStarts', () => {
  it('starts today at UK midnight in winter, when the UK keeps UTC', () => {
    const starts = periodStarts(new Date('2026-01-15T14:30:00Z'));
    expect(starts.today.toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(starts.week.toISOString()).toBe('2026-01-09T00:00:00.000Z');
    expect(starts.month.toISOString()).toBe('2025-12-17T00:00:00.000Z');
  });

  it('starts today at UK midnight in summer, an hour before UTC midnight', () => {
    const starts = periodStarts(new Date('2026-07-10T09:00:00Z'));
    expect(starts.today.toISOString()).toBe('2026-07-09T23:00:00.000Z');
    expect(starts.week.toISOString()).toBe('2026-07-03T23:00:00.000Z');
  });

  it('counts 00:30 BST as the UK day it is, not the UTC day before', () => {
    // 23:30 UTC on the 9th is 00:30 on the 10th in London.
    const starts = periodStarts(new Date('2026-07-09T23:30:00Z'));
    expect(starts.today.toISOString()).toBe('2026-07-09T23:00:00.000Z');
  });

  it('reaches back across the spring clock change: the week starts at midnight GMT', () => {
    // Clocks went forward at 01:00 UTC on 29 March 2026.
    const starts = periodStarts(new Date('2026-04-02T12:00:00Z'));
    expect(starts.today.toISOString()).toBe('2026-04-01T23:00:00.000Z');
    expect(starts.week.toISOString()).toBe('2026-03-27T00:00:00.000Z');
  });

  it('starts the day of the autumn clock change at midnight BST', () => {
    // Clocks went back at 01:00 UTC on 25 October 2026.
    const starts = periodStarts(new Date('2026-10-25T20:00:00Z'));
    expect(starts.today.toISOString()).toBe('2026-10-24T23:00:00.000Z');
  });

  it('crosses month and year ends', () => {
    expect(periodStarts(new Date('2026-03-01T10:00:00Z')).week.toISOString()).toBe('2026-02-23T00:00:00.000Z');
    expect(periodStarts(new Date('2027-01-03T10:00:00Z')).month.toISOString()).toBe('2026-12-05T00:00:00.000Z');
  });
});

describe('netTakings', () => {
  it('takes the refunds given off the payments taken', () => {
    expect(netTakings(5000, 1200)).toBe(3800);
  });

  it('goes below nothing on a day with more refunds than sales', () => {
    expect(netTakings(0, 1200)).toBe(-1200);
  });
});

describe('periodPhrase', () => {
  it('says how a list filtered to the period reads', () => {
    expect(periodPhrase('today')).toBe('today');
    expect(periodPhrase('week')).toBe('in the last 7 days');
    expect(periodPhrase('month')).toBe('in the last 30 days');
  });
});
