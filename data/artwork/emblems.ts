/**
 * Prints that are a single figure rather than a view: a stag in one colour, a stag's head, a stag cut
 * from tartan, a thistle drawn as a line, a ridge line with its words, thistles and heather scattered,
 * a contour map, a sampler of tartans. Each fills a w x h box at the origin. Given an `ink`, a figure
 * is drawn in that one colour on no ground at all, as it is printed, embroidered or cast onto a
 * product; without one it sits on an emblem ground, as on a card or a print.
 */
import type { DrawContext } from './context';
import { withRng, withScheme } from './context';
import { lighten, mix } from './colour';
import { heatherSprig, thistle } from './flora';
import { stag, stagHead } from './fauna';
import { emblemGround } from './grounds';
import type { SettStripe } from './palettes';
import { tartanCloth } from './tartan';
import { el, group, n, smoothPath, url, type Point } from './svg';

/** Ground and colour for a one-colour figure. */
function figureInk(ctx: DrawContext, w: number, h: number, ink: string | undefined): { ground: string; ink: string } {
  if (ink) return { ground: '', ink };
  if (ctx.scheme.engraved) return { ground: '', ink: ctx.scheme.primary };
  const bg = emblemGround(ctx, w, h, true);
  return { ground: bg.svg, ink: bg.ground === ctx.scheme.primary ? ctx.scheme.dark : ctx.scheme.primary };
}

export function stagSilhouette(ctx: DrawContext, w: number, h: number, ink?: string): string {
  const figure = figureInk(ctx, w, h, ink);
  const size = Math.min(h * 0.86, w * 1.1);
  return figure.ground + stag(ctx, w / 2, h / 2 + size * 0.43, size, figure.ink);
}

export function stagHeadEmblem(ctx: DrawContext, w: number, h: number, ink?: string): string {
  const figure = figureInk(ctx, w, h, ink);
  const size = Math.min(h * 0.86, w * 0.95);
  return figure.ground + stagHead(ctx, w / 2, h / 2, size, figure.ink);
}

/** A stag whose whole figure is cut from the palette's tartan. */
export function tartanStag(ctx: DrawContext, w: number, h: number, pixelScale: number, bare: boolean): string {
  const mask = ctx.ids.next('stagcut');
  const size = Math.min(h * 0.86, w * 1.1);
  const figure = stag(withRng(ctx, 'figure'), w / 2, h / 2 + size * 0.43, size, '#ffffff');
  const cloth = tartanCloth(withRng(ctx, 'sett'), w, h, { settSize: size * 0.38, pixelScale });
  const ground = bare || ctx.scheme.engraved ? '' : emblemGround(ctx, w, h, true).svg;
  return ground +
    el('defs', {}, el('mask', { id: mask, maskUnits: 'userSpaceOnUse', x: 0, y: 0, width: w, height: h }, figure)) +
    group(cloth, { mask: url(mask) });
}

/** A thistle drawn as a pen would, in strokes only: stem, two spiny leaves, the scaled bulb, the flower. */
export function thistleLine(ctx: DrawContext, w: number, h: number, ink?: string): string {
  const figure = figureInk(ctx, w, h, ink);
  const s = Math.min(w, h) / 220;
  const { rng } = ctx;
  const leaf = (sign: number, y: number, len: number): string => {
    let d = `M0 ${n(y)}`;
    const teeth = 5;
    for (let i = 1; i <= teeth; i++) {
      const t = i / teeth;
      d += `L${n(sign * len * (t - 0.08))} ${n(y - len * 0.45 * t - 10)}L${n(sign * len * t)} ${n(y - len * 0.45 * t + (i === teeth ? 0 : 6))}`;
    }
    return `${d}M0 ${n(y + 6)}Q${n(sign * len * 0.5)} ${n(y - len * 0.1)} ${n(sign * len)} ${n(y - len * 0.45)}`;
  };
  let florets = '';
  for (let i = 0; i < 11; i++) {
    const t = i / 10;
    const a = ((t - 0.5) * 100 + rng.range(-4, 4)) * (Math.PI / 180);
    const len = 48 * (1 - Math.abs(t - 0.5) * 0.4);
    florets += `M${n((t - 0.5) * 30)} -28l${n(Math.sin(a) * len)} ${n(-Math.cos(a) * len)}`;
  }
  let scales = '';
  for (let k = -2; k <= 2; k++) scales += `M${n(k * 12 - 14)} 24L${n(k * 12 + 14)} -22M${n(k * 12 + 14)} 24L${n(k * 12 - 14)} -22`;
  const clip = ctx.ids.next('bulbline');
  const lines =
    el('path', { d: `M0 120C3 90-3 60 0 26${leaf(-1, 80, 70)}${leaf(1, 64, 66)}M-28-28H28${florets}`, fill: 'none' }) +
    el('ellipse', { cx: 0, cy: 0, rx: 27, ry: 26, fill: 'none' }) +
    el('defs', {}, el('clipPath', { id: clip }, el('ellipse', { cx: 0, cy: 0, rx: 27, ry: 26 }))) +
    el('path', { d: scales, fill: 'none', 'clip-path': url(clip) });
  return figure.ground + group(lines, {
    transform: `translate(${n(w / 2)} ${n(h / 2 - 10 * s)}) scale(${n(s)})`,
    stroke: figure.ink, 'stroke-width': 4, 'stroke-linecap': 'round', 'stroke-linejoin': 'round',
  });
}

