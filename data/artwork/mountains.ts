/**
 * Hills as walkers know them: a great mountain with its zigzag path and late snow, a summit cairn above
 * a sea of cloud, a hilltop granite tor, a corrie of cliffs round its lochan (or a hidden valley with a
 * burn), falls and pools below jagged peaks, rock pinnacles below an escarpment. Each fills a w x h
 * box at the origin from ctx.rng.
 */
import type { DrawContext } from './context';
import { withRng } from './context';
import { darken, lighten, mix } from './colour';
import { birds, clouds, landscape, loch, moorland, ridgePath, sky, sun } from './terrain';
import { el, n, polyline, smoothPath, type Point } from './svg';

const rockOf = (ctx: DrawContext): string => (ctx.scheme.engraved ? ctx.scheme.primary : mix(ctx.scheme.hills[2], '#5d5650', 0.35));
const snowOf = (ctx: DrawContext): string => (ctx.scheme.engraved ? '#ffffff' : '#f7f8f8');

/** Patches of snow lying in gullies below a summit: short white streaks following the slope. */
function snowPatches(ctx: DrawContext, pts: readonly Point[], count: number, size: number): string {
  const { rng } = ctx;
  let d = '';
  for (let i = 0; i < count; i++) {
    const p = pts[rng.int(1, Math.max(1, pts.length - 2))] ?? [0, 0];
    const x = p[0] + rng.range(-size, size);
    const y = p[1] + rng.range(size * 0.2, size * 1.6);
    d += `M${n(x)} ${n(y)}l${n(size * 0.25)} ${n(size * 0.5)}l${n(-size * 0.1)} ${n(size * 0.35)}l${n(-size * 0.18)} ${n(-size * 0.6)}z`;
  }
  return el('path', { d, fill: snowOf(ctx), opacity: 0.9 });
}

/** One great mountain filling the view, late snow in its gullies, a zigzag path climbing its flank from the glen. */
export function mountain(ctx: DrawContext, w: number, h: number): string {
  const { rng, scheme } = ctx;
  const glen = h * 0.78;
  let out = sky(ctx, w, h, glen);
  out += clouds(ctx, w, h * 0.05, h * 0.2, 2);
  const peakX = w * rng.range(0.45, 0.6);
  const massif: Point[] = [[-20, glen], [w * 0.12, h * 0.5], [peakX - w * 0.2, h * 0.26], [peakX - w * 0.05, h * 0.13], [peakX + w * 0.08, h * 0.12], [peakX + w * 0.22, h * 0.24], [w * 0.88, h * 0.42], [w + 20, h * 0.55], [w + 20, glen]];
  out += el('path', { d: ridgePath(rng.fork('far'), w, glen, h * 0.35, { peaks: 3 }), fill: scheme.hills[0] });
  out += el('path', { d: `${smoothPath(massif, false, 0.55)}Z`, fill: scheme.hills[1] });
  out += el('path', { d: `M${n(peakX - w * 0.05)} ${n(h * 0.13)}L${n(peakX + w * 0.08)} ${n(h * 0.12)}L${n(peakX + w * 0.22)} ${n(h * 0.24)}L${n(w * 0.88)} ${n(h * 0.42)}L${n(peakX + w * 0.05)} ${n(glen)}Z`, fill: darken(scheme.hills[1], 0.15), opacity: 0.6 });
  out += snowPatches(ctx, massif.slice(2, 6), 12, Math.min(w, h) * 0.04);
  // The path: switchbacks climbing from the glen, fading as they go up.
  const zig: Point[] = [];
  const steps = 9;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    zig.push([w * 0.2 + (i % 2 === 0 ? 0 : w * (0.16 - t * 0.1)) + t * (peakX - w * 0.28), glen - t * (glen - h * 0.3)]);
  }
  out += el('path', { d: polyline(zig), fill: 'none', stroke: scheme.engraved ? scheme.primary : lighten(scheme.hills[1], 0.45), 'stroke-width': Math.max(1.5, h * 0.005), 'stroke-dasharray': `${n(h * 0.012)} ${n(h * 0.006)}`, opacity: 0.9 });
  out += el('path', { d: `M-20 ${n(glen)}Q${n(w / 2)} ${n(glen - h * 0.03)} ${n(w + 20)} ${n(glen)}V${n(h + 2)}H-20Z`, fill: scheme.hills[3] });
  return out;
}

