/** Cloth for the home and out of doors: tote bag, scarf and cushion. */
import type { ProductContext, ShapeRenderer } from './product';
import { placement } from './product';
import { darken, lighten, mix } from './colour';
import { drape, naturalCloth, sheen, stitches, weave } from './materials';
import { FRAME, contactShadow, dropShadow, floorboards, pegRailRoom, pegs, wall, worktop } from './staging';
import { pottedPlant, propSide, shadowed, sprigProp, teacup } from './props';
import { clipped, el, group, n, repeated, translate } from './svg';
import { EMBLEM_MOTIFS, isCloth } from './designs';

const TOTE = 'M-200-170H200L212 238Q213 252 199 252H-199Q-213 252-212 238Z';

export const toteBag: ShapeRenderer = {
  draw(pc, { pixelScale }) {
    // A tartan tote is tartan all over, printed on both sides; other designs are printed on natural canvas.
    const allOver = isCloth(pc.motif);
    const cloth = pc.colour ?? (allOver ? pc.palette.dark : naturalCloth(pc.palette.light));
    const strap = allOver ? darken(pc.palette.dark, 0.1) : darken(cloth, 0.1);
    const handle = (d: string, shade: number): string =>
      el('path', { d, fill: 'none', stroke: darken(strap, shade), 'stroke-width': 26, 'stroke-linecap': 'butt' }) +
      stitches(d, darken(strap, 0.3 + shade), 1.4);
    const body = clipped(pc.ctx.ids, TOTE,
      el('rect', { x: -220, y: -180, width: 440, height: 440, fill: cloth }) +
      (allOver ? group(pc.design(440, 440, { pixelScale, settSize: 190 }), { transform: translate(-220, -180) }) : '') +
      weave(pc.ctx, -220, -180, 440, 440, pixelScale > 1.5 ? 2.4 : 3, pixelScale > 1.5 ? 0.08 : 0.03) +
      (allOver ? '' : group(pc.design(290, 290, { pixelScale, settSize: 150 }), { transform: translate(-145, -115), opacity: 0.95 })) +
      drape(pc.ctx, -220, -180, 440, 440, 3, 0.07) + sheen(pc.ctx, -220, -180, 440, 440, 0.12));
    const art =
      handle('M-90-170C-88-330 88-330 90-170', 0.15) +
      body +
      el('path', { d: 'M-200-158H200', stroke: darken(cloth, 0.15), 'stroke-width': 2 }) +
      stitches('M-198-162H198', darken(cloth, 0.35), 1.4) +
      handle('M-110-150C-112-350 112-350 110-150', 0) +
      stitches('M-124-168h28v28h-28zM96-168h28v28h-28z', darken(cloth, 0.4), 1.4);
    return { art, outline: `${TOTE}M-124-170C-124-370 124-370 124-170H96C96-330-96-330-96-170Z` };
  },
  detail: () => ({ x: 0, y: -40, zoom: 2 }),
  styled(pc) {
    const { ctx, palette } = pc;
    const art = toteBag.draw(pc, { pixelScale: 0.8 });
    const hang = placement(380, 140 + 300 * 0.82, 0.82);
    return (
      pegRailRoom(ctx, { wall: mix('#dfe3e0', palette.ground, 0.14), floorY: 660, railY: 120 }, art, hang, { dx: 8, dy: 12, blur: 10 }) +
      pegs(120, [130, 380, 630]) +
      contactShadow(ctx, 650, FRAME - 58, 70, 12, 0.3) +
      pottedPlant(ctx, 650, FRAME - 60, 220)
    );
  },
};

/** Emblems repeat down the length as an all-over print; views of places run the full length. */
function scarfCloth(pc: ProductContext, pixelScale: number): string {
  if (!EMBLEM_MOTIFS.includes(pc.motif)) return pc.design(170, 560, { settSize: 150, pixelScale });
  const tile = pc.design(170, 200, { pixelScale, bare: true });
  return repeated(pc.ctx.ids, tile, [[0, -20], [0, 180], [0, 380]]);
}