/** The outline of a mountain ridge, drawn in one line, with the print's words beneath it. */
export function ridgeLine(ctx: DrawContext, w: number, h: number, ink?: string, caption?: string): string {
  const figure = figureInk(ctx, w, h, ink);
  const { rng } = ctx;
  const base = h * (caption ? 0.62 : 0.72);
  const peaks: Point[] = [[w * 0.04, base]];
  const steps = 11;
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    const summit = Math.exp(-Math.pow((t - 0.45) / 0.22, 2));
    peaks.push([w * (0.04 + t * 0.92), base - h * (0.1 + summit * 0.38) * rng.range(0.8, 1.05) - (i % 2 === 0 ? h * 0.05 : 0)]);
  }
  peaks.push([w * 0.96, base]);
  const width = Math.max(2, Math.min(w, h) * 0.02);
  let out = figure.ground + el('path', { d: `${smoothPath(peaks, false, 0.35)}M${n(w * 0.04)} ${n(base)}H${n(w * 0.96)}`, fill: 'none', stroke: figure.ink, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  if (caption) {
    out += el('text', {
      x: w / 2, y: h * 0.84, 'text-anchor': 'middle', 'font-family': 'DejaVu Sans, Liberation Sans, Arial, sans-serif', 'font-weight': 'bold',
      'font-size': Math.min(h * 0.13, (w * 1.2) / Math.max(6, caption.length)), 'letter-spacing': n(Math.min(w, h) * 0.008), fill: figure.ink,
    }, escapeText(caption.toUpperCase()));
  }
  return out;
}

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Thistles and sprigs of bell heather scattered over a soft cream ground, as on a printed case. */
export function thistleAndHeather(ctx: DrawContext, w: number, h: number): string {
  const { rng } = ctx;
  let out = ctx.scheme.engraved ? '' : el('rect', { x: -1, y: -1, width: w + 2, height: h + 2, fill: mix('#f6efe2', ctx.scheme.light, 0.3) });
  const cols = 2;
  const rows = Math.max(2, Math.round((h / w) * cols));
  const size = Math.min(w / cols, h / rows);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = ((c + 0.5 + (r % 2 ? 0.25 : -0.15)) / cols) * w;
      const y = ((r + 0.9) / rows) * h;
      out += (r + c) % 2 === 0
        ? thistle(withRng(ctx, `t${r}${c}`), x, y, size * 0.8)
        : heatherSprig(withRng(ctx, `h${r}${c}`), x, y, size * 0.75, rng.range(-25, 25)) + heatherSprig(withRng(ctx, `g${r}${c}`), x + size * 0.08, y, size * 0.6, rng.range(10, 35));
    }
  }
  return out;
}

/** A contour map: rings of height round a few summits, lochs in blue, a grid, on map paper. */
export function contourMap(ctx: DrawContext, w: number, h: number): string {
  const { rng, scheme } = ctx;
  const paper = scheme.engraved ? '#ffffff' : '#f1ead8';
  const contour = scheme.engraved ? scheme.hills[1] : '#b07a4c';
  const water = scheme.engraved ? scheme.hills[0] : mix(scheme.water, '#7fb0d0', 0.5);
  let out = el('rect', { x: -1, y: -1, width: w + 2, height: h + 2, fill: paper });
  const summits = Array.from({ length: 4 }, () => ({ x: rng.range(0.15, 0.85) * w, y: rng.range(0.15, 0.85) * h, r: rng.range(0.16, 0.3) * Math.min(w, h) }));
  let lines = '';
  for (const summit of summits) {
    const rings = rng.int(5, 8);
    const wobble = Array.from({ length: 9 }, () => rng.range(0.75, 1.25));
    for (let i = 1; i <= rings; i++) {
      const radius = (summit.r * i) / rings;
      const pts: Point[] = wobble.map((k, j) => {
        const a = (j / wobble.length) * Math.PI * 2;
        return [summit.x + Math.cos(a) * radius * k, summit.y + Math.sin(a) * radius * (2 - k) * 0.8];
      });
      lines += smoothPath(pts, true, 0.9);
    }
  }
  out += el('path', { d: lines, fill: 'none', stroke: contour, 'stroke-width': Math.max(1.2, Math.min(w, h) * 0.004), opacity: 0.85 });
  const lx = rng.range(0.2, 0.8) * w;
  const ly = rng.range(0.55, 0.9) * h;
  out += el('path', { d: smoothPath([[lx - w * 0.18, ly], [lx - w * 0.05, ly - h * 0.04], [lx + w * 0.16, ly - h * 0.02], [lx + w * 0.2, ly + h * 0.03], [lx, ly + h * 0.05]], true, 0.9), fill: water });
  let grid = '';
  for (let x = w / 5; x < w; x += w / 5) grid += `M${n(x)} 0V${n(h)}`;
  for (let y = h / 6; y < h; y += h / 6) grid += `M0 ${n(y)}H${n(w)}`;
  out += el('path', { d: grid, stroke: scheme.engraved ? scheme.hills[0] : '#7fa1c0', 'stroke-width': 1, opacity: 0.45 });
  for (const summit of summits) {
    const t = Math.min(w, h) * 0.025;
    out += el('path', { d: `M${n(summit.x - t)} ${n(summit.y + t * 0.6)}L${n(summit.x)} ${n(summit.y - t)}L${n(summit.x + t)} ${n(summit.y + t * 0.6)}Z`, fill: scheme.engraved ? scheme.primary : '#6b3f24' });
  }
  return out;
}