/** A walker beside the summit cairn, far above a sea of cloud, with other tops standing out of it. */
export function summitCairn(ctx: DrawContext, w: number, h: number): string {
  const { rng, scheme } = ctx;
  const cloudY = h * 0.55;
  let out = sky(ctx, w, h, cloudY);
  out += sun(ctx, w * rng.range(0.65, 0.85), h * 0.2, Math.min(w, h) * 0.045);
  out += el('path', { d: ridgePath(rng.fork('tops'), w, cloudY + h * 0.02, h * 0.16, { peaks: 4 }), fill: scheme.hills[0] });
  // The cloud sea: banks of white lapping below the tops.
  const sea = scheme.engraved ? '#ffffff' : lighten(scheme.sky[2], 0.6);
  let banks = el('rect', { x: -2, y: cloudY, width: w + 4, height: h - cloudY + 2, fill: sea });
  for (let i = 0; i < 14; i++) banks += el('ellipse', { cx: rng.range(0, w), cy: cloudY + rng.range(-0.01, 0.06) * h, rx: w * rng.range(0.06, 0.14), ry: h * rng.range(0.02, 0.04), fill: sea });
  out += banks;
  // The summit: a rocky dome in the foreground, the cairn a tapering pile of stones on it.
  const top = h * 0.72;
  const rock = rockOf(ctx);
  out += el('path', { d: `${smoothPath([[-20, top + h * 0.06], [w * 0.2, top], [w * 0.45, top + h * 0.03], [w * 0.75, top + h * 0.12], [w + 20, top + h * 0.2]])}L${n(w + 20)} ${n(h + 2)}L-20 ${n(h + 2)}Z`, fill: rock });
  const cx = w * 0.32;
  const cw = h * 0.16;
  const ch = h * 0.22;
  let stones = '';
  for (let row = 0; row < 7; row++) {
    const y = top - row * (ch / 7);
    const half = (cw / 2) * (1 - row / 8);
    for (let x = cx - half; x < cx + half; x += cw * 0.16) stones += el('ellipse', { cx: x + rng.range(0, cw * 0.05), cy: y, rx: cw * 0.09, ry: ch * 0.06, fill: rng.chance(0.5) ? lighten(rock, 0.18) : darken(rock, 0.12) });
  }
  out += stones;
  // The walker: rucksack, poles, looking out over the cloud.
  const wx = cx + cw * 1.4;
  const ws = h * 0.18;
  const figure = scheme.engraved ? scheme.primary : '#1f2530';
  out += el('path', { d: `M${n(wx - ws * 0.06)} ${n(top)}l${n(ws * 0.02)} ${n(-ws * 0.45)}h${n(ws * 0.14)}l${n(ws * 0.04)} ${n(ws * 0.45)}z`, fill: figure });
  out += el('path', { d: `M${n(wx - ws * 0.1)} ${n(top - ws * 0.45)}l${n(ws * 0.02)} ${n(-ws * 0.32)}h${n(ws * 0.22)}l${n(ws * 0.02)} ${n(ws * 0.32)}z`, fill: scheme.engraved ? scheme.secondary : '#b3262f' });
  out += el('rect', { x: wx - ws * 0.22, y: top - ws * 0.76, width: ws * 0.13, height: ws * 0.26, rx: ws * 0.03, fill: figure });
  out += el('circle', { cx: wx + ws * 0.03, cy: top - ws * 0.86, r: ws * 0.08, fill: figure });
  out += el('path', { d: `M${n(wx + ws * 0.14)} ${n(top - ws * 0.5)}l${n(ws * 0.12)} ${n(ws * 0.5)}`, stroke: figure, 'stroke-width': ws * 0.02 });
  return out;
}

