/**
 * Places known by one thing standing in them: the memorial cairn on Culloden Moor, the ring cairns of
 * Clava, Arthur's Seat above Edinburgh, the Bass Rock off North Berwick Law, the Kelpies by their
 * canal. Each fills a w x h box at the origin from ctx.rng.
 */
import type { DrawContext } from './context';
import { withRng, withScheme } from './context';
import { darken, lighten, mix } from './colour';
import { standingStones } from './buildings';
import { birds, landscape, moorland, pine, ridgePath, sky, sun } from './terrain';
import { el, group, linearGradientAt, n, polyline, smoothPath, url, type Point } from './svg';

/** Rough coursed stonework over a shape's area: short dark strokes in rows. */
function masonry(ctx: DrawContext, x: number, y: number, w: number, h: number, colour: string): string {
  const { rng } = ctx;
  const course = Math.max(3, h / 12);
  let d = '';
  for (let row = 0; row * course < h; row++) {
    const cy = y + row * course;
    d += `M${n(x)} ${n(cy)}H${n(x + w)}`;
    for (let cx = x + rng.range(0, course * 1.5); cx < x + w; cx += course * rng.range(1.2, 2.2)) d += `M${n(cx)} ${n(cy)}v${n(course)}`;
  }
  return el('path', { d, stroke: colour, 'stroke-width': Math.max(0.8, course * 0.12), opacity: 0.55 });
}

/** A line of flags on poles receding across a moor: the battle lines as Culloden marks them. */
function flagLine(ctx: DrawContext, from: Point, to: Point, count: number, colour: string, h: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const x = from[0] + (to[0] - from[0]) * t;
    const y = from[1] + (to[1] - from[1]) * t;
    const pole = h * (0.05 + 0.06 * ((y - from[1]) / Math.max(1, to[1] - from[1]) + 0.3));
    const f = pole * 0.45;
    out += el('path', { d: `M${n(x)} ${n(y)}V${n(y - pole)}`, stroke: '#3b3026', 'stroke-width': Math.max(1, pole * 0.03) }) +
      el('path', { d: `M${n(x)} ${n(y - pole)}q${n(f * 0.5)} ${n(f * 0.1)} ${n(f)} 0v${n(f * 0.6)}q${n(-f * 0.5)} ${n(f * 0.1)} ${n(-f)} 0z`, fill: ctx.scheme.engraved ? ctx.scheme.secondary : colour });
  }
  return out;
}

