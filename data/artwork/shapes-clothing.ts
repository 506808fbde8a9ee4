/** Aprons and the t-shirt; the long-sleeved garments are in shapes-garments.ts. */
import type { ProductContext, ShapeRenderer } from './product';
import { placement } from './product';
import { contrasting, darken, lighten, mix } from './colour';
import { FIGURE_MOTIFS, isCloth } from './designs';
import { COLOURWAYS, clothTexture, drape, naturalCloth, sheen, stitches, waxedFinish, weave } from './materials';
import { FRAME, contactShadow, dropShadow, pegRailRoom, pegs, worktop } from './staging';
import { heatherJug, propSide, sprigProp, teacup } from './props';
import { clipped, el, group, n, roundedRect, translate } from './svg';

const APRON = 'M-115 -250H115L118 -160Q128 -85 180 -70L188 246Q188 260 174 260H-174Q-188 260-188 246L-180 -70Q-128 -85-118 -160Z';
const APRON_HEM = 'M-105 -240H105L108 -160Q118 -78 170 -62L177 240H-177L-170 -62Q-118 -78-108 -160Z';

/** The apron's body colour: the spec's, else the woven cloth's darkest, else undyed cotton. */
function apronCloth(pc: ProductContext): string {
  if (pc.colour) return pc.colour;
  if (isCloth(pc.motif) && pc.motif !== 'tweed') return pc.palette.dark;
  // A tweed apron's body is cotton duck, a shade deeper than undyed cotton.
  return pc.motif === 'tweed' ? mix(naturalCloth(pc.palette.light), '#8a7a5e', 0.35) : naturalCloth(pc.palette.light);
}

/** Ink for a one-colour figure printed straight onto cloth: the spec's, else charcoal on pale cloth and cream on dark. */
export const inkOn = (pc: ProductContext, cloth: string): string => pc.ink ?? contrasting(cloth, COLOURWAYS.charcoal, COLOURWAYS.cream);

/**
 * What goes on an apron's bib: woven cloth fills the whole apron (drawn by the caller), a figure is
 * printed straight onto the cloth, anything else is a printed panel.
 */
function bibPrint(pc: ProductContext, cloth: string, pixelScale: number): string {
  if (pc.motif === 'plain' || isCloth(pc.motif)) return '';
  if (FIGURE_MOTIFS.includes(pc.motif)) {
    return group(pc.design(230, 230, { pixelScale, ink: inkOn(pc, cloth) }), { transform: translate(-115, -150), opacity: 0.92 });
  }
  return group(clipped(pc.ctx.ids, roundedRect(0, 0, 220, 220, 4), pc.design(220, 220, { pixelScale })), { transform: translate(-110, -120) });
}

