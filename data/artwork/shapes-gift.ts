/** Small gifts: the mug, the candle in its glass, the keyring and the phone case. */
import type { ProductContext, ShapeRenderer } from './product';
import { placement } from './product';
import { darken, lighten, mix } from './colour';
import { cylinderShade, glare, glazeFinish, leatherSurface, metalFill, pressedIn, sheen, stitches, woodGrain } from './materials';
import { FRAME, contactShadow, dropShadow, wall, worktop } from './staging';
import { pencil, propSide, shadowed, shortbread, sprigProp, steam, teacup } from './props';
import { clipped, el, ellipsePath, group, linearGradientAt, n, radialGradientAt, roundedRect, translate, url } from './svg';

/** A wooden table seen at eye level: its top from `y` down to the bottom of the frame. */
function tableTop(pc: ProductContext, y: number): string {
  const { ctx } = pc;
  return woodGrain(ctx, -10, y, FRAME + 20, FRAME - y, '#9c7048', false) +
    el('rect', { x: 0, y, width: FRAME, height: 6, fill: '#ffffff', opacity: 0.15 });
}

const MUG_BODY = 'M-150-170V168A150 22 0 0 0 150 168V-170Z';

function mugColours(pc: ProductContext): { ceramic: string; inside: string } {
  // Glazed stoneware is its glaze colour through and through; a printed mug is white outside.
  if (pc.material === 'stoneware') {
    const glaze = pc.colour ?? darken(pc.palette.secondary, 0.2);
    return { ceramic: glaze, inside: darken(glaze, 0.2) };
  }
  const inside = pc.fixed('glaze').pick(['#f4f1ec', pc.palette.dark, pc.palette.accent, darken(pc.palette.ground, 0.1)]);
  return { ceramic: '#f5f3ee', inside };
}

/** The mug's face: a print wrapped round it, or on stoneware a small stamp pressed into the glaze by the handle. */
function mugFace(pc: ProductContext, ceramic: string, pixelScale: number): string {
  if (pc.material !== 'stoneware') return group(pc.design(300, 270, { pixelScale, settSize: 150 }), { transform: translate(-150, -128) });
  return glazeFinish(pc.ctx, -160, -200, 320, 420, ceramic) +
    group(pressedIn(pc.design(90, 90, { pixelScale, engraveInk: darken(ceramic, 0.55) })), { transform: translate(40, -60) });
}

export const mug: ShapeRenderer = {
  draw(pc, { pixelScale }) {
    const { ctx } = pc;
    const { ceramic, inside } = mugColours(pc);
    const handle =
      el('path', { d: 'M138-104C236-110 244 92 138 88', fill: 'none', stroke: darken(ceramic, 0.12), 'stroke-width': 36, 'stroke-linecap': 'round' }) +
      el('path', { d: 'M138-104C236-110 244 92 138 88', fill: 'none', stroke: ceramic, 'stroke-width': 26, 'stroke-linecap': 'round' }) +
      el('path', { d: 'M150-88C212-86 220 70 150 70', fill: 'none', stroke: '#ffffff', 'stroke-width': 6, 'stroke-linecap': 'round', opacity: 0.6 });
    const body = clipped(ctx.ids, MUG_BODY,
      el('rect', { x: -160, y: -200, width: 320, height: 420, fill: ceramic }) +
      mugFace(pc, ceramic, pixelScale) +
      cylinderShade(ctx, -150, -200, 300, 420, 0.32) +
      el('rect', { x: -96, y: -170, width: 16, height: 360, fill: '#ffffff', opacity: 0.35 }));
    const rimId = ctx.ids.next('rim');
    const rim =
      el('ellipse', { cx: 0, cy: -170, rx: 150, ry: 26, fill: ceramic }) +
      el('defs', {}, linearGradientAt(rimId, [[0, darken(inside, 0.35)], [1, inside]], 0, -190, 0, -150)) +
      el('ellipse', { cx: 0, cy: -169, rx: 140, ry: 21, fill: url(rimId) }) +
      el('ellipse', { cx: 0, cy: -170, rx: 150, ry: 26, fill: 'none', stroke: pc.material === 'stoneware' ? darken(ceramic, 0.4) : '#ffffff', 'stroke-width': pc.material === 'stoneware' ? 5 : 2, opacity: 0.8 });
    return { art: handle + body + rim, outline: `${MUG_BODY}M0-196A150 26 0 1 0 0.1-196ZM130-110C250-116 258 100 130 96Z` };
  },
  detail: (pc) => (pc.material === 'stoneware' ? { x: 85, y: -15, zoom: 2.4 } : { x: 30, y: -60, zoom: 1.9 }),
  styled(pc) {
    const { ctx } = pc;
    const art = mug.draw(pc, { pixelScale: 0.75 });
    const place = placement(360, 560 - 190 * 0.72, 0.72);
    return (
      wall(ctx, mix('#e8e1d5', pc.palette.backdrop, 0.5), 560) +
      tableTop(pc, 520) +
      contactShadow(ctx, 370, 562, 140, 18, 0.45) +
      group(art.art, { transform: place }) +
      steam(360, 360 - 170 * 0.72 + 150, 150) +
      shadowed(ctx, el('ellipse', { cx: 640, cy: 640, rx: 120, ry: 30, fill: '#f4f1eb' }) + el('ellipse', { cx: 640, cy: 636, rx: 96, ry: 22, fill: 'none', stroke: '#d9d4ca', 'stroke-width': 2 }), { dx: 4, dy: 8, blur: 6, opacity: 0.3 }) +
      shortbread(ctx, 620, 620, -6, 100) + shortbread(ctx, 660, 640, 4, 100) +
      sprigProp(ctx, 140, 700, 200, 70)
    );
  },
};