/** Culloden: open moor under a grey sky, red and blue flags marking the lines, the memorial cairn. */
export function battlefield(ctx: DrawContext, w: number, h: number): string {
  const { rng, scheme } = ctx;
  const horizon = h * rng.range(0.46, 0.52);
  const grey = withScheme(ctx, { ...scheme, sky: scheme.engraved ? scheme.sky : [mix(scheme.sky[0], '#6f7680', 0.6), mix(scheme.sky[1], '#9aa0a6', 0.6), mix(scheme.sky[2], '#c9cbc8', 0.5)] });
  let out = sky(grey, w, h, horizon);
  out += el('path', { d: ridgePath(rng.fork('firth'), w, horizon, h * 0.07, { peaks: 3 }), fill: scheme.hills[0] });
  const moor = withScheme(ctx, { ...scheme, hills: scheme.engraved ? scheme.hills : [scheme.hills[0], scheme.hills[1], mix('#6d5a3e', scheme.bloom, 0.25), mix('#3e3326', scheme.bloom, 0.15)] });
  out += moorland(moor, w, h, horizon);
  if (!scheme.engraved) {
    let tufts = '';
    for (let i = 0; i < 60; i++) {
      const y = horizon + (h - horizon) * Math.pow(rng.next(), 0.8);
      const s = (y - horizon) / (h - horizon);
      tufts += el('ellipse', { cx: rng.range(0, w), cy: y, rx: 3 + s * 14, ry: 1 + s * 4, fill: rng.chance(0.5) ? scheme.bloom : '#8a7a52', opacity: 0.3 + s * 0.2 });
    }
    out += tufts;
  }
  // Government lines in red, the Jacobites' in blue, facing each other across the moor.
  out += flagLine(ctx, [w * 0.08, horizon + h * 0.04], [w * 0.42, horizon + h * 0.2], 6, '#b3262f', h);
  out += flagLine(ctx, [w * 0.6, horizon + h * 0.03], [w * 0.96, horizon + h * 0.12], 6, '#2a4a9a', h);
  // The memorial cairn: a round tower of rough stones, a plaque on its face.
  const cx = w * rng.range(0.5, 0.62);
  const baseY = horizon + (h - horizon) * 0.72;
  const cw = Math.min(w * 0.12, h * 0.22);
  const ch = h * 0.36;
  const stone = scheme.engraved ? scheme.primary : '#8d877d';
  const body = `M${n(cx - cw / 2)} ${n(baseY)}L${n(cx - cw * 0.44)} ${n(baseY - ch)}Q${n(cx)} ${n(baseY - ch - cw * 0.12)} ${n(cx + cw * 0.44)} ${n(baseY - ch)}L${n(cx + cw / 2)} ${n(baseY)}Z`;
  const clip = ctx.ids.next('cairnclip');
  out += el('ellipse', { cx, cy: baseY, rx: cw * 0.75, ry: cw * 0.12, fill: darken(scheme.hills[3], 0.2), opacity: 0.6 });
  out += el('path', { d: body, fill: stone });
  out += el('defs', {}, el('clipPath', { id: clip }, el('path', { d: body })));
  out += group(masonry(ctx, cx - cw / 2, baseY - ch - cw * 0.1, cw, ch + cw * 0.1, darken(stone, 0.45)) + el('rect', { x: cx + cw * 0.1, y: baseY - ch - cw, width: cw, height: ch + cw, fill: '#000000', opacity: 0.18 }), { 'clip-path': url(clip) });
  out += el('rect', { x: cx - cw * 0.16, y: baseY - ch * 0.42, width: cw * 0.32, height: ch * 0.14, fill: scheme.engraved ? '#ffffff' : '#3a3632' });
  // Clan graves: low weathered headstones in the grass.
  let graves = '';
  for (let i = 0; i < 5; i++) {
    const gx = cx + (i - 2) * cw * 1.3 + rng.range(-8, 8) - w * 0.25;
    const gy = baseY + h * rng.range(0.02, 0.08);
    const gw = cw * 0.22;
    graves += `M${n(gx)} ${n(gy)}v${n(-gw * 1.3)}q${n(gw / 2)} ${n(-gw * 0.5)} ${n(gw)} 0v${n(gw * 1.3)}z`;
  }
  out += el('path', { d: graves, fill: scheme.engraved ? scheme.secondary : '#9a948a' });
  return out;
}

/** Clava: a low round cairn of stones ringed by standing stones, in a hollow among trees at sunset. */
export function ringCairn(ctx: DrawContext, w: number, h: number): string {
  const { rng, scheme } = ctx;
  const horizon = h * rng.range(0.5, 0.56);
  const sunX = w * rng.range(0.25, 0.75);
  let out = landscape(withRng(ctx, 'land'), w, h, { horizon: horizon / h, water: false, ridges: 2, height: 0.3, sun: scheme.engraved ? false : { x: sunX, y: horizon - h * 0.08, r: Math.min(w, h) * 0.05 } });
  let trees = '';
  for (let i = 0; i < 16; i++) {
    const x = (i / 15) * w + rng.range(-20, 20);
    trees += pine(x, horizon + h * 0.02, h * rng.range(0.14, 0.26), darken(scheme.hills[3], 0.1));
  }
  out += trees;
  const cx = w * 0.5;
  const cy = horizon + (h - horizon) * 0.5;
  const rx = Math.min(w, h * 1.2) * 0.2;
  const stone = scheme.engraved ? scheme.primary : mix('#8f8a80', scheme.hills[2], 0.3);
  out += el('ellipse', { cx, cy, rx: rx * 1.08, ry: rx * 0.26, fill: darken(stone, 0.3) });
  out += el('path', { d: `M${n(cx - rx)} ${n(cy)}Q${n(cx - rx * 0.8)} ${n(cy - rx * 0.32)} ${n(cx)} ${n(cy - rx * 0.36)}Q${n(cx + rx * 0.8)} ${n(cy - rx * 0.32)} ${n(cx + rx)} ${n(cy)}Q${n(cx)} ${n(cy + rx * 0.2)} ${n(cx - rx)} ${n(cy)}Z`, fill: stone });
  let cobbles = '';
  for (let i = 0; i < 40; i++) {
    const a = rng.range(0, Math.PI);
    const r = rng.range(0.1, 0.95);
    cobbles += el('ellipse', { cx: cx + Math.cos(a) * rx * r * (rng.chance(0.5) ? 1 : -1), cy: cy - Math.sin(a) * rx * 0.3 * r + rx * 0.02, rx: rx * 0.06, ry: rx * 0.035, fill: rng.chance(0.5) ? lighten(stone, 0.15) : darken(stone, 0.2) });
  }
  out += cobbles;
  out += standingStones(withRng(ctx, 'ring'), cx, cy + rx * 0.1, rx * 3.4, sunX);
  return out;
}