export const apron: ShapeRenderer = {
  draw(pc, { pixelScale }) {
    const woven = isCloth(pc.motif);
    const allOver = woven && pc.motif !== 'tweed';
    const cloth = apronCloth(pc);
    const strap = allOver ? darken(pc.palette.dark, 0.2) : pc.material === 'waxed-cotton' ? '#6b5a45' : darken(pc.colour ?? pc.palette.secondary, 0.25);
    let fabric = allOver
      ? group(pc.design(376, 520, { settSize: 170, pixelScale }), { transform: translate(-188, -260) })
      : el('rect', { x: -190, y: -260, width: 380, height: 520, fill: cloth }) + clothTexture(pc.ctx, -190, -260, 380, 520, pixelScale);
    if (pc.motif === 'tweed') {
      // The bib of tweed, sewn onto the duck body.
      const bib = 'M-112-250H112L116-60H-116Z';
      fabric += clipped(pc.ctx.ids, bib, group(pc.design(240, 200, { pixelScale }), { transform: translate(-120, -252) })) + stitches(bib, darken(cloth, 0.35), 2);
    }
    if (pc.material === 'waxed-cotton') fabric += waxedFinish(pc.ctx, -190, -260, 380, 520, cloth);
    fabric += bibPrint(pc, cloth, pixelScale);
    const pocketD = roundedRect(-125, 112, 250, 110, 6);
    const pocket = woven
      ? clipped(pc.ctx.ids, pocketD, group(pc.design(376, 520, { settSize: 170, pixelScale }), { transform: translate(-150, -30) }))
      : el('path', { d: pocketD, fill: darken(cloth, 0.04) }) + clothTexture(pc.ctx, -125, 112, 250, 110, pixelScale);
    const body = clipped(pc.ctx.ids, APRON, fabric + drape(pc.ctx, -190, -260, 380, 520, 4, 0.1) + sheen(pc.ctx, -190, -260, 380, 520, 0.15));
    const thread = allOver ? lighten(pc.palette.accent, 0.2) : darken(cloth, 0.35);
    const rivets = pc.material === 'waxed-cotton' ? [[-121, 116], [121, 116], [-121, 218], [121, 218]].map(([x, y]) => el('circle', { cx: x, cy: y, r: 4.5, fill: '#b08d4a' })).join('') : '';
    const art =
      el('path', { d: 'M-95-248C-108-338 108-338 95-248', fill: 'none', stroke: strap, 'stroke-width': 16, 'stroke-linecap': 'round' }) +
      el('path', { d: 'M180-70C224-50 238 30 214 120M178-64C204-28 212 44 238 100M-180-70C-222-46-232 20-224 96', fill: 'none', stroke: strap, 'stroke-width': 14, 'stroke-linecap': 'round' }) +
      body +
      el('path', { d: pocketD, fill: '#000000', opacity: 0.18, transform: translate(0, 3) }) +
      pocket +
      stitches(APRON_HEM, thread, 2) +
      stitches(`${roundedRect(-117, 120, 234, 94, 4)}M0 120V214`, thread, 2) +
      rivets +
      el('path', { d: APRON, fill: 'none', stroke: '#000000', 'stroke-width': 1.5, opacity: 0.2 });
    return { art, outline: `${APRON}M-104-250C-116-350 116-350 104-250Z` };
  },
  detail: (pc) => (isCloth(pc.motif) ? { x: pc.motif === 'tweed' ? -40 : -128, y: pc.motif === 'tweed' ? -150 : 110, zoom: pc.motif === 'tweed' ? 3.4 : 5.6 } : { x: 0, y: -10, zoom: 2.1 }),
  styled(pc) {
    const { ctx, palette } = pc;
    const art = apron.draw(pc, { pixelScale: 0.8 });
    const hang = placement(400, 118 + 330 * 0.78, 0.78);
    return (
      pegRailRoom(ctx, { wall: mix('#e8e2d6', palette.secondary, 0.12), floorY: 650, floor: '#8c6a48', railY: 118 }, art, hang, { dx: 8, dy: 12, blur: 10 }) +
      pegs(118, [150, 400, 650]) +
      contactShadow(ctx, 660, FRAME - 52, 60, 10, 0.3) +
      group(heatherJug(ctx, 0, 0, 190), { transform: translate(660, FRAME - 55) })
    );
  },
};

const TEE = 'M-72-252Q0-206 72-252L172-222L278-112L208-44L182-74L188 258Q0 270-188 258L-182-74L-208-44L-278-112L-172-222Z';
const SHIELD = 'M0 0H200V120Q200 200 100 240Q0 200 0 120Z';

/** Shirt colour: the spec's, else a fixed choice per product from the palette's wearable colours. */
export function shirtColour(pc: ProductContext): string {
  const { palette } = pc;
  return pc.colour ?? pc.fixed('shirt').pick([palette.light, palette.dark, mix(palette.ground, palette.dark, 0.2), '#f3f1ec', '#b8b6b2', darken(palette.secondary, 0.1)]);
}

/** The chest print, centred on the origin and `size` across: a figure inked onto the cloth, a shield of tartan, or a round badge. */
function chestArt(pc: ProductContext, pixelScale: number, size: number, cloth: string): string {
  if (pc.motif === 'plain') return '';
  if (FIGURE_MOTIFS.includes(pc.motif)) {
    return group(pc.design(size, size, { pixelScale, ink: inkOn(pc, cloth) }), { transform: translate(-size / 2, -size / 2) });
  }
  if (isCloth(pc.motif)) {
    const k = size / 240;
    return group(clipped(pc.ctx.ids, SHIELD, pc.design(200, 240, { settSize: 120, pixelScale: pixelScale * k })) +
      el('path', { d: SHIELD, fill: 'none', stroke: pc.palette.dark, 'stroke-width': 5 }), { transform: `translate(${n(-100 * k)} ${n(-120 * k)}) scale(${n(k)})` });
  }
  const r = size / 2;
  return group(clipped(pc.ctx.ids, `M0 ${n(r)}A${n(r)} ${n(r)} 0 1 0 ${n(size)} ${n(r)}A${n(r)} ${n(r)} 0 1 0 0 ${n(r)}Z`, pc.design(size, size, { pixelScale })), { transform: translate(-r, -r) });
}

