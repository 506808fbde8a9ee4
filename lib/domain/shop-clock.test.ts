import { fromShopClock, toShopClock } from './shop-clock';

describe("the shop's clock in a date-time field", () => {
  it('reads UK time in winter (GMT) and in summer (BST)', () => {
    expect(fromShopClock('2026-12-01T09:00')?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(fromShopClock('2026-07-01T09:00')?.toISOString()).toBe('2026-07-01T08:00:00.000Z');
  });

  it('shows an instant as the shop’s clock reads it, and back', () => {
    expect(toShopClock(new Date('2026-07-01T08:00:30.500Z'))).toBe('2026-07-01T09:00');
    expect(toShopClock(new Date('2026-12-24T18:00:00Z'))).toBe('2026-12-24T18:00');
    expect(fromShopClock(toShopClock(new Date('2026-03-29T03:15:00Z')))?.toISOString()).toBe('2026-03-29T03:15:00.000Z');
  });

  it('refuses text that is no time', () => {
    for (const text of ['', '2026-02-30T09:00', '2026-12-01T24:00', '2026-12-01 09:00', 'tomorrow']) expect(fromShopClock(text)).toBeNull();
  });
});