/** Bennachie's Mither Tap: a heather hill crowned by its granite tor and old fort walls, farmland below. */
export function tor(ctx: DrawContext, w: number, h: number): string {
  const { rng, scheme } = ctx;
  const horizon = h * 0.7;
  let out = sky(ctx, w, h, horizon);
  out += sun(ctx, w * rng.range(0.15, 0.3), h * 0.2, Math.min(w, h) * 0.04);
  const heather = scheme.engraved ? scheme.hills[2] : mix(scheme.hills[2], scheme.bloom, 0.35);
  const cx = w * rng.range(0.5, 0.6);
  const summit = h * 0.3;
  const hill: Point[] = [[-20, horizon], [w * 0.2, h * 0.58], [cx - w * 0.14, summit + h * 0.12], [cx, summit], [cx + w * 0.16, summit + h * 0.12], [w * 0.85, h * 0.56], [w + 20, horizon]];
  out += el('path', { d: `${smoothPath(hill, false, 0.7)}Z`, fill: heather });
  // The tor: rounded granite blocks stacked and split, on the very top.
  const granite = scheme.engraved ? scheme.primary : '#a59d92';
  let blocks = '';
  const bs = Math.min(w, h) * 0.05;
  const layout: [number, number, number][] = [[-1.6, 0, 1.1], [-0.5, 0.1, 1.3], [0.8, 0, 1.2], [1.9, 0.15, 0.9], [-0.9, -1, 1], [0.3, -1.1, 1.2], [1.3, -0.9, 0.8], [-0.2, -2, 0.9]];
  for (const [dx, dy, k] of layout) {
    const x = cx + dx * bs;
    const y = summit + h * 0.02 + dy * bs * 0.8;
    blocks += el('path', { d: `M${n(x - bs * 0.6 * k)} ${n(y)}Q${n(x - bs * 0.65 * k)} ${n(y - bs * 0.8 * k)} ${n(x)} ${n(y - bs * 0.85 * k)}Q${n(x + bs * 0.65 * k)} ${n(y - bs * 0.8 * k)} ${n(x + bs * 0.6 * k)} ${n(y)}Z`, fill: rng.chance(0.5) ? granite : darken(granite, 0.12), stroke: darken(granite, 0.4), 'stroke-width': 1 });
  }
  out += blocks;
  // The Iron Age fort's tumbled wall ringing the top.
  out += el('path', { d: `M${n(cx - w * 0.12)} ${n(summit + h * 0.12)}Q${n(cx)} ${n(summit + h * 0.17)} ${n(cx + w * 0.13)} ${n(summit + h * 0.11)}`, fill: 'none', stroke: granite, 'stroke-width': h * 0.012, 'stroke-dasharray': `${n(h * 0.015)} ${n(h * 0.006)}` });
  // Farmland patchwork below.
  const fields = ['#8fae5a', '#b8b46a', '#7a9a4a', '#a8a05a'];
  for (let i = 0; i < 7; i++) {
    const x0 = (i / 7) * w;
    out += el('path', { d: `M${n(x0 - 10)} ${n(horizon)}H${n(x0 + w / 7 + 10)}L${n(x0 + w / 7 + 40)} ${n(h + 2)}H${n(x0 - 40)}Z`, fill: scheme.engraved ? (i % 2 ? '#ffffff' : scheme.hills[0]) : fields[i % fields.length] ?? '#8fae5a' });
  }
  out += el('path', { d: `M-10 ${n(horizon + h * 0.13)}H${n(w + 10)}`, stroke: scheme.engraved ? scheme.primary : '#5a6b3a', 'stroke-width': 2, opacity: 0.5 });
  return out;
}

/**
 * A corrie: a bowl of granite cliffs and scree under a snowy plateau rim, boulders on its floor, and
 * either a dark lochan in it or (the Lost Valley) a flat floor with a burn.
 */
