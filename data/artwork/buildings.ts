/** Castle, lighthouse and standing stones: built from seeded proportions so no two are identical. */
import type { DrawContext } from './context';
import { darken, lighten, mix } from './colour';
import { el, group, linearGradientAt, n, polyline, smoothPath, url, type Point } from './svg';

/** A wall with merlons along its top (`topY`), as a closed outline down to `baseY`. */
function battlemented(x: number, topY: number, w: number, baseY: number, merlon: number): string {
  const segments = Math.max(2, Math.round(w / (merlon * 2))) * 2 - 1;
  const step = w / segments;
  const crenel = topY + merlon * 0.8;
  let d = `M${n(x)} ${n(baseY)}V${n(topY)}`;
  for (let i = 0; i < segments; i++) {
    d += `H${n(x + step * (i + 1))}`;
    if (i < segments - 1) d += `V${n(i % 2 === 0 ? crenel : topY)}`;
  }
  return `${d}V${n(baseY)}Z`;
}

function arch(x: number, y: number, w: number, h: number): string {
  return `M${n(x)} ${n(y + h)}V${n(y + w / 2)}A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x + w)} ${n(y + w / 2)}V${n(y + h)}Z`;
}

/** A tower house with a keep, flanking towers and a curtain wall, standing on (x, baseY), `size` wide. */
export function castle(ctx: DrawContext, x: number, baseY: number, size: number, lit: boolean): string {
  const { rng, scheme } = ctx;
  const stone = scheme.engraved ? scheme.primary : mix(scheme.hills[3], scheme.dark, 0.25);
  const shade = scheme.engraved ? scheme.primary : darken(stone, 0.3);
  const face = scheme.engraved ? scheme.secondary : lighten(stone, 0.16);
  const window = lit && !scheme.engraved ? lighten(scheme.sun, 0.2) : scheme.engraved ? '#ffffff' : darken(stone, 0.45);
  const left = x - size / 2;
  const m = size * 0.035;
  const keepW = size * rng.range(0.3, 0.38);
  const keepH = size * rng.range(0.62, 0.78);
  const keepX = left + size * rng.range(0.3, 0.4);
  const towerW = size * 0.15;
  const wallH = size * 0.3;
  let out = '';
  // Curtain wall behind everything.
  out += el('path', { d: battlemented(left + size * 0.05, baseY - wallH, size * 0.9, baseY, m), fill: stone });
  const tower = (tx: number, th: number, conical: boolean): string => {
    let t = el('rect', { x: tx, y: baseY - th, width: towerW, height: th, fill: stone });
    t += el('rect', { x: tx + towerW * 0.62, y: baseY - th, width: towerW * 0.38, height: th, fill: shade, opacity: 0.5 });
    if (conical) {
      t += el('path', { d: `M${n(tx - m * 0.4)} ${n(baseY - th)}L${n(tx + towerW / 2)} ${n(baseY - th - towerW * 1.2)}L${n(tx + towerW + m * 0.4)} ${n(baseY - th)}Z`, fill: shade });
    } else {
      t += el('path', { d: battlemented(tx - m * 0.4, baseY - th - m, towerW + m * 0.8, baseY - th + m, m * 0.8), fill: stone });
    }
    t += el('path', { d: arch(tx + towerW * 0.38, baseY - th * 0.7, towerW * 0.24, towerW * 0.42), fill: window });
    return t;
  };
  out += tower(left + size * 0.02, size * rng.range(0.42, 0.52), rng.chance(0.5));
  out += tower(left + size * 0.83, size * rng.range(0.42, 0.55), rng.chance(0.5));
  // The keep: tallest, with its own battlements and a corner turret.
  out += el('rect', { x: keepX, y: baseY - keepH, width: keepW, height: keepH, fill: face });
  out += el('rect', { x: keepX + keepW * 0.6, y: baseY - keepH, width: keepW * 0.4, height: keepH, fill: stone });
  out += el('path', { d: battlemented(keepX - m * 0.5, baseY - keepH - m, keepW + m, baseY - keepH + m * 1.2, m), fill: stone });
  const turretX = keepX + keepW - towerW * 0.35;
  out += el('rect', { x: turretX, y: baseY - keepH - size * 0.08, width: towerW * 0.6, height: size * 0.12, fill: shade });
  out += el('path', { d: `M${n(turretX - m * 0.3)} ${n(baseY - keepH - size * 0.08)}L${n(turretX + towerW * 0.3)} ${n(baseY - keepH - size * 0.18)}L${n(turretX + towerW * 0.6 + m * 0.3)} ${n(baseY - keepH - size * 0.08)}Z`, fill: shade });
  let windows = '';
  const rows = 3;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < 2; c++) {
      const wy = baseY - keepH + keepH * (0.16 + r * 0.22);
      windows += arch(keepX + keepW * (0.2 + c * 0.4), wy, keepW * 0.14, keepW * 0.22);
    }
  }
  out += el('path', { d: windows, fill: window });
  out += el('path', { d: arch(keepX + keepW * 0.36, baseY - size * 0.17, keepW * 0.28, size * 0.17), fill: scheme.engraved ? '#ffffff' : darken(stone, 0.55) });
  if (!scheme.engraved) {
    const flagPole = keepX + keepW * 0.2;
    const poleTop = baseY - keepH - size * 0.2;
    out += el('path', { d: `M${n(flagPole)} ${n(baseY - keepH)}V${n(poleTop)}`, stroke: shade, 'stroke-width': size * 0.008 });
    out += el('path', { d: `M${n(flagPole)} ${n(poleTop)}q${n(size * 0.05)} ${n(size * 0.01)} ${n(size * 0.1)} ${n(size * 0.005)}v${n(size * 0.055)}q${n(-size * 0.05)} ${n(size * 0.01)} ${n(-size * 0.1)} ${n(-size * 0.005)}z`, fill: scheme.accent });
  }
  return out;
}