const K = '#15171a';

/** Twelve setts for the sampler: the palettes' five registered tartans and seven more, by approximate threadcount. */
const SAMPLER: readonly { name: string; sett: readonly SettStripe[] }[] = [
  { name: 'Royal Stewart', sett: [['#b3141f', 72], ['#1d2f6e', 8], [K, 12], ['#eab52c', 2], [K, 12], ['#f4f1e6', 2], [K, 2], ['#145a3a', 16], ['#b3141f', 8]] },
  { name: 'Black Watch', sett: [['#1f2b4f', 22], [K, 2], ['#1f2b4f', 2], [K, 16], ['#1f4a36', 16], [K, 6], ['#1f4a36', 16], [K, 16]] },
  { name: 'Dress Gordon', sett: [['#f3f1ea', 24], [K, 4], ['#f3f1ea', 4], [K, 20], ['#1e5a3c', 24], ['#f0c43a', 4], ['#1e5a3c', 24], [K, 20], ['#263f7a', 22]] },
  { name: 'MacLeod', sett: [['#f0c21d', 36], [K, 4], ['#f0c21d', 4], [K, 28], ['#c2262b', 4]] },
  { name: 'Campbell', sett: [['#2a4a86', 24], [K, 4], ['#2a4a86', 4], [K, 20], ['#2e6b45', 24], [K, 4], ['#2e6b45', 24], [K, 20]] },
  { name: 'MacDonald', sett: [['#a0202a', 6], [K, 2], ['#1d5b3a', 16], [K, 12], ['#233a73', 12], [K, 2], ['#a0202a', 4]] },
  { name: 'Fraser', sett: [['#a31d25', 40], ['#1d5b3a', 12], [K, 2], ['#233a73', 12], ['#f4f1e6', 2]] },
  { name: 'Buchanan', sett: [['#e2b12f', 12], [K, 2], ['#1d5b3a', 14], ['#b3141f', 14], ['#f4f1e6', 2], ['#2a4a86', 4]] },
  { name: 'Wallace', sett: [['#b3141f', 32], [K, 24], ['#eab52c', 4]] },
  { name: 'Stewart Hunting', sett: [['#1e5a3c', 40], [K, 8], ['#233a73', 12], ['#eab52c', 2], ['#b3141f', 2]] },
  { name: 'Gordon', sett: [['#1f2b4f', 22], [K, 16], ['#1e5a3c', 24], ['#eab52c', 4], ['#1e5a3c', 24], [K, 16]] },
  { name: 'MacKenzie', sett: [['#1f2b4f', 24], [K, 12], ['#1e5a3c', 24], ['#b3141f', 4], ['#f4f1e6', 2]] },
];

/** Twelve tartans as swatches in a grid, each named beneath, like the pages of an old pattern book. */
export function tartanSwatches(ctx: DrawContext, w: number, h: number, pixelScale: number): string {
  const cols = w > h ? 4 : 3;
  const rows = SAMPLER.length / cols;
  const cellW = w / cols;
  const cellH = h / rows;
  const swatch = Math.min(cellW * 0.78, cellH * 0.66);
  const labelSize = Math.max(6, Math.min(cellH * 0.1, cellW * 0.095));
  let out = ctx.scheme.engraved ? '' : el('rect', { x: -1, y: -1, width: w + 2, height: h + 2, fill: '#f4efe3' });
  SAMPLER.forEach((entry, i) => {
    const x = (i % cols) * cellW + (cellW - swatch) / 2;
    const y = Math.floor(i / cols) * cellH + cellH * 0.08;
    const own = withScheme(withRng(ctx, entry.name), { ...ctx.scheme, sett: entry.sett, registered: true });
    out += group(tartanCloth(own, swatch, swatch, { settSize: swatch * 0.8, pixelScale }), { transform: `translate(${n(x)} ${n(y)})` }) +
      el('rect', { x, y, width: swatch, height: swatch, fill: 'none', stroke: lighten(K, 0.2), 'stroke-width': 1 }) +
      el('text', { x: x + swatch / 2, y: y + swatch + labelSize * 1.4, 'text-anchor': 'middle', 'font-family': 'DejaVu Serif, Liberation Serif, Georgia, serif', 'font-size': labelSize, fill: '#2b2520' }, entry.name);
  });
  return out;
}