/** Arthur's Seat: a craggy volcanic hill with a ruined chapel on its knoll, above a city of spires and the sea. */
export function cityHill(ctx: DrawContext, w: number, h: number): string {
  const { rng, scheme } = ctx;
  const seaY = h * 0.5;
  let out = landscape(withRng(ctx, 'firth'), w, h, { horizon: seaY / h, water: true, ridges: 1, height: 0.18 });
  const rock = scheme.engraved ? scheme.hills[3] : mix(scheme.hills[3], '#5b4a3a', 0.4);
  const grass = scheme.engraved ? scheme.hills[2] : mix(scheme.hills[2], '#7d8a4a', 0.35);
  // The hill: a long back rising to the summit crag, the Salisbury Crags a cliff along its foot.
  const base = h * 0.86;
  const summitX = w * rng.range(0.62, 0.7);
  const hill: Point[] = [[w * 0.22, base], [w * 0.4, h * 0.56], [summitX - w * 0.08, h * 0.34], [summitX - w * 0.02, h * 0.2], [summitX + w * 0.03, h * 0.22], [summitX + w * 0.1, h * 0.36], [w * 0.92, h * 0.5], [w + 20, h * 0.58], [w + 20, base]];
  out += el('path', { d: `${smoothPath(hill, false, 0.6)}Z`, fill: grass });
  out += el('path', { d: `M${n(summitX - w * 0.05)} ${n(h * 0.3)}L${n(summitX - w * 0.02)} ${n(h * 0.2)}L${n(summitX + w * 0.03)} ${n(h * 0.22)}L${n(summitX + w * 0.06)} ${n(h * 0.32)}Z`, fill: rock });
  out += el('path', { d: `M${n(w * 0.34)} ${n(h * 0.66)}L${n(w * 0.5)} ${n(h * 0.56)}L${n(w * 0.6)} ${n(h * 0.6)}V${n(h * 0.68)}L${n(w * 0.34)} ${n(h * 0.72)}Z`, fill: rock });
  // St Anthony's Chapel: one gable and a stub of wall on a knoll.
  const kx = w * 0.3;
  const ky = h * 0.7;
  const ks = h * 0.05;
  out += el('path', { d: `M${n(kx)} ${n(ky)}v${n(-ks * 1.4)}l${n(ks * 0.5)} ${n(-ks * 0.7)}l${n(ks * 0.5)} ${n(ks * 0.7)}v${n(ks * 0.5)}h${n(ks * 0.9)}v${n(ks * 0.9)}z`, fill: scheme.engraved ? scheme.primary : '#8a8276' });
  // The city below: rooftops, spires and a clock tower across the bottom of the frame.
  let roofs = '';
  let x = -10;
  while (x < w + 10) {
    const bw = w * rng.range(0.03, 0.06);
    const bh = h * rng.range(0.06, 0.13);
    roofs += `M${n(x)} ${n(h + 2)}V${n(h - bh)}h${n(bw)}V${n(h + 2)}Z`;
    if (rng.chance(0.18)) roofs += `M${n(x + bw * 0.3)} ${n(h - bh)}l${n(bw * 0.2)} ${n(-h * 0.12)}l${n(bw * 0.2)} ${n(h * 0.12)}Z`;
    x += bw;
  }
  out += el('path', { d: roofs, fill: scheme.engraved ? scheme.primary : darken(scheme.hills[3], 0.35) });
  if (!scheme.engraved) {
    let lights = '';
    for (let i = 0; i < 40; i++) lights += `M${n(rng.range(0, w))} ${n(h - rng.range(0.01, 0.08) * h)}h3`;
    out += el('path', { d: lights, stroke: lighten(scheme.sun, 0.2), 'stroke-width': 2.5, opacity: 0.6 });
  }
  return out;
}

