/** Highland scenery: graded skies, layered ridges fading into mist, lochs that mirror them, pines. */
import type { DrawContext } from './context';
import type { Rng } from './random';
import { lighten, mix } from './colour';
import { el, group, linearGradientAt, n, polyline, radialGradientAt, smoothPath, url, type Point } from './svg';

/**
 * A ridge profile, 0..1 high at `count` evenly spaced points: a few broad summits (Highland hills
 * are massive rather than alpine) roughened by midpoint displacement for crags and corries.
 */
export function ridgeProfile(rng: Rng, count: number, peaks = 3, roughness = 0.18): number[] {
  const summits = Array.from({ length: peaks }, () => ({
    at: rng.range(-0.1, 1.1),
    width: rng.range(0.18, 0.45),
    height: rng.range(0.45, 1),
    skew: rng.range(0.7, 1.4),
  }));
  const size = 64;
  const noise = new Array<number>(size + 1).fill(0);
  noise[0] = rng.range(-1, 1);
  noise[size] = rng.range(-1, 1);
  for (let step = size; step > 1; step /= 2) {
    const amplitude = step / size;
    for (let i = step / 2; i < size; i += step) {
      noise[i] = ((noise[i - step / 2] ?? 0) + (noise[i + step / 2] ?? 0)) / 2 + rng.range(-1, 1) * amplitude;
    }
  }
  const heights: number[] = [];
  for (let i = 0; i < count; i++) {
    const x = i / (count - 1);
    let h = 0.12;
    for (const s of summits) {
      // A lopsided bell: one flank steeper than the other, as glaciated hills are.
      const d = (x - s.at) / (x < s.at ? s.width * s.skew : s.width / s.skew);
      h = Math.max(h, s.height * Math.exp(-d * d * 2.2));
    }
    h += (noise[Math.round(x * size)] ?? 0) * roughness;
    heights.push(h);
  }
  const top = Math.max(...heights);
  const bottom = Math.min(...heights);
  return heights.map((h) => 0.08 + ((h - bottom) / Math.max(0.001, top - bottom)) * 0.92);
}

/** Closed outline of a ridge standing on `baseY`, `amplitude` tall at its highest. */
export function ridgePath(rng: Rng, w: number, baseY: number, amplitude: number, options: { peaks?: number; roughness?: number; points?: number } = {}): string {
  const count = options.points ?? 28;
  const profile = ridgeProfile(rng, count, options.peaks, options.roughness);
  const pts: Point[] = profile.map((h, i) => [(i / (count - 1)) * (w + 40) - 20, baseY - h * amplitude]);
  return `${smoothPath(pts, false, 0.8)}L${n(w + 20)} ${n(baseY + 2)}L-20 ${n(baseY + 2)}Z`;
}

export function sky(ctx: DrawContext, w: number, h: number, horizonY: number): string {
  if (ctx.scheme.engraved) return '';
  const [zenith, middle, horizon] = ctx.scheme.sky;
  const id = ctx.ids.next('sky');
  return (
    el('defs', {}, linearGradientAt(id, [[0, zenith], [0.55, middle], [1, horizon]], 0, 0, 0, horizonY)) +
    el('rect', { x: -2, y: -2, width: w + 4, height: h + 4, fill: url(id) })
  );
}

export function sun(ctx: DrawContext, x: number, y: number, r: number): string {
  if (ctx.scheme.engraved) return el('circle', { cx: x, cy: y, r, fill: 'none', stroke: ctx.scheme.hills[1], 'stroke-width': r * 0.08 });
  const glow = ctx.ids.next('glow');
  return (
    el('defs', {}, radialGradientAt(glow, [[0, ctx.scheme.sun, 0.75], [0.3, ctx.scheme.sun, 0.28], [1, ctx.scheme.sun, 0]], x, y, r * 5)) +
    el('circle', { cx: x, cy: y, r: r * 5, fill: url(glow) }) +
    el('circle', { cx: x, cy: y, r, fill: ctx.scheme.sun })
  );
}

export function clouds(ctx: DrawContext, w: number, topY: number, bottomY: number, count: number): string {
  if (ctx.scheme.engraved) return '';
  const { rng } = ctx;
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = rng.range(0, w);
    const cy = rng.range(topY, bottomY);
    const len = rng.range(w * 0.12, w * 0.3);
    const puffs = rng.int(3, 5);
    let cloud = '';
    for (let p = 0; p < puffs; p++) {
      const px = cx + (p / (puffs - 1) - 0.5) * len;
      const ry = len * rng.range(0.06, 0.13) * (1 - Math.abs(p / (puffs - 1) - 0.5));
      cloud += el('ellipse', { cx: px, cy: cy - ry * 0.4, rx: len * 0.32, ry: Math.max(ry, len * 0.035) });
    }
    out += group(cloud, { fill: lighten(ctx.scheme.sky[2], 0.5), opacity: rng.range(0.35, 0.6) });
  }
  return out;
}