const JAR = 'M-140-190V186Q-140 204-122 204H122Q140 204 140 186V-190Z';

/** Clear, amber or frosted: how much of the wax shows through the jar, and in what colour. */
const JAR_GLASS: Partial<Record<ProductContext['material'], { tint: string; opacity: number; rim: string }>> = {
  glass: { tint: '#d7e2e2', opacity: 0.45, rim: '#9fb2b2' },
  'amber-glass': { tint: '#a8561a', opacity: 0.72, rim: '#6e3510' },
  'frosted-glass': { tint: '#f4f5f3', opacity: 0.86, rim: '#c9cfcf' },
};

function candleJar(pc: ProductContext, pixelScale: number, lit: boolean): string {
  const { ctx } = pc;
  const wax = '#f4ecdc';
  const jar = JAR_GLASS[pc.material] ?? { tint: '#d7e2e2', opacity: 0.45, rim: '#9fb2b2' };
  const glass = el('path', { d: JAR, fill: jar.tint, opacity: jar.opacity });
  const waxBody = el('path', { d: 'M-130-140V182Q-130 196-116 196H116Q130 196 130 182V-140Z', fill: wax }) +
    el('ellipse', { cx: 0, cy: -140, rx: 130, ry: 16, fill: lighten(wax, 0.4) }) +
    el('ellipse', { cx: 0, cy: -140, rx: 40, ry: 6, fill: darken(wax, 0.06), opacity: lit ? 1 : 0 }) +
    el('path', { d: 'M0-140q-2-12 3-22', fill: 'none', stroke: '#2b2520', 'stroke-width': 3, 'stroke-linecap': 'round' });
  const label = group(pc.design(284, 196, { pixelScale, settSize: 120 }), { transform: translate(-142, -60) }) +
    el('path', { d: 'M-142-60H142M-142 136H142', stroke: darken(pc.palette.ground, 0.3), 'stroke-width': 3 });
  const shine = el('rect', { x: -118, y: -186, width: 12, height: 380, rx: 6, fill: '#ffffff', opacity: 0.5 }) +
    el('rect', { x: 96, y: -186, width: 7, height: 380, rx: 3.5, fill: '#ffffff', opacity: 0.35 });
  // Clipped to the glass and its rim, so the shading stops where the jar does.
  // The lid, where the jar has one: metal in the spec's colour, else brushed steel.
  const lid = pc.material === 'glass' || lit ? '' : el('path', { d: 'M-146-196V-224Q-146-236-134-236H134Q146-236 146-224V-196Z', fill: pc.colour ?? '#9a9c9e' }) +
    el('path', { d: 'M-146-206H146', stroke: '#ffffff', 'stroke-width': 3, opacity: 0.35 });
  return clipped(ctx.ids, `${JAR}M-140-190A140 18 0 0 1 140-190Z`, waxBody + glass + label + cylinderShade(ctx, -142, -210, 284, 420, 0.25) + shine) +
    el('ellipse', { cx: 0, cy: -190, rx: 140, ry: 18, fill: 'none', stroke: '#ffffff', 'stroke-width': 4, opacity: 0.7 }) +
    el('path', { d: JAR, fill: 'none', stroke: jar.rim, 'stroke-width': 2, opacity: 0.8 }) + lid;
}

