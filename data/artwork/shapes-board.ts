/** Kitchen products: the engraved wooden chopping board, the printed glass board and coasters. */
import type { ProductContext, ShapeRenderer } from './product';
import { placement } from './product';
import { darken, lighten } from './colour';
import { WOOD_TONES, engraving, glare, sheen, woodGrain } from './materials';
import { isView } from './designs';
import { dropShadow, worktop } from './staging';
import { propSide, shadowed, shortbread, sprigProp, teaTowel, teacup } from './props';
import { clipped, el, group, n, polyline, roundedRect, translate, type Point } from './svg';

const BOARD = 'M-160-200H-62V-262A62 62 0 0 1 62-262V-200H160A30 30 0 0 1 190-170V260A30 30 0 0 1 160 290H-160A30 30 0 0 1-190 260V-170A30 30 0 0 1-160-200Z';
const HOLE = 'M-18-266A18 18 0 1 0 18-266A18 18 0 1 0-18-266Z';

/** Scenes need a frame to sit in when burnt into wood; emblems stand alone. */
const framedMotif = (pc: ProductContext): boolean => isView(pc.motif) || pc.motif === 'tartan';

/** The species' colour, nudged a little per board as no two planks match. */
function woodTone(pc: ProductContext): string {
  const base = WOOD_TONES[pc.material] ?? WOOD_TONES.oak ?? '#c99a62';
  return pc.fixed('wood').pick([base, lighten(base, 0.05), darken(base, 0.05)]);
}

const BLOCK = roundedRect(-210, -260, 420, 520, 18);

/**
 * End grain: square blocks glued with their growth rings facing up, each a little lighter or darker,
 * in offset rows like a butcher's block. Drawn from the board's fixed stream so every view agrees.
 */
function endGrain(pc: ProductContext, wood: string): string {
  const rng = pc.fixed('blocks');
  const size = 52;
  let out = '';
  for (let row = 0; row * size < 540; row++) {
    const offset = row % 2 === 0 ? 0 : size / 2;
    for (let x = -236 + offset; x < 230; x += size) {
      const y = -262 + row * size;
      const tone = rng.chance(0.5) ? lighten(wood, rng.range(0, 0.12)) : darken(wood, rng.range(0, 0.14));
      const cx = x + rng.range(-size, size * 2);
      const cy = y + rng.range(-size, size * 2);
      let rings = '';
      for (let r = 10; r < size * 2.5; r += 9) rings += `M${n(cx - r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 0 ${n(cx + r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 0 ${n(cx - r)} ${n(cy)}`;
      out += clipped(pc.ctx.ids, `M${n(x)} ${n(y)}h${n(size)}v${n(size)}h${n(-size)}z`,
        el('rect', { x, y, width: size, height: size, fill: tone }) + el('path', { d: rings, fill: 'none', stroke: darken(tone, 0.25), 'stroke-width': 1.2, opacity: 0.5 })) +
        el('rect', { x, y, width: size, height: size, fill: 'none', stroke: darken(wood, 0.35), 'stroke-width': 1.2, opacity: 0.6 });
    }
  }
  return out;
}

