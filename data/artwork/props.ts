/** Small supporting objects for styled shots: heather sprigs, tea, pencils, shortbread, plants. */
import type { DrawContext } from './context';
import { withRng } from './context';
import { darken, lighten } from './colour';
import { heatherBunch, heatherSprig } from './flora';
import { el, group, n, polyline, rotate, translate } from './svg';

/**
 * Renders `content` with a soft cast shadow of its own shape beneath it. The content is defined once
 * and used twice, so ids inside it stay unique.
 */
export function shadowed(ctx: DrawContext, content: string, options: { dx?: number; dy?: number; blur?: number; opacity?: number } = {}): string {
  const id = ctx.ids.next('cast');
  const contentId = ctx.ids.next('casting');
  const filter = el('filter', { id, x: '-25%', y: '-25%', width: '150%', height: '150%' },
    el('feGaussianBlur', { in: 'SourceAlpha', stdDeviation: options.blur ?? 6 }) +
    el('feOffset', { dx: options.dx ?? 6, dy: options.dy ?? 10 }) +
    el('feComponentTransfer', {}, el('feFuncA', { type: 'linear', slope: options.opacity ?? 0.3 })));
  return el('defs', {}, filter + group(content, { id: contentId })) + el('use', { href: `#${contentId}`, filter: `url(#${id})` }) + el('use', { href: `#${contentId}` });
}

export function sprigProp(ctx: DrawContext, x: number, y: number, length: number, angle: number, salt = 'sprig'): string {
  return shadowed(ctx, heatherSprig(withRng(ctx, salt), x, y, length, angle), { dx: 4, dy: 6, blur: 3, opacity: 0.35 });
}

/** A cup of tea on its saucer, seen from above. */
export function teacup(ctx: DrawContext, x: number, y: number, r: number): string {
  const china = '#f6f3ee';
  const cup =
    el('circle', { cx: x, cy: y, r: r * 1.45, fill: china }) +
    el('circle', { cx: x, cy: y, r: r * 1.2, fill: 'none', stroke: darken(china, 0.06), 'stroke-width': 2 }) +
    el('path', { d: `M${n(x + r * 0.9)} ${n(y - r * 0.25)}h${n(r * 0.5)}a${n(r * 0.22)} ${n(r * 0.22)} 0 0 1 0 ${n(r * 0.5)}h${n(-r * 0.5)}z`, fill: china }) +
    el('circle', { cx: x, cy: y, r, fill: china }) +
    el('circle', { cx: x, cy: y, r: r * 0.84, fill: '#8a5a34' }) +
    el('ellipse', { cx: x - r * 0.25, cy: y - r * 0.3, rx: r * 0.3, ry: r * 0.12, fill: '#ffffff', opacity: 0.3, transform: rotate(-30, x - r * 0.25, y - r * 0.3) });
  return shadowed(ctx, cup, { dx: 8, dy: 12, blur: 8, opacity: 0.3 });
}

export function pencil(ctx: DrawContext, x: number, y: number, length: number, angle: number, colour: string): string {
  const w = length * 0.055;
  const body =
    el('rect', { x: 0, y: -w / 2, width: length * 0.8, height: w, fill: colour }) +
    el('rect', { x: 0, y: -w / 2, width: length * 0.8, height: w * 0.33, fill: lighten(colour, 0.25) }) +
    el('path', { d: polyline([[length * 0.8, -w / 2], [length, 0], [length * 0.8, w / 2]], true), fill: '#e8c99a' }) +
    el('path', { d: polyline([[length * 0.94, -w * 0.15], [length, 0], [length * 0.94, w * 0.15]], true), fill: '#333333' }) +
    el('rect', { x: -length * 0.08, y: -w / 2, width: length * 0.08, height: w, fill: '#b9b9b9' }) +
    el('rect', { x: -length * 0.14, y: -w / 2, width: length * 0.06, height: w, rx: w * 0.3, fill: '#e48a8a' });
  return shadowed(ctx, group(body, { transform: `${translate(x, y)} ${rotate(angle)}` }), { dx: 4, dy: 7, blur: 3, opacity: 0.3 });
}

export function steam(x: number, y: number, height: number): string {
  let d = '';
  for (let i = -1; i <= 1; i++) {
    const sx = x + i * height * 0.18;
    d += `M${n(sx)} ${n(y)}c${n(height * 0.12)} ${n(-height * 0.2)} ${n(-height * 0.12)} ${n(-height * 0.35)} 0 ${n(-height * 0.55)}s${n(-height * 0.1)} ${n(-height * 0.3)} 0 ${n(-height * 0.45)}`;
  }
  return el('path', { d, fill: 'none', stroke: '#ffffff', 'stroke-width': height * 0.05, 'stroke-linecap': 'round', opacity: 0.45 });
}

