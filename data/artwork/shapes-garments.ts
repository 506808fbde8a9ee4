/**
 * Long-sleeved garments, laid flat: the button-front flannel shirt (collar, placket, flapped chest
 * pockets, cuffs, curved hem, all in its woven tartan) and the crew-neck sweatshirt (ribbed collar,
 * cuffs and hem, its print on the chest).
 */
import type { ProductContext, ProductDrawing, ShapeRenderer } from './product';
import { placement } from './product';
import { darken, mix } from './colour';
import { chestPrint, shirtColour } from './shapes-clothing';
import { sheen, stitches, weave } from './materials';
import { FRAME, pegRailRoom, pegs } from './staging';
import { pottedPlant } from './props';
import { clipped, el, group, n, polyline, translate } from './svg';

/** Body and both sleeves, arms angled down and out as a garment is laid flat. */
const LONG_SLEEVES = 'M-62-252Q0-228 62-252L152-234L214-150L266 60L290 158L214 176L192 76L160-54L164 252Q0 272-164 252L-160-54L-192 76L-214 176L-290 158L-266 60L-214-150L-152-234Z';

/** Where the sleeve ends, as a band across each arm from outer to inner edge. */
const CUFF = (sign: number, depth: number): string =>
  polyline([[sign * 290, 158], [sign * 214, 176], [sign * (214 - depth * 0.22), 176 - depth], [sign * (290 - depth * 0.24), 158 - depth]], true);