export function corrie(ctx: DrawContext, w: number, h: number, lochan: boolean): string {
  const { rng, scheme } = ctx;
  const floorY = h * 0.66;
  let out = sky(ctx, w, h, h * 0.3);
  const rim = h * rng.range(0.16, 0.22);
  const rock = rockOf(ctx);
  // The headwall: a wide U of cliff, darker in its gullies, snow lying along the plateau edge.
  const wall: Point[] = [[-20, h * 0.5], [w * 0.08, rim + h * 0.05], [w * 0.3, rim], [w * 0.5, rim + h * 0.02], [w * 0.72, rim], [w * 0.92, rim + h * 0.06], [w + 20, h * 0.48]];
  // Named so the lochan can mirror it.
  const wallId = ctx.ids.next('headwall');
  out += el('path', { id: wallId, d: `${smoothPath(wall, false, 0.5)}L${n(w + 20)} ${n(floorY)}L-20 ${n(floorY)}Z`, fill: rock });
  let gullies = '';
  for (let i = 0; i < 9; i++) {
    const x = w * (0.1 + i * 0.1) + rng.range(-10, 10);
    gullies += `M${n(x)} ${n(rim + h * 0.03)}l${n(rng.range(-12, 12))} ${n(floorY - rim - h * 0.08)}`;
  }
  out += el('path', { d: gullies, stroke: darken(rock, 0.4), 'stroke-width': Math.max(2, w * 0.006), opacity: 0.6 });
  out += el('path', { d: `${smoothPath(wall.slice(1, -1), false, 0.5)}`, fill: 'none', stroke: snowOf(ctx), 'stroke-width': h * 0.025, 'stroke-linecap': 'round' });
  out += snowPatches(ctx, wall.slice(1, -1), 8, Math.min(w, h) * 0.035);
  // Scree fans at the foot of the cliffs.
  let scree = '';
  for (let i = 0; i < 4; i++) {
    const x = w * (0.15 + i * 0.23);
    scree += `M${n(x - w * 0.08)} ${n(floorY)}L${n(x)} ${n(floorY - h * 0.16)}L${n(x + w * 0.08)} ${n(floorY)}Z`;
  }
  out += el('path', { d: scree, fill: lighten(rock, 0.2), opacity: 0.7 });
  const floorColour = scheme.engraved ? scheme.hills[2] : mix(scheme.hills[3], '#6b7a45', 0.35);
  out += el('rect', { x: -2, y: floorY, width: w + 4, height: h - floorY + 2, fill: floorColour });
  if (lochan) {
    out += loch(withRng(ctx, 'lochan'), w, h, floorY + h * 0.03, wallId, w / 2);
    out += el('path', { d: `M-2 ${n(h * 0.9)}Q${n(w / 2)} ${n(h * 0.86)} ${n(w + 2)} ${n(h * 0.92)}V${n(h + 2)}H-2Z`, fill: floorColour });
  } else {
    const burn: Point[] = [[w * 0.5, floorY], [w * 0.42, h * 0.75], [w * 0.58, h * 0.86], [w * 0.46, h + 4]];
    out += el('path', { d: smoothPath(burn), fill: 'none', stroke: scheme.engraved ? scheme.water : lighten(scheme.water, 0.25), 'stroke-width': h * 0.02, 'stroke-linecap': 'round' });
  }
  let boulders = '';
  for (let i = 0; i < 10; i++) {
    const y = rng.range(0.8, 0.98) * h;
    const s = (y / h) * h * 0.03;
    const x = rng.range(0, w);
    boulders += `M${n(x - s)} ${n(y)}Q${n(x - s)} ${n(y - s)} ${n(x)} ${n(y - s * 1.1)}Q${n(x + s)} ${n(y - s)} ${n(x + s * 1.1)} ${n(y)}Z`;
  }
  out += el('path', { d: boulders, fill: lighten(rock, 0.1) });
  return out;
}

/** The Fairy Pools: a burn stepping down in little falls between clear blue-green pools, jagged peaks behind. */
export function waterfall(ctx: DrawContext, w: number, h: number): string {
  const { rng, scheme } = ctx;
  const horizon = h * 0.42;
  let out = sky(ctx, w, h, horizon);
  // The Cuillin: sharp, dark and serrated.
  out += el('path', { d: ridgePath(rng.fork('cuillin'), w, horizon, h * 0.32, { peaks: 5, roughness: 0.55, points: 40 }), fill: scheme.engraved ? scheme.hills[3] : darken(scheme.hills[2], 0.35) });
  const glen = { ...scheme, hills: scheme.engraved ? scheme.hills : [scheme.hills[0], scheme.hills[1], mix(scheme.hills[2], '#6b7445', 0.6), mix(scheme.hills[3], '#46502e', 0.6)] as const };
  out += moorland({ ...ctx, scheme: glen }, w, h, horizon);
  const pool = scheme.engraved ? '#ffffff' : mix('#3fb5b0', scheme.water, 0.35);
  const fall = scheme.engraved ? scheme.hills[0] : '#f4fbfb';
  const rock = rockOf(ctx);
  // Terraces of rock, each holding a pool and spilling into the next.
  const tiers = 4;
  for (let i = 0; i < tiers; i++) {
    const t = i / (tiers - 1);
    const y = horizon + h * 0.06 + t * (h * 0.46);
    const pw = w * (0.1 + t * 0.26);
    const px = w * (0.5 + (i % 2 ? 0.06 : -0.06));
    out += el('path', { d: `M${n(px - pw * 0.7)} ${n(y)}Q${n(px)} ${n(y - h * 0.04)} ${n(px + pw * 0.7)} ${n(y)}V${n(y + h * 0.09)}H${n(px - pw * 0.7)}Z`, fill: rock });
    out += el('ellipse', { cx: px, cy: y + h * 0.035, rx: pw * 0.55, ry: h * 0.03 * (1 + t), fill: pool });
    if (i < tiers - 1) {
      const fy = y + h * 0.05;
      out += el('path', { d: `M${n(px + pw * 0.12)} ${n(fy)}c${n(pw * 0.02)} ${n(h * 0.06)} ${n(-pw * 0.05)} ${n(h * 0.1)} ${n(-pw * 0.02)} ${n(h * 0.12)}h${n(pw * 0.12)}c${n(-pw * 0.02)} ${n(-h * 0.03)} ${n(pw * 0.02)} ${n(-h * 0.08)} 0 ${n(-h * 0.12)}z`, fill: fall, opacity: 0.9 });
    }
  }
  return out + birds(ctx, w * 0.75, h * 0.15, Math.min(w, h) * 0.015, 2);
}