export const candle: ShapeRenderer = {
  draw: (pc, { pixelScale }) => ({ art: candleJar(pc, pixelScale, false), outline: JAR }),
  detail: () => ({ x: 0, y: 40, zoom: 2 }),
  styled(pc) {
    const { ctx } = pc;
    const place = placement(400, 600 - 204 * 0.75, 0.75);
    const glowId = ctx.ids.next('flameglow');
    const flameY = 600 - 204 * 0.75 + (-165) * 0.75;
    const flame = el('path', { d: `M400 ${n(flameY)}c-14-14-12-38 0-62c12 24 14 48 0 62z`, fill: '#ffd27a' }) +
      el('path', { d: `M400 ${n(flameY - 4)}c-6-8-5-22 0-34c5 12 6 26 0 34z`, fill: '#fff6d8' });
    return (
      wall(ctx, darken(mix('#d9cfc0', pc.palette.ground, 0.15), 0.35), 600) +
      tableTop(pc, 560) +
      el('rect', { width: FRAME, height: FRAME, fill: '#1b1410', opacity: 0.35 }) +
      el('defs', {}, radialGradientAt(glowId, [[0, '#ffcf7a', 0.55], [0.35, '#ffb35a', 0.2], [1, '#ffb35a', 0]], 400, flameY - 30, 420)) +
      el('rect', { width: FRAME, height: FRAME, fill: url(glowId) }) +
      contactShadow(ctx, 405, 602, 120, 16, 0.5) +
      group(candleJar(pc, 0.75, true), { transform: place }) +
      flame +
      sprigProp(ctx, 130, 720, 200, 60) + sprigProp(ctx, 660, 740, 180, -60, 'sprig2')
    );
  },
};

function keyringFob(pc: ProductContext, pixelScale: number): { art: string; outline: string; ring: [number, number] } {
  const { ctx } = pc;
  if (pc.material === 'pewter') return castFob(pc);
  const round = pc.fixed('fob').chance(0.55);
  const face = round ? 'M-150 60A150 150 0 1 0 150 60A150 150 0 1 0-150 60Z' : roundedRect(-130, -110, 260, 340, 40);
  const ringY = round ? -110 : -130;
  // Enamel is set in a gold-coloured frame; printed fobs are steel.
  const metal = metalFill(ctx, pc.material, -160, -320, 160, 220);
  const ring = metalFill(ctx, 'steel', -160, -320, 160, 220);
  const art =
    metal.defs + ring.defs +
    splitRing(ringY, ring.fill) +
    el('circle', { cx: 0, cy: ringY, r: 18, fill: 'none', stroke: metal.fill, 'stroke-width': 8 }) +
    el('path', { d: face, fill: metal.fill }) +
    clipped(ctx.ids, face, group(pc.design(300, 340, { pixelScale, settSize: 130 }), { transform: `translate(-150 -110) scale(1 ${n(round ? 300 / 340 : 1)})` }) + glare(ctx, -160, -120, 320, 360, pc.material === 'enamel' ? 0.55 : 0.4)) +
    el('path', { d: face, fill: 'none', stroke: metal.fill, 'stroke-width': pc.material === 'enamel' ? 16 : 12 });
  return { art, outline: face, ring: [0, ringY - 140] };
}

/** The split ring and its short chain, hanging above a fob whose top loop is at `ringY`. */
function splitRing(ringY: number, metal: string): string {
  return el('circle', { cx: 0, cy: ringY - 140, r: 90, fill: 'none', stroke: metal, 'stroke-width': 11 }) +
    el('circle', { cx: 0, cy: ringY - 140, r: 90, fill: 'none', stroke: '#ffffff', 'stroke-width': 2, opacity: 0.5, transform: translate(-2, -2) }) +
    el('path', { d: `M0 ${n(ringY - 50)}V${n(ringY - 10)}`, stroke: metal, 'stroke-width': 12 });
}

