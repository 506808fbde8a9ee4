/** Thistle and heather, drawn as flat vector emblems from a few generated outlines. */
import type { DrawContext } from './context';
import { darken, lighten, luminance } from './colour';
import { el, group, n, polyline, scale, translate, url, type Point } from './svg';

/** A spiny thistle leaf: lobes alternately flaring into spines and pinching in, along a bent midrib. */
function spinyLeaf(base: Point, angle: number, length: number, width: number, bend: number, lobes: number): string {
  const dir: Point = [Math.cos(angle), Math.sin(angle)];
  const perp: Point = [-dir[1], dir[0]];
  const centre = (t: number): Point => {
    const off = Math.sin(Math.PI * t) * length * bend;
    return [base[0] + dir[0] * t * length + perp[0] * off, base[1] + dir[1] * t * length + perp[1] * off];
  };
  const side = (sign: number): Point[] => {
    const pts: Point[] = [];
    for (let i = 1; i < lobes * 2; i++) {
      const t = i / (lobes * 2);
      const spine = i % 2 === 1;
      const half = width * Math.pow(Math.sin(Math.PI * Math.min(1, t * 1.1)), 0.7) * (spine ? 1.3 : 0.5);
      const c = centre(spine ? t + 0.04 : t);
      pts.push([c[0] + perp[0] * sign * half, c[1] + perp[1] * sign * half]);
    }
    return pts;
  };
  const tip = centre(1.04);
  return polyline([base, ...side(1), tip, ...side(-1).reverse()], true);
}

/** A thistle standing on (x, y) at the bottom of its stem, `size` tall. */
export function thistle(ctx: DrawContext, x: number, y: number, size: number): string {
  const { rng, scheme } = ctx;
  const stem = scheme.leaf;
  const leafDark = darken(stem, 0.18);
  const bloom = scheme.bloom;
  let out = el('path', { d: 'M0 100C4 62-4 30 0-2', fill: 'none', stroke: stem, 'stroke-width': 7, 'stroke-linecap': 'round' });
  out += el('path', {
    d: spinyLeaf([0, 62], -Math.PI * 0.86, 78, 17, -0.12, 4) + spinyLeaf([0, 48], -Math.PI * 0.16, 74, 16, 0.12, 4),
    fill: stem,
  });
  out += el('path', { d: spinyLeaf([0, 90], -Math.PI * 0.97, 50, 11, -0.1, 3) + spinyLeaf([0, 84], -Math.PI * 0.04, 48, 11, 0.1, 3), fill: leafDark });

  // The bract-covered bulb: a lattice of scales clipped to its outline.
  const bulbClip = ctx.ids.next('bulb');
  let lattice = '';
  for (let k = -5; k <= 5; k++) lattice += `M${n(k * 11 - 40)} 30L${n(k * 11 + 40)} -50M${n(k * 11 + 40)} 30L${n(k * 11 - 40)} -50`;
  out += el('defs', {}, el('clipPath', { id: bulbClip }, el('ellipse', { cx: 0, cy: -6, rx: 29, ry: 27 })));
  out += el('path', { d: 'M-29-6l-10-4 9-1zM29-6l10-4-9-1zM-24 10l-9 4 5-10zM24 10l9 4-5-10z', fill: leafDark });
  out += el('ellipse', { cx: 0, cy: -6, rx: 29, ry: 27, fill: stem });
  out += group(el('path', { d: lattice, stroke: leafDark, 'stroke-width': 2, fill: 'none', opacity: 0.7 }), { 'clip-path': url(bulbClip) });
  out += el('ellipse', { cx: -9, cy: -14, rx: 8, ry: 11, fill: lighten(stem, 0.25), opacity: 0.35 });

  // The flower: two fans of florets, the back row darker, springing from a collar.
  const fan = (count: number, spread: number, length: number, colour: string, widthPx: number): string => {
    let d = '';
    for (let i = 0; i < count; i++) {
      const t = count === 1 ? 0.5 : i / (count - 1);
      const a = ((t - 0.5) * 2 * spread + rng.range(-4, 4)) * (Math.PI / 180);
      const bx = (t - 0.5) * 40;
      const len = length * (1 - Math.abs(t - 0.5) * 0.35) * rng.range(0.92, 1.06);
      d += `M${n(bx)} -30L${n(bx + Math.sin(a) * len)} ${n(-30 - Math.cos(a) * len)}`;
    }
    return el('path', { d, stroke: colour, 'stroke-width': widthPx, 'stroke-linecap': 'round', fill: 'none' });
  };
  out += fan(15, 58, 62, darken(bloom, 0.25), 6);
  out += fan(13, 44, 54, bloom, 6);
  out += fan(9, 30, 40, lighten(bloom, 0.3), 4);
  out += el('ellipse', { cx: 0, cy: -31, rx: 25, ry: 7, fill: leafDark });
  return group(out, { transform: `${translate(x, y - size / 2)} ${scale(size / 200)}` });
}