/** A wooden hanger on a peg, the garment hung from it, a plant at its foot. */
function hangingShot(pc: ProductContext, art: ProductDrawing): string {
  const { ctx, palette } = pc;
  const hang = placement(400, 150 + 262 * 0.82, 0.82);
  const hanger = el('path', { d: 'M400 150q-4-24 10-28q14-4 12 10M270 222L400 160L530 222', fill: 'none', stroke: '#7a5330', 'stroke-width': 9, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  return (
    pegRailRoom(ctx, { wall: mix('#e6e1d8', palette.backdrop, 0.5), floorY: 700, floor: '#8c6a48', railY: 120 }, art, hang, { dx: 10, dy: 14, blur: 12 }) +
    hanger +
    pegs(120, [400, 120, 680]) +
    pottedPlant(ctx, 690, FRAME - 70, 210)
  );
}

function flannel(pc: ProductContext, pixelScale: number): ProductDrawing {
  const { ctx, palette } = pc;
  const { ids } = ctx;
  const cloth = (x: number, y: number, w: number, h: number): string => group(pc.design(w, h, { settSize: 150, pixelScale }), { transform: translate(x, y) });
  const button = mix('#e9e2d0', palette.dark, 0.35);
  const thread = darken(palette.dark, 0.2);
  // Brushed cotton: the weave softened, no crisp twill.
  const soft = ids.next('brushed');
  const body = el('defs', {}, el('filter', { id: soft }, el('feGaussianBlur', { stdDeviation: n(Math.max(0.4, 0.9 / pixelScale)) }))) +
    clipped(ids, LONG_SLEEVES, group(cloth(-300, -280, 600, 560), { filter: `url(#${soft})` }) + sheen(ctx, -300, -280, 600, 560, 0.12));
  let buttons = '';
  for (let y = -190; y < 240; y += 62) buttons += el('circle', { cx: 0, cy: y, r: 7, fill: button, stroke: darken(button, 0.3), 'stroke-width': 1.5 });
  const placket = el('rect', { x: -14, y: -230, width: 28, height: 480, fill: '#000000', opacity: 0.12 }) + stitches('M-14-228V250M14-228V250', thread, 1.6);
  const pocket = (sign: number): string => {
    const x = sign * 88 - 48;
    const flap = `M${n(x - 4)} -150H${n(x + 100)}V-122L${n(x + 48)} -108L${n(x - 4)} -122Z`;
    return el('path', { d: `M${n(x)} -146H${n(x + 96)}V-42H${n(x)}Z`, fill: '#000000', opacity: 0.1 }) + stitches(`M${n(x)} -146V-42H${n(x + 96)}V-146`, thread, 1.4) +
      clipped(ids, flap, cloth(x - 10, -160, 120, 60)) + el('path', { d: flap, fill: '#000000', opacity: 0.16 }) + stitches(flap, thread, 1.4) +
      el('circle', { cx: x + 48, cy: -118, r: 6, fill: button });
  };
  const collar = (sign: number): string => {
    const d = `M${n(sign * 4)} -246L${n(sign * 66)} -252L${n(sign * 58)} -188L${n(sign * 6)} -208Z`;
    // A pale edge and a cast shadow lift the collar off the same cloth beneath it.
    return el('path', { d, fill: '#000000', opacity: 0.3, transform: translate(sign * 3, 5) }) +
      clipped(ids, d, cloth(-80, -270, 160, 100)) + el('path', { d, fill: 'none', stroke: mix(thread, '#ffffff', 0.45), 'stroke-width': 2.5, opacity: 0.8 });
  };
  const cuffs = [-1, 1].map((sign) => el('path', { d: CUFF(sign, 34), fill: '#000000', opacity: 0.14 }) + el('circle', { cx: sign * 252, cy: 158, r: 5, fill: button })).join('');
  const art = body + placket + buttons + pocket(-1) + pocket(1) + cuffs +
    el('path', { d: 'M-62-252Q0-266 62-252L6-210H-6Z', fill: darken(palette.dark, 0.3) }) + collar(-1) + collar(1) +
    el('path', { d: 'M-152-234L-160-54M152-234L160-54', stroke: thread, 'stroke-width': 1.5, opacity: 0.4 }) +
    el('path', { d: LONG_SLEEVES, fill: 'none', stroke: '#000000', 'stroke-width': 1.5, opacity: 0.2 });
  return { art, outline: LONG_SLEEVES };
}

export const flannelShirt: ShapeRenderer = {
  draw: (pc, { pixelScale }) => flannel(pc, pixelScale),
  detail: () => ({ x: -80, y: -120, zoom: 2.6 }),
  styled: (pc) => hangingShot(pc, flannel(pc, 0.8)),
};

/** Knitted rib: fine vertical lines across a band, a shade darker than the body. */
function rib(d: string, colour: string, x0: number, x1: number, y0: number, y1: number, ids: ProductContext['ctx']['ids']): string {
  let lines = '';
  for (let x = x0; x <= x1; x += 7) lines += `M${n(x)} ${n(y0)}V${n(y1)}`;
  return el('path', { d, fill: darken(colour, 0.1) }) + clipped(ids, d, el('path', { d: lines, stroke: darken(colour, 0.28), 'stroke-width': 2, opacity: 0.55 }));
}

function sweat(pc: ProductContext, pixelScale: number): ProductDrawing {
  const { ctx } = pc;
  const { ids } = ctx;
  const colour = shirtColour(pc);
  const knit = pixelScale > 1.5 ? weave(ctx, -300, -280, 600, 560, 1.6, 0.035) : '';
  const hem = 'M-164 214H164L164 252Q0 272-164 252Z';
  const body = clipped(ids, LONG_SLEEVES,
    el('rect', { x: -300, y: -280, width: 600, height: 560, fill: colour }) + knit +
    chestPrint(pc, pixelScale, 200, colour, [0, -90]) +
    el('path', { d: 'M-150 40Q-80 100-60 210M140 0Q90 100 150 210', fill: 'none', stroke: '#000000', 'stroke-width': 30, 'stroke-linecap': 'round', opacity: 0.04 }) +
    sheen(ctx, -300, -280, 600, 560, 0.12));
  // The cuffs gather the sleeve in, so they are drawn a little narrower than its end.
  const cuffs = [-1, 1].map((sign) => {
    const d = CUFF(sign, 42);
    const xs = [sign * 290, sign * 214];
    return rib(d, colour, Math.min(...xs) - 20, Math.max(...xs) + 20, 110, 180, ids);
  }).join('');
  const collar = 'M-62-252Q0-228 62-252L72-244Q0-208-72-244Z';
  const art = body + rib(hem, colour, -170, 170, 210, 275, ids) + cuffs +
    el('path', { d: 'M-62-252Q0-270 62-252Q0-230-62-252Z', fill: darken(colour, 0.35) }) +
    rib(collar, colour, -80, 80, -260, -220, ids) +
    stitches('M-152-234L-160-54M152-234L160-54', darken(colour, 0.2), 1.5) +
    el('path', { d: LONG_SLEEVES, fill: 'none', stroke: '#000000', 'stroke-width': 1.5, opacity: 0.15 });
  return { art, outline: LONG_SLEEVES };
}

export const sweatshirt: ShapeRenderer = {
  draw: (pc, { pixelScale }) => sweat(pc, pixelScale),
  detail: (pc) => (pc.placement === 'left-chest' ? { x: 84, y: -114, zoom: 2.8 } : { x: 0, y: -100, zoom: 2 }),
  styled: (pc) => hangingShot(pc, sweat(pc, 0.8)),
};