/** A cast fob: the figure itself in solid metal, lit by a brushed gradient, with a darker shadow line for relief. */
function castFob(pc: ProductContext): { art: string; outline: string; ring: [number, number] } {
  const { ctx } = pc;
  const metal = metalFill(ctx, pc.material, -160, -200, 160, 260);
  const casting = pc.design(320, 380, { ink: metal.fill });
  const shadow = pc.design(320, 380, { ink: '#3a3c3d' });
  const ringY = -150;
  const art = metal.defs + splitRing(ringY, metal.fill) +
    el('circle', { cx: 0, cy: ringY, r: 16, fill: 'none', stroke: metal.fill, 'stroke-width': 8 }) +
    group(shadow, { transform: translate(-156, -166), opacity: 0.55 }) +
    group(casting, { transform: translate(-160, -170) });
  // The shadow of a head and antlers is near enough an upright oval.
  return { art, outline: ellipsePath(0, 30, 50, 90), ring: [0, ringY - 140] };
}

/** A door key with its bow at the origin and the blade pointing down. */
function keyShape(metal: string): string {
  const edge = darken(metal, 0.35);
  return el('path', { d: 'M-30 0A30 30 0 1 0 30 0A30 30 0 1 0-30 0ZM-9-8A9 9 0 1 1 9-8A9 9 0 1 1-9-8Z', fill: metal, 'fill-rule': 'evenodd', stroke: edge, 'stroke-width': 1.5 }) +
    el('path', { d: 'M-10 26H10V44H9V104L16 108V118L9 122V134L18 140V152H9V188L0 198L-9 188V44H-10Z', fill: metal, stroke: edge, 'stroke-width': 1.5 }) +
    el('path', { d: 'M-3 50V182', stroke: edge, 'stroke-width': 2 });
}

export const keyring: ShapeRenderer = {
  draw: (pc, { pixelScale }) => keyringFob(pc, pixelScale),
  detail: (pc) => (pc.material === 'pewter' ? { x: 0, y: -20, zoom: 1.6 } : { x: 0, y: 40, zoom: 1.7 }),
  styled(pc) {
    const { ctx } = pc;
    const fob = keyringFob(pc, 0.6);
    const side = propSide(ctx);
    const angle = ctx.rng.range(-25, -10);
    const k = 0.68;
    const place = placement(440, 450, k, angle);
    // Hang two keys from the split ring, blades pointing away from it.
    const a = (angle * Math.PI) / 180;
    const [rx, ry] = fob.ring;
    const ringX = 440 + k * (rx * Math.cos(a) - ry * Math.sin(a));
    const ringY = 450 + k * (rx * Math.sin(a) + ry * Math.cos(a));
    const key = (towards: number, colour: string): string => {
      const t = (towards * Math.PI) / 180;
      const x = ringX + Math.cos(t) * 90 * k;
      const y = ringY + Math.sin(t) * 90 * k;
      return group(keyShape(colour), { transform: `translate(${n(x)} ${n(y)}) rotate(${n(towards - 90)}) scale(0.9)` });
    };
    return (
      worktop(ctx, ctx.rng.pick(['slate', 'walnut', 'oak'] as const)) +
      shadowed(ctx, key(angle - 125, '#c9a54c') + key(angle - 165, '#b8babc'), { dx: 5, dy: 8, blur: 4, opacity: 0.35 }) +
      dropShadow(ctx, fob.outline, { transform: place, dx: 8, dy: 12, blur: 7, opacity: 0.4 }) +
      group(fob.art, { transform: place }) +
      sprigProp(ctx, side.x(640), 720, 220, side.angle(-25)) +
      teacup(ctx, side.x(660), 150, 50)
    );
  },
};

const CASE = roundedRect(-160, -300, 320, 600, 46);