export function birds(ctx: DrawContext, x: number, y: number, size: number, count: number): string {
  const { rng } = ctx;
  let d = '';
  for (let i = 0; i < count; i++) {
    const bx = x + rng.range(-size * 3, size * 3);
    const by = y + rng.range(-size, size);
    const s = size * rng.range(0.6, 1);
    d += `M${n(bx - s)} ${n(by - s * 0.3)}Q${n(bx - s * 0.4)} ${n(by - s * 0.5)} ${n(bx)} ${n(by)}Q${n(bx + s * 0.4)} ${n(by - s * 0.5)} ${n(bx + s)} ${n(by - s * 0.3)}`;
  }
  return el('path', { d, fill: 'none', stroke: ctx.scheme.dark, 'stroke-width': size * 0.16, 'stroke-linecap': 'round', opacity: 0.7 });
}

/** A Scots pine or spruce silhouette: trunk and jagged tiers narrowing to the tip. */
export function pine(x: number, baseY: number, height: number, colour: string): string {
  const tiers = 5;
  const width = height * 0.42;
  const pts: Point[] = [[x, baseY - height]];
  for (let i = 1; i <= tiers; i++) {
    const y = baseY - height + (height * 0.85 * i) / tiers;
    const half = (width / 2) * (0.35 + (0.65 * i) / tiers);
    pts.push([x + half, y], [x + half * 0.45, y - height * 0.02]);
  }
  const right = pts.slice(1);
  const left = right.map(([px, py]): Point => [2 * x - px, py]).reverse();
  const trunk = `M${n(x - height * 0.03)} ${n(baseY - height * 0.2)}h${n(height * 0.06)}V${n(baseY)}h${n(-height * 0.06)}Z`;
  return el('path', { d: `${polyline([pts[0] ?? [x, baseY], ...right, ...left], true)}${trunk}`, fill: colour });
}

export interface LandscapeOptions {
  /** Where ridges meet the loch or the moor, as a fraction of height. */
  horizon: number;
  water: boolean;
  ridges?: number;
  /** Tallest ridge as a fraction of the horizon height. */
  height?: number;
  /** false for no sun; otherwise where it sits (defaults to a seeded spot above the ridges). */
  sun?: false | { x: number; y: number; r: number };
  /** A dark bank across the bottom, with pines. */
  foreground?: boolean;
}

export function landscape(ctx: DrawContext, w: number, h: number, options: LandscapeOptions): string {
  const { rng, scheme } = ctx;
  const horizonY = h * options.horizon;
  const layers = options.ridges ?? 3;
  const tallest = horizonY * (options.height ?? 0.55);
  let out = sky(ctx, w, h, horizonY);
  const placed = options.sun === undefined ? { x: rng.range(w * 0.2, w * 0.8), y: horizonY - tallest * rng.range(0.75, 1.15), r: Math.min(w, h) * 0.045 } : options.sun;
  const sunX = placed ? placed.x : w / 2;
  if (placed) out += sun(ctx, placed.x, placed.y, placed.r);
  out += clouds(ctx, w, h * 0.06, horizonY - tallest * 0.9, rng.int(2, 4));

  let ridges = '';
  for (let i = 0; i < layers; i++) {
    const depth = layers === 1 ? 1 : i / (layers - 1);
    const colour = scheme.hills[Math.min(2, Math.round(depth * 2))] ?? scheme.hills[2];
    const amplitude = tallest * (1 - depth * 0.45) * rng.range(0.85, 1.05);
    ridges += el('path', { d: ridgePath(rng.fork(`ridge${i}`), w, horizonY, amplitude, { peaks: rng.int(2, 4), roughness: 0.1 + depth * 0.12 }), fill: colour });
    if (!scheme.engraved && i < layers - 1) {
      // Mist pooling in the glen between ridges gives the aerial depth of a Highland view.
      const mist = ctx.ids.next('mist');
      ridges +=
        el('defs', {}, linearGradientAt(mist, [[0, scheme.sky[2], 0], [1, scheme.sky[2], 0.55]], 0, horizonY - amplitude * 0.6, 0, horizonY)) +
        el('rect', { x: -2, y: horizonY - amplitude * 0.6, width: w + 4, height: amplitude * 0.6 + 1, fill: url(mist) });
    }
  }
  const ridgesId = ctx.ids.next('ridges');
  out += group(ridges, { id: ridgesId });

  if (options.water) out += loch(ctx, w, h, horizonY, ridgesId, sunX);
  else out += moorland(ctx, w, h, horizonY);
  if (options.foreground) out += foregroundBank(ctx, w, h);
  return out;
}

