/**
 * The shop's clock (UK time) as a form's date-time field reads and writes it ("2026-12-01T09:00"):
 * the owner sets a code's start and end by the time the shop keeps, whatever zone the browser is in.
 */
import { SHOP_TIME_ZONE, zoneOffsetMs } from './dashboard';

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The instant the shop's clock reads `text`; null for text that is no such time. */
export function fromShopClock(text: string, timeZone: string = SHOP_TIME_ZONE): Date | null {
  const match = WALL_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const shown = new Date(wall);
  if (shown.getUTCMonth() !== month - 1 || shown.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The offset at the guess can differ from the one at the wall time when a clock change lies between.
  const guess = wall - zoneOffsetMs(shown, timeZone);
  return new Date(wall - zoneOffsetMs(new Date(guess), timeZone));
}

/** What the shop's clock reads at that instant, to the minute, as a date-time field shows it. */
export function toShopClock(instant: Date, timeZone: string = SHOP_TIME_ZONE): string {
  return new Date(instant.getTime() + zoneOffsetMs(instant, timeZone)).toISOString().slice(0, 16);
}