export const choppingBoard: ShapeRenderer = {
  draw(pc, { pixelScale }) {
    const { ids } = pc.ctx;
    const wood = woodTone(pc);
    const ink = darken(wood, 0.62);
    // In the corner it is smaller, leaving the rest of the board free for chopping.
    const corner = pc.placement === 'corner';
    const size = corner ? 170 : 300;
    let burnt = pc.design(size, size, { engraveInk: ink, pixelScale });
    const round = pc.fixed('frame').chance(0.5);
    if (framedMotif(pc)) {
      const frame = round ? `M0 ${n(size / 2)}A${n(size / 2)} ${n(size / 2)} 0 1 0 ${n(size)} ${n(size / 2)}A${n(size / 2)} ${n(size / 2)} 0 1 0 0 ${n(size / 2)}Z` : roundedRect(0, 0, size, size, 24);
      burnt = clipped(ids, frame, burnt) + el('path', { d: frame, fill: 'none', stroke: ink, 'stroke-width': 5 });
    }
    const at = corner ? translate(175 - size, 270 - size) : translate(-size / 2, -size / 2 + 30);
    const burn = engraving(pc.ctx, group(burnt, { transform: at }), -220, -330, 440, 630, 2.6);
    if (pc.material === 'end-grain-oak') {
      // A thick block with no handle: its edge shows below the face.
      const art =
        el('path', { d: BLOCK, fill: darken(wood, 0.3), transform: translate(0, 26) }) +
        el('path', { d: BLOCK, fill: darken(wood, 0.45), transform: translate(6, 34), opacity: 0.4 }) +
        clipped(ids, BLOCK, endGrain(pc, wood) + burn + sheen(pc.ctx, -210, -260, 420, 520, 0.16)) +
        el('path', { d: BLOCK, fill: 'none', stroke: darken(wood, 0.4), 'stroke-width': 1.5, opacity: 0.7 });
      return { art, outline: `${BLOCK}M-210 260H210V286H-210Z` };
    }
    // The grain is part of the product, so it comes from a fixed stream, not the view's.
    const grain = woodGrain({ ...pc.ctx, rng: pc.fixed('grain') }, -200, -330, 400, 630, wood);
    const face = clipped(ids, BOARD, grain + burn + sheen(pc.ctx, -200, -330, 400, 630, 0.16));
    const art =
      el('path', { d: BOARD + HOLE, fill: darken(wood, 0.35), 'fill-rule': 'evenodd', transform: translate(5, 9) }) +
      face +
      el('path', { d: HOLE, fill: darken(wood, 0.45) }) +
      el('path', { d: BOARD, fill: 'none', stroke: lighten(wood, 0.25), 'stroke-width': 3, opacity: 0.7 }) +
      el('path', { d: BOARD, fill: 'none', stroke: darken(wood, 0.4), 'stroke-width': 1.2, opacity: 0.6 });
    return { art, outline: BOARD };
  },
  detail: (pc) => (pc.placement === 'corner' ? { x: 90, y: 185, zoom: 2.4 } : { x: 0, y: 30, zoom: 2.2 }),
  styled(pc) {
    const { ctx, palette } = pc;
    const art = choppingBoard.draw(pc, { pixelScale: 0.9 });
    const place = placement(380, 420, 0.92, ctx.rng.range(-14, -4));
    return (
      worktop(ctx, ctx.rng.pick(['marble', 'slate', 'linen'] as const)) +
      teaTowel(ctx, 560, 520, 320, 380, -12, palette.accent) +
      dropShadow(ctx, art.outline, { transform: place, dx: 12, dy: 18, blur: 10, opacity: 0.38 }) +
      group(art.art, { transform: place }) +
      sprigProp(ctx, 640, 330, 220, -30) +
      sprigProp(ctx, 670, 300, 180, -50, 'sprig2') +
      shortbread(ctx, 140, 690, 25) + shortbread(ctx, 190, 740, 8, 84)
    );
  },
};

const GLASS = roundedRect(-205, -270, 410, 540, 22);

export const glassBoard: ShapeRenderer = {
  draw(pc, { pixelScale }) {
    const { ctx } = pc;
    const feet = [[-178, -242], [178, -242], [-178, 242], [178, 242]].map(([x, y]) => el('circle', { cx: x, cy: y, r: 11, fill: '#1a1a1a', opacity: 0.45 })).join('');
    const face = clipped(ctx.ids, GLASS,
      group(pc.design(410, 540, { settSize: 220, pixelScale }), { transform: translate(-205, -270) }) +
      feet +
      el('rect', { x: -210, y: -280, width: 420, height: 560, fill: '#eaf4f4', opacity: 0.1 }) +
      glare(ctx, -205, -270, 410, 540, 0.32));
    const art =
      el('path', { d: GLASS, fill: '#b9d3d0', opacity: 0.55, transform: translate(4, 6) }) +
      face +
      el('path', { d: roundedRect(-200, -265, 400, 530, 18), fill: 'none', stroke: '#ffffff', 'stroke-width': 5, opacity: 0.55 }) +
      el('path', { d: GLASS, fill: 'none', stroke: '#6f8f8c', 'stroke-width': 1.5, opacity: 0.6 });
    return { art, outline: GLASS };
  },
  detail: () => ({ x: -70, y: -90, zoom: 2 }),
  styled(pc) {
    const { ctx } = pc;
    const art = glassBoard.draw(pc, { pixelScale: 0.9 });
    const side = propSide(ctx);
    const place = placement(400, 410, 0.9, side.angle(ctx.rng.range(4, 12)));
    return (
      worktop(ctx, ctx.rng.pick(['oak', 'walnut', 'marble'] as const)) +
      dropShadow(ctx, art.outline, { transform: place, dx: 10, dy: 16, blur: 9, opacity: 0.3 }) +
      group(art.art, { transform: place }) +
      sprigProp(ctx, side.x(110), 250, 210, side.angle(20)) +
      teacup(ctx, side.x(680), 680, 50) +
      shortbread(ctx, side.x(130), 700, side.angle(-20)) + shortbread(ctx, side.x(150), 640, side.angle(-8), 84)
    );
  },
};

