/**
 * Tartan as it is woven: the same sett runs in warp and weft, and a 2/2 twill lets each colour show
 * on alternate diagonals where bands cross, giving blended checks and the diagonal "step" of wool.
 */
import type { DrawContext } from './context';
import type { SettStripe } from './palettes';
import { el, group, n, url } from './svg';

/** The full sett: the half sett followed by its mirror, with per-product variation in widths. */
export function buildSett(ctx: DrawContext): SettStripe[] {
  const { rng, scheme } = ctx;
  let half = scheme.sett.map(([colour, threads]) => {
    // Registered setts may breathe a little; invented ones are freer.
    const spread = scheme.registered ? 0.15 : 0.4;
    const varied = Math.max(2, Math.round((threads * (1 + rng.range(-spread, spread))) / 2) * 2);
    return [colour, varied] as const;
  });
  if (!scheme.registered) {
    // Rotating the order behind the ground colour gives each product its own check.
    const [ground, ...rest] = half;
    const shift = rng.int(0, Math.max(0, rest.length - 1));
    half = ground ? [ground, ...rest.slice(shift), ...rest.slice(0, shift)] : half;
  }
  return [...half, ...half.slice().reverse()];
}

export const settThreads = (sett: readonly SettStripe[]): number => sett.reduce((sum, [, threads]) => sum + threads, 0);

function bands(sett: readonly SettStripe[], thread: number, offset: number, length: number, across: number, vertical: boolean): string {
  let out = '';
  let pos = -offset;
  while (pos < length) {
    for (const [colour, threads] of sett) {
      const size = threads * thread;
      if (pos + size > 0 && pos < length) {
        // A hair of overlap hides anti-aliasing seams between neighbouring bands.
        const start = Math.max(0, pos);
        const extent = Math.min(length, pos + size + 0.4) - start;
        out += vertical
          ? el('rect', { x: start, y: 0, width: extent, height: across, fill: colour })
          : el('rect', { x: 0, y: start, width: across, height: extent, fill: colour });
      }
      pos += size;
      if (pos >= length) break;
    }
  }
  return out;
}

/**
 * Mask levels for warp over weft. Pure 0/1 is the textbook weave but costs half as much again in
 * every close-up's file size; wool's fuzz softens the steps in reality too, so the warp shows
 * mostly, not entirely.
 */
const TWILL_HIGH = '#c0c0c0';
const TWILL_LOW = '#404040';

export interface TartanOptions {
  /** Size of one whole sett in user units. */
  settSize: number;
  /** How many device pixels one user unit will cover, to decide whether individual twill lines can show. */
  pixelScale?: number;
}

/** A w x h rectangle of tartan cloth with its top-left corner at the origin. */
export function tartanCloth(ctx: DrawContext, w: number, h: number, options: TartanOptions): string {
  const sett = buildSett(ctx);
  const thread = options.settSize / settThreads(sett);
  const offsetX = ctx.rng.range(0, options.settSize);
  const offsetY = ctx.rng.range(0, options.settSize);
  const weft = bands(sett, thread, offsetY, h, w, false);
  const warp = bands(sett, thread, offsetX, w, h, true);
  const pitch = Math.max(thread * 4, 2.4);
  const devicePitch = pitch * (options.pixelScale ?? 1);
  const hatchId = ctx.ids.next('twill');
  const half = pitch / 2;
  const diagonal = `M0 0L${n(half)} 0L${n(pitch)} ${n(half)}L${n(pitch)} ${n(pitch)}L${n(half)} ${n(pitch)}L0 ${n(half)}Z`;
  if (devicePitch >= 9) {
    // Large enough to see: a true twill, warp showing through a diagonal mask.
    const maskId = ctx.ids.next('twillmask');
    const defs =
      el('pattern', { id: hatchId, patternUnits: 'userSpaceOnUse', width: pitch, height: pitch },
        el('rect', { width: pitch, height: pitch, fill: TWILL_LOW }) + el('path', { d: diagonal, fill: TWILL_HIGH })) +
      el('mask', { id: maskId, maskUnits: 'userSpaceOnUse', x: 0, y: 0, width: w, height: h }, el('rect', { width: w, height: h, fill: url(hatchId) }));
    return el('defs', {}, defs) + group(weft) + group(warp, { mask: url(maskId) });
  }
  // Too fine to resolve: blend the crossings evenly and suggest the twill with a faint diagonal.
  const defs = el('pattern', { id: hatchId, patternUnits: 'userSpaceOnUse', width: pitch * 2, height: pitch * 2 },
    el('path', { d: `M0 ${n(pitch * 2)}L${n(pitch * 2)} 0`, stroke: '#000000', 'stroke-width': pitch * 0.5, 'stroke-opacity': 0.12 }));
  return el('defs', {}, defs) + group(weft) + group(warp, { opacity: 0.5 }) + el('rect', { width: w, height: h, fill: url(hatchId) });
}
