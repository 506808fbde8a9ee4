/** Which drawing renders which product. */
import type { ArtworkShape } from './types';
import type { ShapeRenderer } from './product';
import { apron, tShirt, waistApron } from './shapes-clothing';
import { flannelShirt, sweatshirt } from './shapes-garments';
import { cushion, scarf, toteBag } from './shapes-textile';
import { choppingBoard, coasters, glassBoard } from './shapes-board';
import { canvas, framedPrint, giftCard, notebook, print } from './shapes-paper';
import { candle, keyring, mug, phoneCase } from './shapes-gift';

export const SHAPES: Record<ArtworkShape, ShapeRenderer> = {
  apron,
  'waist-apron': waistApron,
  'chopping-board': choppingBoard,
  'glass-board': glassBoard,
  'phone-case': phoneCase,
  't-shirt': tShirt,
  'flannel-shirt': flannelShirt,
  sweatshirt,
  'framed-print': framedPrint,
  print,
  canvas,
  mug,
  'tote-bag': toteBag,
  scarf,
  coasters,
  cushion,
  notebook,
  'gift-card': giftCard,
  keyring,
  candle,
};