/**
 * The print where the spec places it: across the chest, or small on the wearer's left (the viewer's
 * right). `centre` is the middle of the chest in the garment's drawing.
 */
export function chestPrint(pc: ProductContext, pixelScale: number, size: number, cloth: string, centre: readonly [number, number]): string {
  const [x, y] = centre;
  return pc.placement === 'left-chest'
    ? group(chestArt(pc, pixelScale, size * 0.42, cloth), { transform: translate(x + size * 0.4, y - size * 0.12) })
    : group(chestArt(pc, pixelScale, size, cloth), { transform: translate(x, y) });
}

export const tShirt: ShapeRenderer = {
  draw(pc, { pixelScale }) {
    const colour = shirtColour(pc);
    const seam = darken(colour, 0.18);
    const knit = pixelScale > 1.5 ? weave(pc.ctx, -280, -260, 560, 530, 1.6, 0.03) : '';
    const folds = el('path', { d: 'M-150 60Q-70 110-50 250M130 0Q80 100 150 250', fill: 'none', stroke: '#000000', 'stroke-width': 30, 'stroke-linecap': 'round', opacity: 0.04 });
    const body = clipped(pc.ctx.ids, TEE,
      el('rect', { x: -290, y: -270, width: 580, height: 550, fill: colour }) + knit +
      group(chestPrint(pc, pixelScale, 230, colour, [0, -70]), { opacity: 0.96 }) +
      folds + sheen(pc.ctx, -290, -270, 580, 550, 0.12));
    const collar = el('path', { d: 'M-72-252Q0-272 72-252Q0-200-72-252Z', fill: darken(colour, 0.3) }) +
      el('path', { d: 'M-72-252Q0-204 72-252', fill: 'none', stroke: darken(colour, 0.08), 'stroke-width': 14 });
    const art = body + collar +
      stitches('M-72-238Q0-192 72-238M-262-100L-196-34M262-100L196-34M-186 240Q0 252 186 240', seam, 2) +
      el('path', { d: 'M-182-74L-172-222M182-74L172-222', fill: 'none', stroke: seam, 'stroke-width': 2, opacity: 0.5 }) +
      el('path', { d: TEE, fill: 'none', stroke: '#000000', 'stroke-width': 1.5, opacity: 0.15 });
    return { art, outline: TEE };
  },
  detail: (pc) => (pc.placement === 'left-chest' ? { x: 92, y: -97, zoom: 2.6 } : { x: 0, y: -120, zoom: 2 }),
  styled(pc) {
    const { ctx } = pc;
    const colour = shirtColour(pc);
    // Folded for the shelf: sleeves tucked behind, the chest print and collar showing.
    const folded = 'M-170-200H-70Q0-170 70-200H170Q182-200 182-188V196Q182 208 170 208H-170Q-182 208-182 196V-188Q-182-200-170-200Z';
    const shirt = clipped(ctx.ids, folded,
      el('rect', { x: -190, y: -210, width: 380, height: 420, fill: colour }) +
      chestPrint(pc, 0.9, 210, colour, [0, -15]) +
      el('path', { d: 'M-150-200V208M150-200V208', stroke: '#000000', 'stroke-width': 10, opacity: 0.06 }) +
      el('path', { d: 'M-182 150H182', stroke: '#000000', 'stroke-width': 18, opacity: 0.07 }) +
      sheen(ctx, -190, -210, 380, 420, 0.14)) +
      el('path', { d: 'M-70-200Q0-214 70-200Q0-160-70-200Z', fill: darken(colour, 0.3) }) +
      el('path', { d: 'M-70-200Q0-166 70-200', fill: 'none', stroke: darken(colour, 0.08), 'stroke-width': 12 });
    const side = propSide(ctx);
    const place = placement(side.x(370), 420, 1.05, ctx.rng.range(-6, 6));
    return (
      worktop(ctx, ctx.rng.pick(['oak', 'linen', 'walnut'] as const)) +
      dropShadow(ctx, folded, { transform: place, dx: 10, dy: 14, blur: 10, opacity: 0.32 }) +
      group(shirt, { transform: place }) +
      sprigProp(ctx, side.x(690), 700, 200, side.angle(-20)) +
      sprigProp(ctx, side.x(720), 640, 170, side.angle(-35), 'sprig2') +
      teacup(ctx, side.x(100), 110, 48)
    );
  },
};

