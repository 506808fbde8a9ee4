/** Where products are photographed: studio sweeps, worktops, walls, and their shadows. */
import type { DrawContext } from './context';
import { darken, lighten, mix } from './colour';
import { woodGrain, weave } from './materials';
import { el, group, linearGradientAt, n, radialGradientAt, smoothPath, url, type Point } from './svg';

export const FRAME = 800;

/** A seamless paper sweep: wall fading into floor, lit from above, corners falling off. */
export function studioBackdrop(ctx: DrawContext, tint: string): string {
  const sweep = ctx.ids.next('sweep');
  const vignette = ctx.ids.next('vignette');
  return (
    el('defs', {},
      linearGradientAt(sweep, [[0, lighten(tint, 0.55)], [0.55, lighten(tint, 0.15)], [0.72, darken(tint, 0.05)], [1, lighten(tint, 0.1)]], 0, 0, 0, FRAME) +
      radialGradientAt(vignette, [[0.55, '#000000', 0], [1, '#000000', 0.12]], FRAME / 2, FRAME * 0.45, FRAME * 0.75)) +
    el('rect', { width: FRAME, height: FRAME, fill: url(sweep) }) +
    el('rect', { width: FRAME, height: FRAME, fill: url(vignette) })
  );
}

/** A soft shadow of `outline` (already in the caller's coordinates), as if lit from the upper left. */
export function dropShadow(ctx: DrawContext, outline: string, options: { dx?: number; dy?: number; blur?: number; opacity?: number; transform?: string } = {}): string {
  const id = ctx.ids.next('shadow');
  const blur = options.blur ?? 14;
  return (
    el('defs', {}, el('filter', { id, x: '-30%', y: '-30%', width: '160%', height: '160%' }, el('feGaussianBlur', { stdDeviation: blur }))) +
    group(el('path', { d: outline, fill: '#000000', opacity: options.opacity ?? 0.28, filter: url(id), transform: `translate(${n(options.dx ?? 10)} ${n(options.dy ?? 16)})` }), { transform: options.transform })
  );
}

/** The dark pool right under something standing on a surface. */
export function contactShadow(ctx: DrawContext, cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
  const id = ctx.ids.next('contact');
  return (
    el('defs', {}, el('radialGradient', { id }, el('stop', { offset: '0', 'stop-color': '#000000', 'stop-opacity': n(opacity) }) + el('stop', { offset: '1', 'stop-color': '#000000', 'stop-opacity': '0' }))) +
    el('ellipse', { cx, cy, rx, ry, fill: url(id) })
  );
}

export type Worktop = 'oak' | 'slate' | 'marble' | 'linen' | 'walnut';

/** A full-frame surface seen from above, for flat-lay photographs. */
export function worktop(ctx: DrawContext, kind: Worktop): string {
  const { rng } = ctx;
  if (kind === 'oak' || kind === 'walnut') {
    const base = kind === 'oak' ? '#b98a58' : '#6e4a30';
    let out = '';
    const planks = 4;
    const width = FRAME / planks;
    for (let i = 0; i < planks; i++) {
      out += woodGrain(ctx, i * width, -10, width, FRAME + 20, mix(base, rng.chance(0.5) ? '#ffffff' : '#000000', rng.range(0, 0.08)));
      out += el('rect', { x: i * width - 1, y: 0, width: 2, height: FRAME, fill: darken(base, 0.45), opacity: 0.6 });
    }
    return out;
  }
  if (kind === 'slate') {
    const id = ctx.ids.next('slate');
    let streaks = '';
    for (let i = 0; i < 14; i++) {
      const y = rng.range(0, FRAME);
      streaks += `M-10 ${n(y)}C200 ${n(y + rng.range(-30, 30))} 500 ${n(y + rng.range(-30, 30))} 810 ${n(y + rng.range(-40, 40))}`;
    }
    return el('defs', {}, linearGradientAt(id, [[0, '#4a5057'], [1, '#353a40']], 0, 0, FRAME, FRAME)) +
      el('rect', { width: FRAME, height: FRAME, fill: url(id) }) +
      el('path', { d: streaks, fill: 'none', stroke: '#6b727a', 'stroke-width': 3, opacity: 0.18 });
  }
  if (kind === 'marble') {
    let veins = '';
    for (let i = 0; i < 4; i++) {
      const pts: Point[] = [];
      let x = rng.range(-100, FRAME);
      let y = -20;
      while (y < FRAME + 40) {
        pts.push([x, y]);
        x += rng.range(-40, 90);
        y += rng.range(60, 140);
      }
      const d = smoothPath(pts);
      // A broad faint cloud around a fine vein, as in Carrara.
      veins += el('path', { d, fill: 'none', stroke: '#b7bbbf', 'stroke-width': rng.range(14, 30), opacity: 0.12, 'stroke-linecap': 'round' }) +
        el('path', { d, fill: 'none', stroke: '#9aa0a6', 'stroke-width': rng.range(1, 2.2), opacity: rng.range(0.25, 0.45) });
    }
    return el('rect', { width: FRAME, height: FRAME, fill: '#eeece8' }) + veins;
  }
  return el('rect', { width: FRAME, height: FRAME, fill: '#e4dccd' }) + weave(ctx, 0, 0, FRAME, FRAME, 3, 0.07);
}