/** The Bass Rock, white with gannets, out at sea beyond the whalebone arch on North Berwick Law. */
export function seaRock(ctx: DrawContext, w: number, h: number): string {
  const { rng, scheme } = ctx;
  const seaY = h * rng.range(0.46, 0.52);
  let out = sky(ctx, w, h, seaY);
  out += sun(ctx, w * 0.2, seaY - h * 0.22, Math.min(w, h) * 0.04);
  const sea = scheme.engraved ? '#ffffff' : mix(scheme.water, scheme.sky[2], 0.2);
  out += el('rect', { x: -2, y: seaY, width: w + 4, height: h - seaY + 2, fill: sea });
  // The rock: sheer sides, a domed top whitened by the gannets, its lighthouse on the landward ledge.
  const rx = w * rng.range(0.62, 0.7);
  const rw = w * 0.16;
  const rh = h * 0.2;
  const rockD = `M${n(rx - rw / 2)} ${n(seaY + 2)}L${n(rx - rw * 0.46)} ${n(seaY - rh * 0.6)}Q${n(rx - rw * 0.3)} ${n(seaY - rh)} ${n(rx)} ${n(seaY - rh)}Q${n(rx + rw * 0.4)} ${n(seaY - rh)} ${n(rx + rw * 0.5)} ${n(seaY - rh * 0.4)}L${n(rx + rw * 0.52)} ${n(seaY + 2)}Z`;
  out += el('path', { d: rockD, fill: scheme.engraved ? scheme.primary : '#5e5850' });
  out += el('path', { d: `M${n(rx - rw * 0.42)} ${n(seaY - rh * 0.68)}Q${n(rx - rw * 0.3)} ${n(seaY - rh)} ${n(rx)} ${n(seaY - rh)}Q${n(rx + rw * 0.4)} ${n(seaY - rh)} ${n(rx + rw * 0.5)} ${n(seaY - rh * 0.42)}Q${n(rx)} ${n(seaY - rh * 0.6)} ${n(rx - rw * 0.42)} ${n(seaY - rh * 0.68)}Z`, fill: scheme.engraved ? '#ffffff' : '#f1efe8' });
  out += el('rect', { x: rx - rw * 0.42, y: seaY - rh * 0.42, width: rw * 0.05, height: rh * 0.2, fill: '#f4f1ea' });
  out += birds(ctx, rx, seaY - rh * 1.3, Math.min(w, h) * 0.012, 6);
  // The Law's grassy summit in the foreground, the jawbone arch standing on it.
  const lawTop = h * 0.72;
  out += el('path', { d: `${smoothPath([[-20, lawTop + h * 0.04], [w * 0.15, lawTop], [w * 0.35, lawTop + h * 0.05], [w * 0.6, h * 0.9], [w + 20, h * 0.98]])}L${n(w + 20)} ${n(h + 2)}L-20 ${n(h + 2)}Z`, fill: scheme.engraved ? scheme.hills[3] : mix(scheme.hills[3], '#55703a', 0.45) });
  const ax = w * 0.16;
  const span = h * 0.09;
  const rise = h * 0.22;
  const bone = scheme.engraved ? scheme.primary : '#ece6d6';
  out += el('path', { d: `M${n(ax - span)} ${n(lawTop + 2)}Q${n(ax - span * 1.1)} ${n(lawTop - rise * 0.9)} ${n(ax)} ${n(lawTop - rise)}Q${n(ax + span * 1.1)} ${n(lawTop - rise * 0.9)} ${n(ax + span)} ${n(lawTop + 2)}`, fill: 'none', stroke: bone, 'stroke-width': h * 0.018, 'stroke-linecap': 'round' });
  return out;
}