/** A striped lighthouse with its lantern and beams, standing on (x, baseY), `height` tall. */
export function lighthouse(ctx: DrawContext, x: number, baseY: number, height: number, beams: boolean): string {
  const { scheme, rng } = ctx;
  const bottomW = height * 0.2;
  const topW = height * 0.13;
  const towerH = height * 0.72;
  const topY = baseY - towerH;
  const white = scheme.engraved ? '#ffffff' : '#f4f1ea';
  const band = scheme.engraved ? scheme.primary : rng.pick([scheme.accent === '#eab52c' ? '#b3141f' : scheme.accent, '#b3262f', scheme.primary]);
  const dark = scheme.engraved ? scheme.primary : darken(scheme.dark, 0.1);
  const at = (t: number): [number, number] => {
    const half = (bottomW + (topW - bottomW) * t) / 2;
    return [x - half, x + half];
  };
  let out = '';
  if (beams && !scheme.engraved) {
    const beamId = ctx.ids.next('beam');
    const ly = topY - height * 0.09;
    out += el('defs', {}, linearGradientAt(beamId, [[0, scheme.sun, 0.7], [1, scheme.sun, 0]], x, ly, x - height * 1.6, ly));
    const reach = height * 1.6;
    out += el('path', { d: `M${n(x)} ${n(ly)}L${n(x - reach)} ${n(ly - height * 0.22)}L${n(x - reach)} ${n(ly + height * 0.12)}Z`, fill: url(beamId) });
    out += el('path', { d: `M${n(x)} ${n(ly)}L${n(x + reach)} ${n(ly - height * 0.2)}L${n(x + reach)} ${n(ly + height * 0.1)}Z`, fill: url(beamId), transform: `rotate(180 ${n(x)} ${n(ly)}) scale(1 1)`, opacity: 0.6 });
  }
  const [l0, r0] = at(0);
  const [l1, r1] = at(1);
  out += el('path', { d: polyline([[l0, baseY], [l1, topY], [r1, topY], [r0, baseY]], true), fill: white });
  const bands = 4;
  let stripes = '';
  for (let i = 0; i < bands; i++) {
    const t0 = (i * 2 + 1) / (bands * 2);
    const t1 = (i * 2 + 2) / (bands * 2);
    const [a0, b0] = at(t0);
    const [a1, b1] = at(t1);
    stripes += polyline([[a0, baseY - towerH * t0], [a1, baseY - towerH * t1], [b1, baseY - towerH * t1], [b0, baseY - towerH * t0]], true);
  }
  out += el('path', { d: stripes, fill: band });
  // Shade the far side of the tower so it reads as round.
  out += el('path', { d: polyline([[x + bottomW * 0.12, baseY], [x + topW * 0.12, topY], [r1, topY], [r0, baseY]], true), fill: '#000000', opacity: scheme.engraved ? 0 : 0.14 });
  const galleryY = topY;
  out += el('rect', { x: x - topW * 0.75, y: galleryY - height * 0.025, width: topW * 1.5, height: height * 0.025, fill: dark });
  const lanternH = height * 0.1;
  const lanternW = topW * 0.8;
  out += el('rect', { x: x - lanternW / 2, y: galleryY - height * 0.025 - lanternH, width: lanternW, height: lanternH, fill: scheme.engraved ? '#ffffff' : lighten(scheme.sun, 0.1), stroke: dark, 'stroke-width': height * 0.008 });
  out += el('path', { d: `M${n(x)} ${n(galleryY - height * 0.025 - lanternH)}V${n(galleryY - height * 0.025)}`, stroke: dark, 'stroke-width': height * 0.006 });
  const domeY = galleryY - height * 0.025 - lanternH;
  out += el('path', { d: `M${n(x - lanternW * 0.62)} ${n(domeY)}A${n(lanternW * 0.62)} ${n(lanternW * 0.55)} 0 0 1 ${n(x + lanternW * 0.62)} ${n(domeY)}Z`, fill: dark });
  out += el('path', { d: `M${n(x)} ${n(domeY - lanternW * 0.55)}v${n(-height * 0.04)}`, stroke: dark, 'stroke-width': height * 0.01, 'stroke-linecap': 'round' });
  out += el('path', { d: arch(x - topW * 0.1, topY + towerH * 0.3, topW * 0.2, topW * 0.3) + arch(x - bottomW * 0.1, baseY - towerH * 0.25, bottomW * 0.2, bottomW * 0.3), fill: dark });
  // The keeper's cottage at the foot.
  const cw = height * 0.32;
  const ch = height * 0.14;
  const cx = x + bottomW * 0.45;
  out += el('path', { d: `M${n(cx)} ${n(baseY)}V${n(baseY - ch)}H${n(cx + cw)}V${n(baseY)}Z`, fill: white });
  out += el('path', { d: `M${n(cx - cw * 0.05)} ${n(baseY - ch)}L${n(cx + cw * 0.2)} ${n(baseY - ch * 1.7)}H${n(cx + cw * 0.85)}L${n(cx + cw * 1.05)} ${n(baseY - ch)}Z`, fill: dark });
  out += el('path', { d: `M${n(cx + cw * 0.25)} ${n(baseY - ch * 0.7)}h${n(cw * 0.12)}v${n(ch * 0.35)}h${n(-cw * 0.12)}zM${n(cx + cw * 0.6)} ${n(baseY - ch * 0.7)}h${n(cw * 0.12)}v${n(ch * 0.35)}h${n(-cw * 0.12)}z`, fill: dark });
  return out;
}

