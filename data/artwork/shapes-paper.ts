/** Paper and canvas products: the framed print, the stretched canvas and the notebook. */
import type { ProductContext, ShapeRenderer } from './product';
import { placement } from './product';
import { darken, lighten, mix } from './colour';
import { glare, sheen, weave } from './materials';
import { FRAME, contactShadow, dropShadow, floorboards, sideboard, wall, worktop } from './staging';
import { heatherJug, pencil, pottedPlant, propSide, sprigProp, teacup } from './props';
import { clipped, el, group, n, polyline, translate } from './svg';

/** Views of places hang landscape; emblems hang portrait. */
const landscapeFormat = (pc: ProductContext): boolean =>
  ['landscape', 'loch', 'castle', 'lighthouse', 'standing-stones'].includes(pc.motif);

function frameSize(pc: ProductContext): { w: number; h: number } {
  return landscapeFormat(pc) ? { w: 560, h: 430 } : { w: 440, h: 560 };
}

export const framedPrint: ShapeRenderer = {
  draw(pc, { pixelScale }) {
    const { ctx } = pc;
    const { w, h } = frameSize(pc);
    const wood = pc.fixed('frame').pick(['#b58a5a', '#2b2826', '#ece8e0', '#6b4a33']);
    const fw = 30;
    const mount = 42;
    const x0 = -w / 2;
    const y0 = -h / 2;
    const bevel = (pts: [number, number][], shade: number): string =>
      el('path', { d: polyline(pts, true), fill: shade >= 0 ? lighten(wood, shade) : darken(wood, -shade) });
    const frame =
      bevel([[x0, y0], [-x0, y0], [-x0 - fw, y0 + fw], [x0 + fw, y0 + fw]], 0.18) +
      bevel([[x0, y0], [x0 + fw, y0 + fw], [x0 + fw, -y0 - fw], [x0, -y0]], 0.08) +
      bevel([[-x0, y0], [-x0, -y0], [-x0 - fw, -y0 - fw], [-x0 - fw, y0 + fw]], -0.12) +
      bevel([[x0, -y0], [-x0, -y0], [-x0 - fw, -y0 - fw], [x0 + fw, -y0 - fw]], -0.22) +
      el('rect', { x: x0 + fw - 2, y: y0 + fw - 2, width: w - fw * 2 + 4, height: h - fw * 2 + 4, fill: 'none', stroke: darken(wood, 0.35), 'stroke-width': 3 });
    const px = x0 + fw + mount;
    const py = y0 + fw + mount;
    const pw = w - (fw + mount) * 2;
    const ph = h - (fw + mount) * 2;
    const paper = '#f5f2ea';
    const inner =
      el('rect', { x: x0 + fw, y: y0 + fw, width: w - fw * 2, height: h - fw * 2, fill: paper }) +
      el('rect', { x: x0 + fw, y: y0 + fw, width: w - fw * 2, height: 8, fill: '#000000', opacity: 0.08 }) +
      group(pc.design(pw, ph, { pixelScale, settSize: 160 }), { transform: translate(px, py) }) +
      el('path', { d: `M${n(px - 4)} ${n(py + ph + 4)}V${n(py - 4)}H${n(px + pw + 4)}`, fill: 'none', stroke: darken(paper, 0.12), 'stroke-width': 5 }) +
      el('path', { d: `M${n(px - 4)} ${n(py + ph + 4)}H${n(px + pw + 4)}V${n(py - 4)}`, fill: 'none', stroke: '#ffffff', 'stroke-width': 5 }) +
      glare(ctx, x0 + fw, y0 + fw, w - fw * 2, h - fw * 2, 0.16);
    const outline = `M${n(x0)} ${n(y0)}H${n(-x0)}V${n(-y0)}H${n(x0)}Z`;
    return { art: inner + frame, outline };
  },
  detail(pc) {
    const { w, h } = frameSize(pc);
    return { x: -w / 2 + 150, y: -h / 2 + 165, zoom: 2 };
  },
  styled(pc) {
    const { ctx, palette } = pc;
    const art = framedPrint.draw(pc, { pixelScale: 0.75 });
    const side = propSide(ctx);
    const place = placement(400, 262, 0.64);
    return (
      wall(ctx, mix('#e6e0d4', palette.ground, 0.12), FRAME) +
      dropShadow(ctx, art.outline, { transform: place, dx: 10, dy: 16, blur: 10, opacity: 0.3 }) +
      group(art.art, { transform: place }) +
      sideboard(ctx, 600) +
      contactShadow(ctx, side.x(640), 600, 60, 8, 0.3) +
      heatherJug(ctx, side.x(640), 602, 170) +
      pottedPlant(ctx, side.x(170), 602, 150)
    );
  },
};

