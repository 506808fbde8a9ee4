/** Paper and canvas products: the framed print, the unframed print, the stretched canvas, the notebook and the gift card. */
import type { ProductContext, ProductDrawing, ShapeRenderer } from './product';
import { placement } from './product';
import { darken, lighten, mix } from './colour';
import { isView } from './designs';
import { glare, leatherSurface, pressedIn, sheen, weave } from './materials';
import { FRAME, contactShadow, dropShadow, floorboards, sideboard, wall, worktop } from './staging';
import { heatherJug, pencil, pottedPlant, propSide, sprigProp, teacup } from './props';
import { clipped, el, group, n, polyline, translate } from './svg';

/** Views of places hang landscape; emblems hang portrait. */
const landscapeFormat = (pc: ProductContext): boolean => isView(pc.motif);

function frameSize(pc: ProductContext): { w: number; h: number } {
  return landscapeFormat(pc) ? { w: 560, h: 430 } : { w: 440, h: 560 };
}

export const framedPrint: ShapeRenderer = {
  draw(pc, { pixelScale }) {
    const { ctx } = pc;
    const { w, h } = frameSize(pc);
    const wood = pc.colour ?? pc.fixed('frame').pick(['#b58a5a', '#2b2826', '#ece8e0', '#6b4a33']);
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

/** A notebook's cover: the printed board, or leather with its design pressed in. */
function cover(pc: ProductContext, pixelScale: number): string {
  const { ctx } = pc;
  if (pc.material !== 'leather') return group(pc.design(380, 520, { pixelScale, settSize: 190 }), { transform: translate(-190, -260) });
  const tone = pc.colour ?? '#8a5a34';
  return leatherSurface(ctx, -200, -270, 400, 540, tone, pixelScale) +
    group(pressedIn(pc.design(260, 260, { pixelScale, engraveInk: darken(tone, 0.6) })), { transform: translate(-120, -150) }) +
    el('path', { d: 'M-176-246H176V246H-176Z', fill: 'none', stroke: darken(tone, 0.35), 'stroke-width': 2, 'stroke-dasharray': '8 6', opacity: 0.7 });
}

export const notebook: ShapeRenderer = {
  draw(pc, { pixelScale }) {
    const { ctx, palette } = pc;
    const leather = pc.material === 'leather';
    const band = pc.fixed('band').pick([palette.dark, darken(palette.ground, 0.4), '#2a2a2a']);
    let pageLines = '';
    for (let i = 0; i < 6; i++) pageLines += `M${n(190 + i * 1.4)} ${n(-252 + i)}V${n(258 + i)}`;
    const pages =
      el('path', { d: COVER, fill: '#f1ebdc', transform: translate(7, 7) }) +
      el('path', { d: pageLines, stroke: '#d8cfbb', 'stroke-width': 0.8 });
    const face = clipped(ctx.ids, COVER,
      cover(pc, pixelScale) +
      el('rect', { x: -190, y: -260, width: 34, height: 520, fill: '#000000', opacity: leather ? 0.12 : 0.22 }) +
      el('rect', { x: -156, y: -260, width: 3, height: 520, fill: '#ffffff', opacity: 0.2 }) +
      sheen(ctx, -190, -260, 380, 520, 0.16));
    // Paper notebooks close with an elastic band; the leather one with a thong wrapped round it.
    const tone = pc.colour ?? '#8a5a34';
    const closure = leather
      ? el('path', { d: 'M-190 10H196M196 10Q214 14 210 40Q200 90 160 130', fill: 'none', stroke: darken(tone, 0.3), 'stroke-width': 9, 'stroke-linecap': 'round' }) +
        el('path', { d: 'M-190 8H196', stroke: lighten(tone, 0.2), 'stroke-width': 2, opacity: 0.5 })
      : el('rect', { x: 128, y: -262, width: 16, height: 530, fill: band }) + el('rect', { x: 128, y: -262, width: 5, height: 530, fill: '#ffffff', opacity: 0.15 });
    const ribbon = leather ? '' : el('path', { d: 'M-110 250V322L-100 312L-90 322V250Z', fill: palette.accent });
    const art = ribbon + pages + face + closure + el('path', { d: COVER, fill: 'none', stroke: '#000000', 'stroke-width': 1.2, opacity: 0.25 });
    return { art, outline: leather ? COVER : `${COVER}M-110 250V322H-90V250Z` };
  },
  detail: (pc) => (pc.material === 'leather' ? { x: 40, y: -40, zoom: 2.2 } : { x: 110, y: -120, zoom: 2 }),
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

/** An art print on its own, unframed: the picture within a white paper border, signed in pencil. */
function printSheet(pc: ProductContext, pixelScale: number): ProductDrawing {
  const { ctx } = pc;
  const landscape = landscapeFormat(pc);
  const w = landscape ? 560 : 430;
  const h = landscape ? 420 : 560;
  const border = 34;
  const sheet = `M${n(-w / 2)} ${n(-h / 2)}H${n(w / 2)}V${n(h / 2)}H${n(-w / 2)}Z`;
  const paper = '#f6f3ec';
  const art =
    el('path', { d: sheet, fill: paper }) +
    (pixelScale > 1.5 ? weave(ctx, -w / 2, -h / 2, w, h, 2, 0.03) : '') +
    group(pc.design(w - border * 2, h - border * 2 - 20, { pixelScale, settSize: 150 }), { transform: translate(-w / 2 + border, -h / 2 + border) }) +
    el('path', { d: `M${n(w / 2 - border - 90)} ${n(h / 2 - 24)}c10-8 16 4 24-2s10-10 18-2 12 2 20-4 14 6 22 0`, fill: 'none', stroke: '#6b6b6b', 'stroke-width': 1.6, opacity: 0.8 }) +
    el('path', { d: `M${n(-w / 2)} ${n(h / 2 - 2)}H${n(w / 2)}`, stroke: '#000000', 'stroke-width': 3, opacity: 0.08 }) +
    el('path', { d: sheet, fill: 'none', stroke: '#000000', 'stroke-width': 1, opacity: 0.15 });
  return { art, outline: sheet };
}

export const print: ShapeRenderer = {
  draw: (pc, { pixelScale }) => printSheet(pc, pixelScale),
  detail: (pc) => (landscapeFormat(pc) ? { x: -120, y: -60, zoom: 2 } : { x: -80, y: -120, zoom: 2 }),
  styled(pc) {
    const { ctx, palette } = pc;
    const art = printSheet(pc, 0.85);
    const side = propSide(ctx);
    const place = placement(side.x(380), 390, 1.05, side.angle(ctx.rng.range(-6, -2)));
    return (
      worktop(ctx, ctx.rng.pick(['oak', 'walnut', 'linen'] as const)) +
      dropShadow(ctx, art.outline, { transform: place, dx: 8, dy: 12, blur: 8, opacity: 0.3 }) +
      group(art.art, { transform: place }) +
      pencil(ctx, side.x(640), 700, 260, side.angle(-20), palette.secondary) +
      teacup(ctx, side.x(680), 120, 48)
    );
  },
};

const CARD = 'M-300-175H300A22 22 0 0 1 322-153V153A22 22 0 0 1 300 175H-300A22 22 0 0 1-322 153V-153A22 22 0 0 1-300-175Z';

/** A gift card: printed card with the design on its left, the shop's name and "Gift Card" on its right. */
function card(pc: ProductContext, pixelScale: number): ProductDrawing {
  const { ctx, palette } = pc;
  const ground = palette.light;
  const ink = palette.dark;
  const text = (y: number, size: number, words: string, weight: string, colour: string): string =>
    el('text', { x: 150, y, 'text-anchor': 'middle', 'font-family': 'DejaVu Serif, Liberation Serif, Georgia, serif', 'font-size': size, 'font-weight': weight, fill: colour }, words);
  const art = clipped(ctx.ids, CARD,
    el('rect', { x: -330, y: -180, width: 660, height: 360, fill: ground }) +
    (pixelScale > 1.5 ? weave(ctx, -330, -180, 660, 360, 2.2, 0.03) : '') +
    group(pc.design(330, 360, { pixelScale, settSize: 150 }), { transform: translate(-330, -180) }) +
    el('rect', { x: 0, y: -180, width: 8, height: 360, fill: palette.accent }) +
    sheen(ctx, -330, -180, 660, 360, 0.14)) +
    text(-40, 30, 'Highland Home', 'normal', ink) +
    text(30, 54, 'Gift Card', 'bold', palette.primary === ground ? palette.secondary : darken(palette.ground, 0.1)) +
    el('path', { d: 'M70 80H230', stroke: palette.accent, 'stroke-width': 3 }) +
    el('path', { d: CARD, fill: 'none', stroke: '#000000', 'stroke-width': 1.2, opacity: 0.25 });
  return { art, outline: CARD };
}

export const giftCard: ShapeRenderer = {
  draw: (pc, { pixelScale }) => card(pc, pixelScale),
  detail: () => ({ x: 60, y: 0, zoom: 1.8 }),
  styled(pc) {
    const { ctx, palette } = pc;
    const art = card(pc, 0.8);
    const side = propSide(ctx);
    // The card half out of its envelope.
    const envelope = group(
      el('rect', { x: -340, y: -190, width: 680, height: 380, fill: '#efe9dc' }) +
      el('path', { d: 'M-340-190L0 30L340-190', fill: 'none', stroke: '#d9d0bd', 'stroke-width': 3 }),
      { transform: placement(side.x(430), 520, 0.82, side.angle(8)) });
    const place = placement(side.x(380), 330, 0.8, side.angle(-6));
    return (
      worktop(ctx, ctx.rng.pick(['walnut', 'oak', 'linen'] as const)) +
      dropShadow(ctx, 'M-340-190H340V190H-340Z', { transform: placement(side.x(430), 520, 0.82, side.angle(8)), dx: 8, dy: 12, blur: 8, opacity: 0.25 }) +
      envelope +
      dropShadow(ctx, art.outline, { transform: place, dx: 8, dy: 12, blur: 8, opacity: 0.3 }) +
      group(art.art, { transform: place }) +
      el('path', { d: `M${n(side.x(90))} 80C${n(side.x(200))} 200 ${n(side.x(120))} 300 ${n(side.x(240))} 420`, fill: 'none', stroke: palette.accent, 'stroke-width': 10, 'stroke-linecap': 'round' })
    );
  },
};