/**
 * Still water mirroring the element `mirroredId` (the ridges above the waterline), broken by a few
 * wind lines. Mirroring by reference keeps ids unique and the markup small.
 */
export function loch(ctx: DrawContext, w: number, h: number, waterY: number, mirroredId: string, sunX: number): string {
  const { rng, scheme } = ctx;
  if (scheme.engraved) {
    let lines = '';
    for (let i = 0; i < 7; i++) {
      const y = waterY + (h - waterY) * (0.1 + i * 0.12);
      const x = rng.range(0, w * 0.6);
      lines += `M${n(x)} ${n(y)}h${n(rng.range(w * 0.15, w * 0.4))}`;
    }
    return el('path', { d: lines, stroke: scheme.hills[1], 'stroke-width': Math.max(1.5, h * 0.006), 'stroke-linecap': 'round' });
  }
  const waterId = ctx.ids.next('water');
  const clipId = ctx.ids.next('waterclip');
  const sheen = ctx.ids.next('sheen');
  let ripples = '';
  for (let i = 0; i < 14; i++) {
    const t = rng.next();
    const y = waterY + (h - waterY) * (0.04 + t * t * 0.9);
    const len = w * rng.range(0.04, 0.16) * (0.5 + t);
    const x = rng.next() < 0.4 ? sunX + rng.range(-w * 0.05, w * 0.05) - len / 2 : rng.range(-len / 2, w);
    ripples += `M${n(x)} ${n(y)}h${n(len)}`;
  }
  return (
    el('defs', {},
      linearGradientAt(waterId, [[0, mix(scheme.water, scheme.sky[2], 0.35)], [1, scheme.water]], 0, waterY, 0, h) +
      linearGradientAt(sheen, [[0, scheme.water, 0.25], [1, scheme.water, 0.75]], 0, waterY, 0, h) +
      el('clipPath', { id: clipId }, el('rect', { x: -2, y: waterY, width: w + 4, height: h - waterY + 2 }))) +
    el('rect', { x: -2, y: waterY, width: w + 4, height: h - waterY + 2, fill: url(waterId) }) +
    group(el('use', { href: `#${mirroredId}`, transform: `translate(0 ${n(waterY * 2)}) scale(1 -1)`, opacity: 0.55 }), { 'clip-path': url(clipId) }) +
    el('rect', { x: -2, y: waterY, width: w + 4, height: h - waterY + 2, fill: url(sheen) }) +
    el('path', { d: ripples, stroke: lighten(scheme.sky[2], 0.4), 'stroke-width': Math.max(1, h * 0.0035), 'stroke-linecap': 'round', opacity: 0.55 }) +
    el('rect', { x: -2, y: waterY - 0.8, width: w + 4, height: 1.6, fill: lighten(scheme.sky[2], 0.3), opacity: 0.6 })
  );
}

/** Open moor running from the foot of the hills to the bottom edge, darkening toward the viewer. */
export function moorland(ctx: DrawContext, w: number, h: number, topY: number): string {
  if (ctx.scheme.engraved) return '';
  const id = ctx.ids.next('moor');
  return el('defs', {}, linearGradientAt(id, [[0, ctx.scheme.hills[2]], [1, ctx.scheme.hills[3]]], 0, topY, 0, h)) +
    el('rect', { x: -2, y: topY - 0.5, width: w + 4, height: h - topY + 3, fill: url(id) });
}

export function foregroundBank(ctx: DrawContext, w: number, h: number): string {
  const { rng, scheme } = ctx;
  const top = h * rng.range(0.86, 0.9);
  const pts: Point[] = [];
  for (let i = 0; i <= 8; i++) pts.push([(i / 8) * (w + 40) - 20, top + Math.sin(i * 1.3 + rng.range(0, 3)) * h * 0.02 + (i === 0 || i === 8 ? -h * 0.05 : 0)]);
  const bank = `${smoothPath(pts)}L${n(w + 20)} ${n(h + 2)}L-20 ${n(h + 2)}Z`;
  const side = rng.chance(0.5) ? 0.08 : 0.82;
  let trees = '';
  const count = rng.int(2, 4);
  for (let i = 0; i < count; i++) {
    const x = w * (side + rng.range(0, 0.12));
    trees += pine(x, top + h * 0.02, h * rng.range(0.14, 0.24), scheme.hills[3]);
  }
  return trees + el('path', { d: bank, fill: scheme.hills[3] });
}