/** One weathered standing stone: a tall irregular slab, lit on one side. */
function stone(ctx: DrawContext, x: number, baseY: number, w: number, h: number, colour: string, light: string): string {
  const { rng } = ctx;
  const lean = rng.range(-0.12, 0.12) * w;
  const pts: Point[] = [
    [x - w * 0.5, baseY],
    [x - w * rng.range(0.5, 0.6), baseY - h * 0.45],
    [x - w * rng.range(0.3, 0.45) + lean, baseY - h * rng.range(0.85, 0.95)],
    [x + lean + w * rng.range(-0.1, 0.15), baseY - h],
    [x + w * rng.range(0.35, 0.5) + lean, baseY - h * rng.range(0.7, 0.9)],
    [x + w * rng.range(0.45, 0.55), baseY - h * 0.35],
    [x + w * 0.5, baseY],
  ];
  const outline = smoothPath(pts, true, 0.45);
  const litSide = smoothPath([pts[0] ?? [x, baseY], pts[1] ?? [x, baseY], pts[2] ?? [x, baseY], [x - w * 0.08 + lean, baseY - h * 0.7], [x - w * 0.15, baseY]], true, 0.45);
  return el('path', { d: outline, fill: colour }) + el('path', { d: litSide, fill: light, opacity: 0.55 });
}

/** A ring of stones in perspective on the moor, centred on (cx, cy), `size` across. */
export function standingStones(ctx: DrawContext, cx: number, cy: number, size: number, sunX: number): string {
  const { rng, scheme } = ctx;
  const count = rng.int(7, 10);
  const rx = size / 2;
  const ry = size * 0.16;
  const base = scheme.engraved ? scheme.primary : mix('#7d7a74', scheme.hills[2], 0.35);
  const items: { x: number; y: number; h: number; w: number }[] = [];
  const offset = rng.range(0, Math.PI * 2);
  for (let i = 0; i < count; i++) {
    const a = offset + (i / count) * Math.PI * 2 + rng.range(-0.15, 0.15);
    const depth = (Math.sin(a) + 1) / 2;
    const scaleFactor = 0.65 + depth * 0.5;
    items.push({ x: cx + Math.cos(a) * rx, y: cy + Math.sin(a) * ry, h: size * rng.range(0.18, 0.3) * scaleFactor, w: size * rng.range(0.06, 0.09) * scaleFactor });
  }
  items.push({ x: cx + rng.range(-0.05, 0.05) * size, y: cy + ry * 0.1, h: size * 0.42, w: size * 0.1 });
  items.sort((a, b) => a.y - b.y);
  let shadows = '';
  let stones = '';
  for (const item of items) {
    const depth = (item.y - (cy - ry)) / (ry * 2);
    const colour = scheme.engraved ? base : mix(lighten(base, 0.15), darken(base, 0.25), depth);
    const light = scheme.engraved ? '#ffffff' : lighten(scheme.sun, 0.1);
    if (!scheme.engraved) {
      const away = (item.x - sunX) / size;
      shadows += el('path', { d: `M${n(item.x - item.w * 0.5)} ${n(item.y)}L${n(item.x + away * item.h * 1.6 - item.w * 0.2)} ${n(item.y + item.h * 0.22)}L${n(item.x + away * item.h * 1.6 + item.w * 0.4)} ${n(item.y + item.h * 0.2)}L${n(item.x + item.w * 0.5)} ${n(item.y)}Z`, fill: scheme.dark, opacity: 0.14 });
    }
    stones += stone(ctx, item.x, item.y, item.w, item.h, colour, light);
  }
  return group(shadows) + stones;
}
