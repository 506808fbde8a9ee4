/**
 * The owner's dashboard figures that are rules rather than queries (docs/adr/0028): which days count
 * as "today" and "the last 7 and 30 days" (calendar days in the shop's own time zone, so a sale at
 * 00:30 BST belongs to the day it was made on), and what counts as low stock.
 */

/** The shop trades in Scotland: its days start at midnight UK time, summer time included. */
export const SHOP_TIME_ZONE = 'Europe/London';

/** A product with this many units or fewer (all its variations together) is running low. */
export const LOW_STOCK_UNITS = 3;

export const DASHBOARD_PERIODS = [
  { key: 'today', days: 1, label: 'Today', phrase: 'today' },
  { key: 'week', days: 7, label: 'Last 7 days', phrase: 'in the last 7 days' },
  { key: 'month', days: 30, label: 'Last 30 days', phrase: 'in the last 30 days' },
] as const;

export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number]['key'];

/** The periods the dashboard shows what brought the orders over: a day is too short to tell campaigns apart. */
type Attribution = Exclude<(typeof DASHBOARD_PERIODS)[number], { key: 'today' }>;
export const ATTRIBUTION_PERIODS = DASHBOARD_PERIODS.filter((period): period is Attribution => period.key !== 'today');
export type AttributionPeriod = Attribution['key'];

/** "today", "in the last 7 days": how a list filtered to the period says so. */
export function periodPhrase(period: DashboardPeriod): string {
  return DASHBOARD_PERIODS.find(({ key }) => key === period)!.phrase;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The zone's wall clock, made once per zone: building a formatter costs far more than using one. */
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** How far the zone's clock is ahead of UTC at that instant, in milliseconds. */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = wallClock(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
  const shown = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return shown - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The calendar date the zone's clock shows at that instant. */
function zoneDate(instant: Date, timeZone: string): { year: number; month: number; day: number } {
  const local = new Date(instant.getTime() + zoneOffsetMs(instant, timeZone));
  return { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() };
}

/**
 * The instant the zone's clock reads midnight on that date (Date.UTC's rules: day 0 is the last of
 * the month before). Midnight is never skipped in the UK, where clocks change at 01:00 and 02:00.
 */
function zoneMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const utcMidnight = Date.UTC(year, month, day);
  const guess = utcMidnight - zoneOffsetMs(new Date(utcMidnight), timeZone);
  // The offset at the guess can differ from the one at UTC midnight when a clock change lies between.
  return new Date(utcMidnight - zoneOffsetMs(new Date(guess), timeZone));
}

/** When each period starts: today's midnight, and the midnights 6 and 29 days before it. */
export function periodStarts(now: Date, timeZone: string = SHOP_TIME_ZONE): Record<DashboardPeriod, Date> {
  const { year, month, day } = zoneDate(now, timeZone);
  const starts = DASHBOARD_PERIODS.map(({ key, days }) => [key, zoneMidnight(year, month, day - (days - 1), timeZone)] as const);
  return Object.fromEntries(starts) as Record<DashboardPeriod, Date>;
}

/** What a period took: payments for orders paid in it, less refunds given in it (which can exceed them). */
export function netTakings(paidPence: number, refundedPence: number): number {
  return paidPence - refundedPence;
}