export const canvas: ShapeRenderer = {
  draw(pc, { pixelScale }) {
    const { ctx } = pc;
    const { w, h } = landscapeFormat(pc) ? { w: 560, h: 420 } : { w: 440, h: 560 };
    const d = 24;
    const x0 = -w / 2;
    const y0 = -h / 2;
    const face = `M${n(x0)} ${n(y0)}H${n(-x0)}V${n(-y0)}H${n(x0)}Z`;
    const side = polyline([[-x0, y0], [-x0 + d, y0 + d * 0.5], [-x0 + d, -y0 + d * 0.5], [-x0, -y0]], true);
    const bottom = polyline([[x0, -y0], [-x0, -y0], [-x0 + d, -y0 + d * 0.5], [x0 + d, -y0 + d * 0.5]], true);
    const pictureId = ctx.ids.next('picture');
    const picture = el('defs', {}, group(pc.design(w, h, { pixelScale, settSize: 200 }), { id: pictureId }));
    // The gallery wrap: the picture's last strip folded round onto the side.
    const wrap = el('use', { href: `#${pictureId}`, transform: `matrix(1 0.5 0 1 ${n(-x0 - (w - d))} ${n(y0 - 0.5 * (w - d))})` });
    const art =
      picture +
      clipped(ctx.ids, side, wrap + el('path', { d: side, fill: '#000000', opacity: 0.35 })) +
      el('path', { d: bottom, fill: '#000000', opacity: 0.55 }) +
      clipped(ctx.ids, face, el('use', { href: `#${pictureId}`, transform: translate(x0, y0) }) + (pixelScale > 1.5 ? weave(ctx, x0, y0, w, h, 2, 0.03) : '') + sheen(ctx, x0, y0, w, h, 0.1)) +
      el('path', { d: face, fill: 'none', stroke: '#ffffff', 'stroke-width': 1.5, opacity: 0.3 });
    return { art, outline: `${face}${side}${bottom}` };
  },
  detail(pc) {
    return landscapeFormat(pc) ? { x: 190, y: -130, zoom: 2.3 } : { x: 140, y: -200, zoom: 2.3 };
  },
  styled(pc) {
    const { ctx, palette } = pc;
    const art = canvas.draw(pc, { pixelScale: 0.8 });
    const landscape = landscapeFormat(pc);
    const k = landscape ? 0.82 : 0.78;
    const h = landscape ? 420 : 560;
    const place = placement(360, 690 - (h / 2) * k, k, -2);
    return (
      wall(ctx, mix('#ebe6dd', palette.secondary, 0.1), 690) +
      floorboards(ctx, 690, '#a37a52') +
      contactShadow(ctx, 370, 694, 260, 14, 0.4) +
      dropShadow(ctx, art.outline, { transform: place, dx: 14, dy: 8, blur: 12, opacity: 0.3 }) +
      group(art.art, { transform: place }) +
      contactShadow(ctx, 680, 700, 70, 10, 0.35) +
      pottedPlant(ctx, 680, 700, 260)
    );
  },
};

const COVER = 'M-190-260H176Q190-260 190-246V246Q190 260 176 260H-190Z';

export const notebook: ShapeRenderer = {
  draw(pc, { pixelScale }) {
    const { ctx, palette } = pc;
    const band = pc.fixed('band').pick([palette.dark, darken(palette.ground, 0.4), '#2a2a2a']);
    let pageLines = '';
    for (let i = 0; i < 6; i++) pageLines += `M${n(190 + i * 1.4)} ${n(-252 + i)}V${n(258 + i)}`;
    const pages =
      el('path', { d: COVER, fill: '#f1ebdc', transform: translate(7, 7) }) +
      el('path', { d: pageLines, stroke: '#d8cfbb', 'stroke-width': 0.8 });
    const cover = clipped(ctx.ids, COVER,
      group(pc.design(380, 520, { pixelScale, settSize: 190 }), { transform: translate(-190, -260) }) +
      el('rect', { x: -190, y: -260, width: 34, height: 520, fill: '#000000', opacity: 0.22 }) +
      el('rect', { x: -156, y: -260, width: 3, height: 520, fill: '#ffffff', opacity: 0.2 }) +
      sheen(ctx, -190, -260, 380, 520, 0.16));
    const elastic =
      el('rect', { x: 128, y: -262, width: 16, height: 530, fill: band }) +
      el('rect', { x: 128, y: -262, width: 5, height: 530, fill: '#ffffff', opacity: 0.15 });
    const ribbon = el('path', { d: 'M-110 250V322L-100 312L-90 322V250Z', fill: palette.accent });
    const art = ribbon + pages + cover + elastic + el('path', { d: COVER, fill: 'none', stroke: '#000000', 'stroke-width': 1.2, opacity: 0.25 });
    return { art, outline: `${COVER}M-110 250V322H-90V250Z` };
  },
  detail: () => ({ x: 110, y: -120, zoom: 2 }),
  styled(pc) {
    const { ctx, palette } = pc;
    const art = notebook.draw(pc, { pixelScale: 0.85 });
    const side = propSide(ctx);
    const place = placement(side.x(360), 400, 0.9, ctx.rng.range(-12, -4));
    return (
      worktop(ctx, ctx.rng.pick(['walnut', 'oak', 'linen'] as const)) +
      dropShadow(ctx, art.outline, { transform: place, dx: 10, dy: 16, blur: 10, opacity: 0.35 }) +
      group(art.art, { transform: place }) +
      pencil(ctx, side.x(630), 250, 330, side.angle(100 - 90) + 90, palette.secondary) +
      teacup(ctx, side.x(660), 650, 54) +
      sprigProp(ctx, side.x(140), 740, 190, side.angle(25))
    );
  },
};