/** The Storr or the Quiraing: basalt pinnacles standing out from a green landslip below its escarpment, the sea beyond. */
export function pinnacles(ctx: DrawContext, w: number, h: number): string {
  const { rng, scheme } = ctx;
  const seaY = h * 0.55;
  let out = landscape(withRng(ctx, 'sea'), w, h, { horizon: seaY / h, water: true, ridges: 1, height: 0.15 });
  const green = scheme.engraved ? scheme.hills[2] : mix('#6f9248', scheme.hills[2], 0.3);
  const rock = scheme.engraved ? scheme.primary : mix('#4a4440', scheme.hills[3], 0.3);
  // The escarpment: a long line of cliff on the left, grassy slopes falling from it.
  const cliffTop = h * 0.14;
  out += el('path', { d: `M-20 ${n(cliffTop)}L${n(w * 0.45)} ${n(cliffTop + h * 0.05)}L${n(w * 0.5)} ${n(h * 0.35)}L${n(w * 0.3)} ${n(h * 0.62)}L-20 ${n(h * 0.7)}Z`, fill: rock });
  out += el('path', { d: `M-20 ${n(cliffTop - 6)}L${n(w * 0.45)} ${n(cliffTop + h * 0.05 - 6)}L${n(w * 0.46)} ${n(cliffTop + h * 0.06)}L-20 ${n(cliffTop + 6)}Z`, fill: green });
  out += el('path', { d: `${smoothPath([[-20, h * 0.62], [w * 0.3, h * 0.56], [w * 0.55, h * 0.64], [w * 0.8, h * 0.72], [w + 20, h * 0.76]])}L${n(w + 20)} ${n(h + 2)}L-20 ${n(h + 2)}Z`, fill: green });
  // The pinnacles: the tallest a lone needle, its fellows shorter, all leaning a little.
  const spires = rng.int(3, 5);
  for (let i = 0; i < spires; i++) {
    const x = w * (0.42 + i * 0.08) + rng.range(-10, 10);
    const tall = i === 0 ? h * 0.5 : h * rng.range(0.18, 0.3);
    const base = h * (0.62 + i * 0.015);
    const bw = tall * 0.16;
    out += el('path', { d: `M${n(x - bw)} ${n(base)}L${n(x - bw * 0.5)} ${n(base - tall * 0.7)}Q${n(x - bw * 0.2)} ${n(base - tall)} ${n(x + bw * 0.2)} ${n(base - tall * 0.96)}L${n(x + bw * 0.6)} ${n(base - tall * 0.5)}L${n(x + bw)} ${n(base)}Z`, fill: darken(rock, i === 0 ? 0 : 0.08) });
  }
  // A single-track road winding along the slope below.
  out += el('path', { d: smoothPath([[w * 0.1, h + 4], [w * 0.35, h * 0.86], [w * 0.7, h * 0.88], [w * 0.85, h * 0.8], [w + 20, h * 0.82]]), fill: 'none', stroke: scheme.engraved ? scheme.primary : '#6b6d6f', 'stroke-width': h * 0.014 });
  return out;
}