const WAIST = 'M-210-40H210L222 230Q222 246 206 246H-206Q-222 246-222 230Z';
const WAISTBAND = 'M-214-62H214V-36H-214Z';

/** A waist apron: no bib, a waistband with long ties, three pockets across the front. */
export const waistApron: ShapeRenderer = {
  draw(pc, { pixelScale }) {
    const cloth = apronCloth(pc);
    const woven = isCloth(pc.motif);
    const fabric = woven
      ? group(pc.design(450, 300, { settSize: 170, pixelScale }), { transform: translate(-225, -50) })
      : el('rect', { x: -230, y: -50, width: 460, height: 310, fill: cloth }) + clothTexture(pc.ctx, -230, -50, 460, 310, pixelScale) + bibPrint(pc, cloth, pixelScale);
    const band = woven ? darken(pc.palette.dark, 0.15) : darken(cloth, 0.2);
    const pocketRow = roundedRect(-190, 60, 380, 120, 6);
    const pocketCloth = woven
      ? clipped(pc.ctx.ids, pocketRow, group(pc.design(450, 300, { settSize: 170, pixelScale }), { transform: translate(-214, 20) }))
      : el('path', { d: pocketRow, fill: darken(cloth, 0.05) });
    const thread = woven ? lighten(pc.palette.accent, 0.2) : darken(cloth, 0.35);
    const art =
      el('path', { d: 'M-214-50C-270-40-300 40-286 150M214-50C270-40 300 40 286 150', fill: 'none', stroke: band, 'stroke-width': 14, 'stroke-linecap': 'round' }) +
      clipped(pc.ctx.ids, WAIST, fabric + drape(pc.ctx, -230, -50, 460, 310, 4, 0.1) + sheen(pc.ctx, -230, -50, 460, 310, 0.15)) +
      el('path', { d: pocketRow, fill: '#000000', opacity: 0.18, transform: translate(0, 3) }) +
      pocketCloth +
      stitches(`${roundedRect(-182, 68, 364, 104, 4)}M-61 68V172M61 68V172`, thread, 2) +
      el('path', { d: WAISTBAND, fill: band }) +
      stitches('M-210-58H210M-210-40H210', lighten(band, 0.3), 1.6) +
      el('path', { d: WAIST, fill: 'none', stroke: '#000000', 'stroke-width': 1.5, opacity: 0.2 });
    return { art, outline: `${WAIST}${WAISTBAND}` };
  },
  detail: (pc) => (isCloth(pc.motif) ? { x: -120, y: 60, zoom: 4.5 } : { x: 0, y: 80, zoom: 2 }),
  styled(pc) {
    const { ctx, palette } = pc;
    const art = waistApron.draw(pc, { pixelScale: 0.8 });
    const hang = placement(400, 180 + 60 * 0.9, 0.9);
    return (
      pegRailRoom(
        ctx,
        { wall: mix('#e8e2d6', palette.secondary, 0.12), floorY: 650, floor: '#8c6a48', railY: 140 },
        art,
        hang,
        { dx: 8, dy: 12, blur: 10 },
        el('path', { d: 'M300 140Q330 200 330 212M500 140Q470 200 470 212', fill: 'none', stroke: darken(palette.dark, 0.1), 'stroke-width': 10, 'stroke-linecap': 'round' }),
      ) +
      pegs(140, [300, 500]) +
      contactShadow(ctx, 660, FRAME - 52, 60, 10, 0.3) +
      group(heatherJug(ctx, 0, 0, 190), { transform: translate(660, FRAME - 55) })
    );
  },
};
