/** The field an emblem is printed on. */
import type { DrawContext } from './context';
import { darken, lighten, luminance } from './colour';
import { el, radialGradientAt, url } from './svg';

/** Ground for emblem prints: a light or coloured field with a framing band, as on a screen print. */
export function emblemGround(ctx: DrawContext, w: number, h: number, preferLight: boolean, bare = false): { svg: string; ground: string } {
  const { scheme, rng } = ctx;
  if (scheme.engraved) return { svg: '', ground: '#ffffff' };
  const useLight = preferLight ? luminance(scheme.ground) < 0.6 || rng.chance(0.3) : rng.chance(0.35);
  const ground = useLight ? scheme.light : scheme.ground;
  const framed = rng.chance(0.7);
  if (bare) return { svg: el('rect', { x: -1, y: -1, width: w + 2, height: h + 2, fill: ground }), ground };
  const glow = ctx.ids.next('glow');
  const band = useLight ? scheme.ground : scheme.light;
  const inset = Math.min(w, h) * 0.045;
  let svg =
    el('defs', {}, radialGradientAt(glow, [[0, lighten(ground, 0.1)], [0.45, ground], [1, darken(ground, 0.06)]], w / 2, h * 0.45, Math.max(w, h) * 0.75)) +
    el('rect', { x: -1, y: -1, width: w + 2, height: h + 2, fill: url(glow) });
  if (framed) {
    svg += el('rect', { x: inset, y: inset, width: w - inset * 2, height: h - inset * 2, fill: 'none', stroke: band, 'stroke-width': Math.min(w, h) * 0.012, opacity: 0.8 });
  }
  return { svg, ground };
}