/** A painted wall with soft light falling from the top left, down to `floorY`. */
export function wall(ctx: DrawContext, colour: string, floorY = FRAME): string {
  const id = ctx.ids.next('wall');
  return (
    el('defs', {}, radialGradientAt(id, [[0, lighten(colour, 0.25)], [1, darken(colour, 0.12)]], FRAME * 0.3, FRAME * 0.15, FRAME * 1.1)) +
    el('rect', { width: FRAME, height: floorY, fill: url(id) })
  );
}

/** A floor of boards seen at a low angle, from `y` to the bottom of the frame. */
export function floorboards(ctx: DrawContext, y: number, base = '#9b6f46'): string {
  const id = ctx.ids.next('floor');
  let seams = '';
  for (let i = 0; i < 5; i++) {
    const t = (i + 1) / 6;
    seams += `M-10 ${n(y + (FRAME - y) * t * t)}H810`;
  }
  return (
    el('defs', {}, linearGradientAt(id, [[0, darken(base, 0.2)], [1, lighten(base, 0.08)]], 0, y, 0, FRAME)) +
    el('rect', { x: 0, y, width: FRAME, height: FRAME - y, fill: url(id) }) +
    el('path', { d: seams, stroke: darken(base, 0.4), 'stroke-width': 1.5, opacity: 0.5 }) +
    el('rect', { x: 0, y: y - 14, width: FRAME, height: 16, fill: lighten(base, 0.55) }) +
    el('rect', { x: 0, y: y, width: FRAME, height: 3, fill: '#000000', opacity: 0.12 })
  );
}

/** A wooden peg rail across the wall at `y`. */
export function pegRail(ctx: DrawContext, y: number): string {
  return dropShadow(ctx, `M0 ${n(y - 18)}H${FRAME}V${n(y + 18)}H0Z`, { dx: 0, dy: 8, blur: 6, opacity: 0.25 }) +
    woodGrain(ctx, -5, y - 18, FRAME + 10, 36, '#a87a4c', false);
}

/**
 * A room for things that hang: a painted wall down to `floorY`, floorboards, a peg rail at `railY`,
 * then `art` hung at `hang` with its shadow. `behind` is drawn between the rail and the piece (a
 * strap over a peg); what goes in front (a hanger, the pegs, a plant) the caller adds after.
 */
export function pegRailRoom(
  ctx: DrawContext,
  room: { wall: string; floorY: number; floor?: string; railY: number },
  art: { art: string; outline: string },
  hang: string,
  shadow: { dx: number; dy: number; blur: number },
  behind = '',
): string {
  return (
    wall(ctx, room.wall, room.floorY) +
    floorboards(ctx, room.floorY, room.floor) +
    pegRail(ctx, room.railY) +
    behind +
    dropShadow(ctx, art.outline, { transform: hang, ...shadow, opacity: 0.3 }) +
    group(art.art, { transform: hang })
  );
}

/** Turned pegs on the rail; drawn after whatever hangs from them. */
export function pegs(y: number, xs: readonly number[]): string {
  let out = '';
  for (const x of xs) {
    out += el('ellipse', { cx: x + 3, cy: y + 6, rx: 14, ry: 10, fill: '#000000', opacity: 0.25 });
    out += el('circle', { cx: x, cy: y, r: 13, fill: '#7b5532' }) + el('circle', { cx: x - 3, cy: y - 3, r: 8, fill: '#9a6c42' });
  }
  return out;
}

/** A low wooden sideboard across the bottom of a room scene, its top at `y`. */
export function sideboard(ctx: DrawContext, y: number, x0 = 60, x1 = 740): string {
  const top = woodGrain(ctx, x0 - 10, y, x1 - x0 + 20, 18, '#8a5d3b', false);
  const body = el('rect', { x: x0, y: y + 18, width: x1 - x0, height: FRAME - y, fill: '#6e4a2f' });
  const doors = el('path', { d: `M${n((x0 + x1) / 2)} ${n(y + 30)}V${FRAME}`, stroke: '#4f341f', 'stroke-width': 3 }) +
    el('rect', { x: (x0 + x1) / 2 - 30, y: y + 60, width: 10, height: 40, rx: 5, fill: '#c9a54c' }) +
    el('rect', { x: (x0 + x1) / 2 + 20, y: y + 60, width: 10, height: 40, rx: 5, fill: '#c9a54c' });
  return body + doors + top + el('rect', { x: x0 - 10, y: y + 18, width: x1 - x0 + 20, height: 6, fill: '#000000', opacity: 0.25 });
}