/** A leather folio, closed: the front cover with its design pressed in, stitched round the edge, a strap across the opening side. */
function folio(pc: ProductContext, pixelScale: number): { art: string; outline: string } {
  const { ctx } = pc;
  const tone = pc.colour ?? '#a8693a';
  const spine = roundedRect(-172, -304, 40, 608, 20);
  const art =
    el('path', { d: spine, fill: darken(tone, 0.3) }) +
    clipped(ctx.ids, CASE,
      leatherSurface(ctx, -170, -310, 340, 620, tone, pixelScale) +
      group(pressedIn(pc.design(240, 240, { pixelScale, engraveInk: darken(tone, 0.6) })), { transform: translate(-120, -150) }) +
      el('rect', { x: -160, y: -300, width: 22, height: 600, fill: '#000000', opacity: 0.18 }) +
      sheen(ctx, -160, -300, 320, 600, 0.18)) +
    stitches(roundedRect(-146, -286, 292, 572, 34), lighten(tone, 0.35), 2.2) +
    el('path', { d: roundedRect(118, 60, 62, 70, 14), fill: darken(tone, 0.15) }) +
    stitches(roundedRect(124, 66, 50, 58, 10), lighten(tone, 0.3), 1.6) +
    el('circle', { cx: 150, cy: 95, r: 9, fill: '#b9a06a', stroke: darken('#b9a06a', 0.35), 'stroke-width': 1.5 }) +
    el('path', { d: CASE, fill: 'none', stroke: darken(tone, 0.45), 'stroke-width': 3 });
  return { art, outline: `${CASE}${spine}` };
}

export const phoneCase: ShapeRenderer = {
  draw(pc, { pixelScale }) {
    if (pc.material === 'leather') return folio(pc, pixelScale);
    const { ctx, palette } = pc;
    const rimColour = pc.fixed('case').pick(['#1e1e20', darken(palette.dark, 0.1), '#e9e6e0']);
    const lens = (x: number, y: number): string =>
      el('circle', { cx: x, cy: y, r: 25, fill: '#2c2c2e' }) + el('circle', { cx: x, cy: y, r: 17, fill: '#0c0c10' }) +
      el('circle', { cx: x, cy: y, r: 8, fill: '#1f2a44' }) + el('circle', { cx: x - 5, cy: y - 5, r: 3.5, fill: '#ffffff', opacity: 0.6 });
    const camera =
      el('path', { d: roundedRect(-142, -282, 132, 132, 32), fill: '#17171a', opacity: 0.92 }) +
      el('path', { d: roundedRect(-142, -282, 132, 132, 32), fill: 'none', stroke: '#ffffff', 'stroke-width': 2, opacity: 0.25 }) +
      lens(-106, -246) + lens(-106, -186) + lens(-46, -216) +
      el('circle', { cx: -46, cy: -262, r: 7, fill: '#f2e6c0' });
    const body = clipped(ctx.ids, CASE,
      group(pc.design(320, 600, { pixelScale, settSize: 170 }), { transform: translate(-160, -300) }) +
      glare(ctx, -160, -300, 320, 600, 0.28) + sheen(ctx, -160, -300, 320, 600, 0.1));
    const art =
      el('rect', { x: 157, y: -170, width: 8, height: 70, rx: 3, fill: rimColour }) +
      el('rect', { x: -165, y: -200, width: 8, height: 44, rx: 3, fill: rimColour }) +
      el('rect', { x: -165, y: -140, width: 8, height: 70, rx: 3, fill: rimColour }) +
      body +
      el('path', { d: CASE, fill: 'none', stroke: rimColour, 'stroke-width': 9 }) +
      el('path', { d: roundedRect(-155, -295, 310, 590, 42), fill: 'none', stroke: '#ffffff', 'stroke-width': 1.5, opacity: 0.3 }) +
      camera;
    return { art, outline: CASE };
  },
  detail: (pc) => (pc.material === 'leather' ? { x: 40, y: 40, zoom: 2 } : { x: -60, y: -190, zoom: 2.1 }),
  styled(pc) {
    const { ctx, palette } = pc;
    const art = phoneCase.draw(pc, { pixelScale: 0.8 });
    const side = propSide(ctx);
    const place = placement(400, 410, 0.95, side.angle(ctx.rng.range(8, 18)));
    return (
      worktop(ctx, ctx.rng.pick(['walnut', 'linen', 'oak'] as const)) +
      dropShadow(ctx, art.outline, { transform: place, dx: 10, dy: 16, blur: 9, opacity: 0.38 }) +
      group(art.art, { transform: place }) +
      pencil(ctx, side.x(110), 160, 300, side.angle(70 - 90) + 90, palette.accent) +
      teacup(ctx, side.x(680), 140, 52) +
      sprigProp(ctx, side.x(660), 740, 220, side.angle(-30))
    );
  },
};