/** A scarf folded in half and hung: two long panels joined by the fold, fringes below. */
function scarfPanels(pc: ProductContext, pixelScale: number): { art: string; outline: string } {
  const { ids } = pc.ctx;
  const fringeColour = pc.motif === 'tartan' ? pc.palette.sett[0]?.[0] ?? pc.palette.ground : pc.palette.ground;
  const design = (): string => scarfCloth(pc, pixelScale);
  const fringe = (x0: number, y: number, w: number): string => {
    let d = '';
    for (let x = x0 + 4; x < x0 + w - 2; x += 7) d += `M${n(x)} ${n(y)}q2 22-1 ${n(34 + ((x * 7) % 9))}`;
    return el('path', { d, fill: 'none', stroke: darken(fringeColour, 0.1), 'stroke-width': 4, 'stroke-linecap': 'round' });
  };
  const back = 'M-10-262H150L158 238H0Z';
  const front = 'M-150-270H22L14 262H-160Z';
  const art =
    fringe(0, 236, 158) +
    clipped(ids, back, group(design(), { transform: translate(-10, -290) }) + el('rect', { x: -20, y: -280, width: 200, height: 540, fill: '#000000', opacity: 0.18 }) + drape(pc.ctx, -10, -280, 170, 540, 2, 0.12)) +
    fringe(-160, 260, 176) +
    clipped(ids, front, group(design(), { transform: translate(-160, -284) }) + drape(pc.ctx, -160, -280, 190, 560, 2, 0.14) + sheen(pc.ctx, -160, -280, 190, 560, 0.14)) +
    el('path', { d: 'M-150-270H150Q162-270 160-256L150-262H-10', fill: '#000000', opacity: 0.15 }) +
    el('path', { d: 'M-150-270H22', stroke: '#ffffff', 'stroke-width': 4, opacity: 0.25 });
  return { art, outline: `${front}${back}` };
}

export const scarf: ShapeRenderer = {
  draw: (pc, { pixelScale }) => scarfPanels(pc, pixelScale),
  detail: (pc) => ({ x: -70, y: 200, zoom: pc.motif === 'tartan' ? 4.2 : 2.5 }),
  styled(pc) {
    const { ctx } = pc;
    // Folded on a table: the scarf's length folded into a neat stack, one fringed end showing.
    const fold = 'M-200-119H200V119H-200Z';
    const cloth = group(scarfCloth(pc, 1.4), { transform: 'translate(-300 119) rotate(-90) scale(1.4)' });
    let fringe = '';
    for (let y = -112; y < 115; y += 8) fringe += `M200 ${n(y)}q20 2 ${n(30 + (Math.abs(y) % 7))} 0`;
    const fringeColour = pc.motif === 'tartan' ? pc.palette.sett[0]?.[0] ?? pc.palette.ground : pc.palette.ground;
    const stack =
      el('path', { d: fringe, fill: 'none', stroke: fringeColour, 'stroke-width': 4, 'stroke-linecap': 'round' }) +
      clipped(ctx.ids, fold, cloth + el('path', { d: 'M-200-40H200M-200 40H200', stroke: '#000000', 'stroke-width': 8, opacity: 0.08 }) + sheen(ctx, -200, -119, 400, 238, 0.18)) +
      el('path', { d: fold, fill: 'none', stroke: '#000000', 'stroke-width': 2, opacity: 0.15 });
    const side = propSide(ctx);
    const place = placement(side.x(380), 420, 1.2, ctx.rng.range(-8, 8));
    return (
      worktop(ctx, ctx.rng.pick(['oak', 'walnut', 'slate'] as const)) +
      dropShadow(ctx, `${fold}M200-112H235V115H200Z`, { transform: place, dx: 10, dy: 16, blur: 10, opacity: 0.35 }) +
      group(stack, { transform: place }) +
      teacup(ctx, side.x(650), 120, 52) +
      sprigProp(ctx, side.x(150), 730, 210, side.angle(30))
    );
  },
};

const CUSHION = 'M-240-240Q0-220 240-240Q220 0 240 240Q0 220-240 240Q-220 0-240-240Z';