/** A sprig of ling heather: a wiry stem, needle leaves low down, small bells crowding the tip. */
export function heatherSprig(ctx: DrawContext, x: number, y: number, length: number, angleDeg: number): string {
  const { rng, scheme } = ctx;
  const a = (angleDeg * Math.PI) / 180;
  const dir: Point = [Math.sin(a), -Math.cos(a)];
  const perp: Point = [-dir[1], dir[0]];
  const bow = rng.range(-0.08, 0.08) * length;
  const at = (t: number): Point => [x + dir[0] * t * length + perp[0] * Math.sin(Math.PI * t) * bow, y + dir[1] * t * length + perp[1] * Math.sin(Math.PI * t) * bow];
  const tip = at(1);
  const mid = at(0.5);
  const stemWidth = Math.max(1, length * 0.018);
  let leaves = '';
  let bells = '';
  const bellR = length * 0.03;
  const shades = [scheme.bloom, lighten(scheme.bloom, 0.28), darken(scheme.bloom, 0.15), lighten(scheme.bloom, 0.12)];
  const steps = 26;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const p = at(t);
    const sign = i % 2 === 0 ? 1 : -1;
    if (t < 0.45) {
      const la = a + sign * 0.7;
      const ll = length * 0.07;
      leaves += `M${n(p[0])} ${n(p[1])}l${n(Math.sin(la) * ll)} ${n(-Math.cos(la) * ll)}`;
    } else {
      const taper = 1 - (t - 0.45) * 0.9;
      const off = bellR * 1.1 * taper;
      const r = bellR * taper * rng.range(0.8, 1.1);
      bells += el('ellipse', {
        cx: p[0] + perp[0] * sign * off, cy: p[1] + perp[1] * sign * off, rx: r, ry: r * 1.15,
        fill: shades[i % shades.length] ?? scheme.bloom,
        transform: `rotate(${n(angleDeg + sign * 25)} ${n(p[0] + perp[0] * sign * off)} ${n(p[1] + perp[1] * sign * off)})`,
      });
    }
  }
  const stem = el('path', {
    d: `M${n(x)} ${n(y)}Q${n(mid[0] * 2 - (x + tip[0]) / 2)} ${n(mid[1] * 2 - (y + tip[1]) / 2)} ${n(tip[0])} ${n(tip[1])}`,
    fill: 'none', stroke: darken(scheme.leaf, 0.35), 'stroke-width': stemWidth, 'stroke-linecap': 'round',
  });
  return stem + el('path', { d: leaves, stroke: scheme.leaf, 'stroke-width': stemWidth * 0.9, 'stroke-linecap': 'round', fill: 'none' }) + bells;
}

/** The accent, unless it would vanish against the heather bells. */
const ribbonColour = (accent: string, bloom: string): string => (Math.abs(luminance(accent) - luminance(bloom)) < 0.12 ? '#c9a54c' : accent);

/** A hand-tied bunch of heather fanning up from (x, y). */
export function heatherBunch(ctx: DrawContext, x: number, y: number, size: number, ribbon = true): string {
  const { rng, scheme } = ctx;
  const count = rng.int(7, 10);
  let out = '';
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const angle = (t - 0.5) * 80 + rng.range(-6, 6);
    const len = size * (0.78 + (1 - Math.abs(t - 0.5) * 2) * 0.22) * rng.range(0.85, 1);
    out += heatherSprig(ctx, x + (t - 0.5) * size * 0.06, y, len, angle);
  }
  if (ribbon) {
    const r = size * 0.05;
    out += el('path', {
      d: `M${n(x)} ${n(y)}c${n(-r * 2)} ${n(-r * 1.6)} ${n(-r * 3.2)} ${n(r * 0.4)} ${n(-r * 1.6)} ${n(r * 1.2)}zM${n(x)} ${n(y)}c${n(r * 2)} ${n(-r * 1.6)} ${n(r * 3.2)} ${n(r * 0.4)} ${n(r * 1.6)} ${n(r * 1.2)}z` +
        `M${n(x - r * 0.3)} ${n(y)}l${n(-r * 1.2)} ${n(r * 3)}l${n(r * 0.7)} ${n(-r * 0.3)}zM${n(x + r * 0.3)} ${n(y)}l${n(r * 1.1)} ${n(r * 2.8)}l${n(-r * 0.7)} ${n(-r * 0.2)}z`,
      fill: scheme.engraved ? scheme.secondary : ribbonColour(scheme.accent, scheme.bloom),
    }) + el('circle', { cx: x, cy: y, r: r * 0.55, fill: darken(scheme.engraved ? scheme.secondary : ribbonColour(scheme.accent, scheme.bloom), 0.2) });
  }
  return out;
}