/** A horse's head and neck in profile, facing left, in a 100-unit box standing on (50, 100). */
const HORSE_HEAD: readonly Point[] = [[30, 100], [34, 62], [30, 44], [18, 34], [6, 30], [2, 22], [8, 14], [22, 10], [36, 6], [42, -2], [46, 6], [52, 2], [54, 10], [64, 20], [72, 40], [74, 70], [70, 100]];

/** The Kelpies: two great steel horse heads by the canal at dusk, one rearing, one bowed, lit from below. */
export function kelpies(ctx: DrawContext, w: number, h: number): string {
  const { rng, scheme } = ctx;
  const dusk = withScheme(ctx, { ...scheme, sky: scheme.engraved ? scheme.sky : [mix(scheme.sky[0], '#1c1f3d', 0.6), mix(scheme.sky[1], '#6b4a78', 0.5), mix(scheme.sky[2], '#f0a25a', 0.6)] });
  const waterY = h * 0.8;
  let out = sky(dusk, w, h, waterY);
  out += el('path', { d: ridgePath(rng.fork('far'), w, waterY, h * 0.06, { peaks: 2 }), fill: darken(scheme.hills[1], 0.3) });
  const steel = ctx.ids.next('steel');
  const lit = scheme.engraved ? scheme.primary : url(steel);
  out += el('defs', {}, linearGradientAt(steel, [[0, '#4b5058'], [0.55, '#8c8f94'], [1, '#e9b46a']], 0, h * 0.1, 0, waterY));
  const head = (x: number, size: number, angle: number, mirror: boolean): string => {
    const s = size / 100;
    const shape = polyline(HORSE_HEAD, true);
    const clip = ctx.ids.next('plates');
    let seams = '';
    for (let i = 0; i < 100; i += 9) seams += `M0 ${n(i)}H100M${n(i)} 0V100`;
    const inner = el('path', { d: shape, fill: lit }) +
      el('defs', {}, el('clipPath', { id: clip }, el('path', { d: shape }))) +
      group(el('path', { d: seams, stroke: '#2b2e33', 'stroke-width': 0.8, opacity: 0.6 }), { 'clip-path': url(clip) }) +
      el('path', { d: 'M22 18h4', stroke: '#1e2024', 'stroke-width': 2.4, 'stroke-linecap': 'round' });
    return group(inner, { transform: `translate(${n(x)} ${n(waterY)}) rotate(${n(angle)}) scale(${n(mirror ? -s : s)} ${n(s)}) translate(-50 -100)` });
  };
  const size = h * 0.66;
  out += head(w * 0.4, size, 0, false);
  out += head(w * 0.62, size * 0.85, -28, true);
  // The canal basin: dark water taking the glow, with the heads' reflections broken by ripples.
  out += el('rect', { x: -2, y: waterY, width: w + 4, height: h - waterY + 2, fill: scheme.engraved ? '#ffffff' : mix(scheme.water, '#1a1d2e', 0.55) });
  if (!scheme.engraved) {
    let ripples = '';
    for (let i = 0; i < 16; i++) ripples += `M${n(rng.range(w * 0.3, w * 0.75))} ${n(waterY + rng.range(0.1, 0.9) * (h - waterY))}h${n(rng.range(10, 40))}`;
    out += el('path', { d: ripples, stroke: '#e9b46a', 'stroke-width': 2.5, opacity: 0.55 });
  }
  return out;
}