export const cushion: ShapeRenderer = {
  draw(pc, { pixelScale }) {
    const { ctx, palette } = pc;
    const puff = ctx.ids.next('puff');
    const piping = pc.fixed('piping').pick([palette.dark, palette.accent, darken(palette.ground, 0.3)]);
    const creases = el('path', { d: 'M-230-230Q-190-200-170-200M230-230Q200-190 196-170M230 230Q190 200 172 198M-230 230Q-200 190-196 170', fill: 'none', stroke: '#000000', 'stroke-width': 5, 'stroke-linecap': 'round', opacity: 0.18 });
    const art = clipped(ctx.ids, CUSHION,
      group(pc.design(480, 480, { settSize: 230, pixelScale }), { transform: translate(-240, -240) }) +
      (pixelScale > 1.5 && pc.motif !== 'tartan' ? weave(ctx, -250, -250, 500, 500, 2, 0.035) : '') +
      el('defs', {}, el('radialGradient', { id: puff, cx: '0.42', cy: '0.4', r: '0.65' },
        el('stop', { offset: '0', 'stop-color': '#ffffff', 'stop-opacity': '0.18' }) + el('stop', { offset: '0.6', 'stop-color': '#000000', 'stop-opacity': '0' }) + el('stop', { offset: '1', 'stop-color': '#000000', 'stop-opacity': '0.35' }))) +
      el('rect', { x: -250, y: -250, width: 500, height: 500, fill: `url(#${puff})` }) + creases) +
      el('path', { d: CUSHION, fill: 'none', stroke: piping, 'stroke-width': 9 }) +
      el('path', { d: CUSHION, fill: 'none', stroke: '#ffffff', 'stroke-width': 2, opacity: 0.25, transform: translate(-1.5, -1.5) });
    return { art, outline: CUSHION };
  },
  detail: (pc) => (pc.motif === 'tartan' ? { x: -175, y: -175, zoom: 3.2 } : { x: -100, y: -50, zoom: 1.9 }),
  styled(pc) {
    const { ctx, palette } = pc;
    const sofa = pc.fixed('sofa').pick(['#8d8a84', '#5e6b73', '#b9ad98', '#4a5a4d']);
    const art = cushion.draw(pc, { pixelScale: 0.8 });
    const place = placement(380, 405, 0.78, -7);
    const back = el('rect', { x: 20, y: 250, width: 760, height: 300, rx: 40, fill: sofa }) +
      el('rect', { x: 20, y: 250, width: 760, height: 300, rx: 40, fill: '#ffffff', opacity: 0.06 });
    const seat = el('rect', { x: 0, y: 520, width: 800, height: 170, rx: 30, fill: darken(sofa, 0.06) }) +
      el('rect', { x: 0, y: 520, width: 800, height: 20, rx: 10, fill: '#ffffff', opacity: 0.1 });
    const arm = el('rect', { x: -60, y: 360, width: 150, height: 340, rx: 60, fill: lighten(sofa, 0.04) });
    return (
      wall(ctx, mix('#e9e4dc', palette.backdrop, 0.5), 700) +
      floorboards(ctx, 700, '#7d5c40') +
      contactShadow(ctx, 400, 700, 420, 24, 0.4) +
      back + seat + arm +
      el('rect', { x: 60, y: 700, width: 20, height: 40, fill: '#3b2a1d' }) + el('rect', { x: 720, y: 700, width: 20, height: 40, fill: '#3b2a1d' }) +
      shadowed(ctx, group(el('path', { d: CUSHION, fill: mix(palette.light, sofa, 0.25) }) + el('path', { d: CUSHION, fill: 'none', stroke: darken(palette.light, 0.2), 'stroke-width': 8 }) + sheen(ctx, -240, -240, 480, 480, 0.2), { transform: placement(640, 410, 0.62, 9) }), { dx: 8, dy: 10, blur: 8, opacity: 0.3 }) +
      dropShadow(ctx, art.outline, { transform: place, dx: 14, dy: 18, blur: 14, opacity: 0.35 }) +
      group(art.art, { transform: place })
    );
  },
};
