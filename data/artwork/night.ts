/**
 * A dark-sky night: the Milky Way arching over a forest loch, stars doubled in the still water, pines
 * in silhouette and a stargazer on the shore. Night whatever the palette: only its hue tints the sky.
 */
import type { DrawContext } from './context';
import { darken, mix } from './colour';
import { pine, ridgePath } from './terrain';
import { el, group, linearGradientAt, n, radialGradient, url } from './svg';

export function nightSky(ctx: DrawContext, w: number, h: number): string {
  const { rng, scheme } = ctx;
  const waterY = h * rng.range(0.66, 0.7);
  const zenith = scheme.engraved ? '#ffffff' : mix('#04060f', scheme.dark, 0.2);
  const horizon = scheme.engraved ? '#ffffff' : mix('#1b2846', scheme.water, 0.2);
  const skyId = ctx.ids.next('night');
  let out = el('defs', {}, linearGradientAt(skyId, [[0, zenith], [0.75, mix(zenith, horizon, 0.6)], [1, horizon]], 0, 0, 0, waterY)) +
    el('rect', { x: -2, y: -2, width: w + 4, height: waterY + 4, fill: url(skyId) });
  // The Milky Way: a soft diagonal band of light with its dust lane, crowded with faint stars.
  const band = ctx.ids.next('galaxy');
  const angle = rng.range(-32, -18);
  const cx = w * rng.range(0.45, 0.6);
  const cy = waterY * 0.45;
  const star = scheme.engraved ? scheme.primary : '#ffffff';
  let dust = '';
  for (let i = 0; i < 420; i++) {
    const along = rng.range(-0.75, 0.75) * w;
    const across = (rng.next() + rng.next() + rng.next() - 1.5) * h * 0.09;
    dust += `M${n(along)} ${n(across)}h0.1`;
  }
  // A unit circle stretched along the band, so its glow fades evenly to both edges.
  const glow = scheme.engraved ? '' :
    el('defs', {}, radialGradient(band, [[0, '#e6e2ff', 0.6], [0.4, '#aab4e0', 0.28], [1, '#9aa6d8', 0]])) +
    group(el('circle', { cx: 0, cy: 0, r: 1, fill: url(band) }), { transform: `scale(${n(w * 0.75)} ${n(h * 0.16)})` }) +
    group(el('circle', { cx: 0, cy: 0, r: 1, fill: zenith, opacity: 0.18 }), { transform: `translate(${n(w * 0.05)} ${n(h * 0.015)}) scale(${n(w * 0.35)} ${n(h * 0.03)})` });
  out += group(glow + el('path', { d: dust, stroke: star, 'stroke-width': Math.max(1, h * 0.0025), 'stroke-linecap': 'round', opacity: scheme.engraved ? 1 : 0.55 }), { transform: `translate(${n(cx)} ${n(cy)}) rotate(${n(angle)})` });
  // Stars scattered over the whole sky, a few bright ones with a glow.
  let stars = '';
  let bright = '';
  for (let i = 0; i < 220; i++) {
    const x = rng.range(0, w);
    const y = rng.range(0, waterY * 0.95);
    const r = rng.chance(0.08) ? rng.range(1.6, 2.6) : rng.range(0.5, 1.2);
    stars += el('circle', { cx: x, cy: y, r: (r * h) / 675, fill: star, opacity: n(rng.range(0.45, 1)) });
    if (r > 1.6 && !scheme.engraved) bright += el('circle', { cx: x, cy: y, r: (r * 3 * h) / 675, fill: '#ffffff', opacity: 0.12 });
  }
  out += bright + stars;
  // Hills and forest, black against the sky.
  const black = scheme.engraved ? scheme.primary : '#05070c';
  const ridgeId = ctx.ids.next('forestline');
  let forest = el('path', { d: ridgePath(rng.fork('hills'), w, waterY, h * 0.12, { peaks: 3 }), fill: darken(horizon, 0.55) });
  for (let i = 0; i < 34; i++) {
    const x = (i / 33) * w + rng.range(-8, 8);
    forest += pine(x, waterY + 1, h * rng.range(0.06, 0.14), black);
  }
  out += group(forest, { id: ridgeId });
  // The loch: dark, with the forest and a scatter of stars mirrored in it.
  const water = scheme.engraved ? '#ffffff' : mix('#070a14', horizon, 0.35);
  const clip = ctx.ids.next('lochclip');
  out += el('rect', { x: -2, y: waterY, width: w + 4, height: h - waterY + 2, fill: water }) +
    el('defs', {}, el('clipPath', { id: clip }, el('rect', { x: -2, y: waterY, width: w + 4, height: h - waterY + 2 }))) +
    group(el('use', { href: `#${ridgeId}`, transform: `translate(0 ${n(waterY * 2)}) scale(1 -1)`, opacity: 0.6 }), { 'clip-path': url(clip) });
  let glints = '';
  for (let i = 0; i < 30; i++) glints += `M${n(rng.range(0, w))} ${n(waterY + rng.range(0.15, 0.95) * (h - waterY))}h${n(rng.range(2, 8))}`;
  out += el('path', { d: glints, stroke: star, 'stroke-width': 1.2, opacity: 0.35 });
  // A stargazer on a rock at the shore, looking up.
  const fx = w * rng.range(0.18, 0.3);
  const fy = h * 0.93;
  const fs = h * 0.1;
  out += el('path', { d: `M${n(fx - fs * 0.8)} ${n(h + 2)}Q${n(fx - fs * 0.6)} ${n(fy - fs * 0.05)} ${n(fx)} ${n(fy - fs * 0.08)}Q${n(fx + fs * 0.7)} ${n(fy - fs * 0.05)} ${n(fx + fs * 1.1)} ${n(h + 2)}Z`, fill: black });
  out += el('path', { d: `M${n(fx - fs * 0.08)} ${n(fy - fs * 0.08)}l${n(fs * 0.02)} ${n(-fs * 0.45)}h${n(fs * 0.14)}l${n(fs * 0.02)} ${n(fs * 0.45)}zM${n(fx - fs * 0.1)} ${n(fy - fs * 0.5)}l${n(fs * 0.03)} ${n(-fs * 0.28)}h${n(fs * 0.2)}l${n(fs * 0.03)} ${n(fs * 0.28)}z`, fill: black });
  out += el('circle', { cx: fx + fs * 0.06, cy: fy - fs * 0.86, r: fs * 0.09, fill: black });
  out += el('path', { d: `M${n(fx + fs * 0.14)} ${n(fy - fs * 0.66)}l${n(fs * 0.22)} ${n(-fs * 0.3)}`, stroke: black, 'stroke-width': fs * 0.06, 'stroke-linecap': 'round' });
  return out;
}