export function shortbread(ctx: DrawContext, x: number, y: number, angle: number, size = 90): string {
  const w = size;
  const h = size * 0.36;
  let dots = '';
  for (let i = 0; i < 3; i++) for (let j = 0; j < 2; j++) dots += el('circle', { cx: -w * 0.3 + i * w * 0.3, cy: -h * 0.2 + j * h * 0.4, r: size * 0.02, fill: '#b8843e' });
  const piece = el('rect', { x: -w / 2, y: -h / 2, width: w, height: h, rx: h * 0.18, fill: '#e9c37c' }) +
    el('rect', { x: -w / 2 + 3, y: -h / 2 + 3, width: w - 6, height: h * 0.3, rx: h * 0.15, fill: '#f3d79d', opacity: 0.7 }) + dots;
  return shadowed(ctx, group(piece, { transform: `${translate(x, y)} ${rotate(angle)}` }), { dx: 3, dy: 5, blur: 3, opacity: 0.3 });
}

/** A stoneware jug of cut heather standing on a surface at (x, baseY). */
export function heatherJug(ctx: DrawContext, x: number, baseY: number, height: number): string {
  const w = height * 0.42;
  const jug = el('path', {
    d: `M${n(x - w * 0.35)} ${n(baseY - height * 0.62)}C${n(x - w * 0.7)} ${n(baseY - height * 0.4)} ${n(x - w * 0.6)} ${n(baseY)} ${n(x - w * 0.4)} ${n(baseY)}H${n(x + w * 0.4)}C${n(x + w * 0.6)} ${n(baseY)} ${n(x + w * 0.7)} ${n(baseY - height * 0.4)} ${n(x + w * 0.35)} ${n(baseY - height * 0.62)}Z`,
    fill: '#d9d2c4',
  });
  const band = el('path', { d: `M${n(x - w * 0.52)} ${n(baseY - height * 0.3)}H${n(x + w * 0.52)}`, stroke: '#4f6b8a', 'stroke-width': height * 0.03 });
  const shade = el('path', { d: `M${n(x + w * 0.1)} ${n(baseY - height * 0.6)}C${n(x + w * 0.6)} ${n(baseY - height * 0.4)} ${n(x + w * 0.5)} ${n(baseY)} ${n(x + w * 0.4)} ${n(baseY)}H${n(x + w * 0.2)}Z`, fill: '#000000', opacity: 0.1 });
  return heatherBunch(withRng(ctx, 'jug'), x, baseY - height * 0.55, height * 0.95, false) + jug + band + shade;
}

export function pottedPlant(ctx: DrawContext, x: number, baseY: number, height: number): string {
  const { rng } = ctx;
  const potH = height * 0.35;
  const potW = height * 0.36;
  let leaves = '';
  for (let i = 0; i < 9; i++) {
    const a = -90 + (i / 8 - 0.5) * 140 + rng.range(-8, 8);
    const len = height * rng.range(0.45, 0.65);
    const rad = (a * Math.PI) / 180;
    const cx = x + Math.cos(rad) * len * 0.5;
    const cy = baseY - potH + Math.sin(rad) * len * 0.5;
    leaves += el('ellipse', { cx, cy, rx: len * 0.5, ry: len * 0.13, fill: i % 2 ? '#4d7a45' : '#3d6639', transform: rotate(a, cx, cy) });
  }
  const pot = el('path', { d: `M${n(x - potW / 2)} ${n(baseY - potH)}H${n(x + potW / 2)}L${n(x + potW * 0.38)} ${n(baseY)}H${n(x - potW * 0.38)}Z`, fill: '#b8673f' }) +
    el('rect', { x: x - potW * 0.54, y: baseY - potH - height * 0.04, width: potW * 1.08, height: height * 0.07, fill: '#c97a50' });
  return leaves + pot;
}

/** The corner of a folded linen tea towel with woven stripes near its edge. */
export function teaTowel(ctx: DrawContext, x: number, y: number, w: number, h: number, angle: number, stripe: string): string {
  const cloth = el('rect', { x: 0, y: 0, width: w, height: h, fill: '#ece5d6' }) +
    el('rect', { x: 0, y: h * 0.12, width: w, height: h * 0.05, fill: stripe }) +
    el('rect', { x: 0, y: h * 0.2, width: w, height: h * 0.015, fill: stripe }) +
    el('rect', { x: 0, y: h * 0.5, width: w, height: 2, fill: darken('#ece5d6', 0.12) });
  return shadowed(ctx, group(cloth, { transform: `${translate(x, y)} ${rotate(angle)}` }), { dx: 5, dy: 8, blur: 5, opacity: 0.22 });
}

/**
 * Props sit on one side or the other per product, so a grid of flat-lays does not repeat itself.
 * Returns the x mirror and the matching angle mirror.
 */
export function propSide(ctx: DrawContext): { x: (x: number) => number; angle: (degrees: number) => number } {
  const flip = ctx.rng.chance(0.5);
  return { x: (x) => (flip ? 800 - x : x), angle: (degrees) => (flip ? -degrees : degrees) };
}