/** Where the four coasters lie in the studio shot: centre and tilt. */
const COASTER_LAYOUT: readonly [number, number, number][] = [[-112, -108, -6], [112, -112, 5], [-108, 112, 4], [114, 110, -7]];

function rotatedSquare(cx: number, cy: number, half: number, degrees: number): string {
  const a = (degrees * Math.PI) / 180;
  const corner = (sx: number, sy: number): Point => [cx + (sx * Math.cos(a) - sy * Math.sin(a)) * half, cy + (sx * Math.sin(a) + sy * Math.cos(a)) * half];
  return polyline([corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)], true);
}

/** A rough-hewn slate square: its riven edge, dark stone, the design engraved pale into it. */
function slateCoaster(pc: ProductContext, pixelScale: number): string {
  const { ctx } = pc;
  const rng = pc.fixed('riven');
  const edge: Point[] = [];
  for (let i = 0; i < 24; i++) {
    const t = (i / 24) * 4;
    const side = Math.floor(t);
    const f = t - side;
    const jitter = rng.range(-5, 5);
    const [x, y] = side === 0 ? [-100 + f * 200, -100] : side === 1 ? [100, -100 + f * 200] : side === 2 ? [100 - f * 200, 100] : [-100, 100 - f * 200];
    edge.push(side % 2 === 0 ? [x, y + jitter] : [x + jitter, y]);
  }
  const face = polyline(edge, true);
  const slate = '#3b4046';
  // Engraving slate breaks the dark skin and leaves pale grey stone.
  const cut = pc.design(170, 170, { pixelScale, ink: '#c9ccce' });
  return el('path', { d: face, fill: '#23272b', transform: translate(3, 6) }) +
    clipped(ctx.ids, face, el('rect', { x: -110, y: -110, width: 220, height: 220, fill: slate }) +
      el('path', { d: 'M-110-40C-40-52 40-30 110-46M-110 50C-30 38 30 62 110 44', fill: 'none', stroke: '#50565d', 'stroke-width': 6, opacity: 0.5 }) +
      group(cut, { transform: translate(-85, -85), opacity: 0.9 }) + sheen(ctx, -110, -110, 220, 220, 0.14)) +
    el('path', { d: face, fill: 'none', stroke: '#6a7077', 'stroke-width': 2.5, opacity: 0.6 });
}

function coaster(pc: ProductContext, pixelScale: number): string {
  if (pc.material === 'slate') return slateCoaster(pc, pixelScale);
  const { ctx } = pc;
  const face = roundedRect(-100, -100, 200, 200, 14);
  return (
    el('path', { d: face, fill: '#8a6240', transform: translate(3, 6) }) +
    clipped(ctx.ids, face, group(pc.design(200, 200, { settSize: 110, pixelScale }), { transform: translate(-100, -100) }) + glare(ctx, -100, -100, 200, 200, 0.35)) +
    el('path', { d: roundedRect(-97, -97, 194, 194, 12), fill: 'none', stroke: '#ffffff', 'stroke-width': 3, opacity: 0.45 })
  );
}

export const coasters: ShapeRenderer = {
  draw(pc, { pixelScale }) {
    let art = '';
    let outline = '';
    for (const [x, y, a] of COASTER_LAYOUT) {
      art += group(coaster(pc, pixelScale), { transform: `translate(${n(x)} ${n(y)}) rotate(${n(a)})` });
      outline += rotatedSquare(x, y, 100, a);
    }
    return { art, outline };
  },
  detail: () => ({ x: -112, y: -108, zoom: 2.4 }),
  styled(pc) {
    const { ctx } = pc;
    let out = worktop(ctx, ctx.rng.pick(['oak', 'walnut', 'slate'] as const));
    const spots: [number, number, number][] = [[250, 300, -10], [520, 260, 8], [560, 540, -4]];
    for (const [x, y, a] of spots) {
      out += shadowed(ctx, group(coaster(pc, 0.9), { transform: placement(x, y, 0.95, a) }), { dx: 6, dy: 10, blur: 6, opacity: 0.35 });
    }
    return out + teacup(ctx, 560, 540, 62) + sprigProp(ctx, 120, 700, 230, 35) + sprigProp(ctx, 170, 720, 190, 55, 'sprig2');
  },
};
