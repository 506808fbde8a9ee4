/** Which drawing renders which product. */
import type { ArtworkShape } from './types';
import type { ShapeRenderer } from './product';
import { apron, tShirt } from './shapes-clothing';
import { cushion, scarf, toteBag } from './shapes-textile';
import { choppingBoard, coasters, glassBoard } from './shapes-board';
import { canvas, framedPrint, notebook } from './shapes-paper';
import { candle, keyring, mug, phoneCase } from './shapes-gift';

export const SHAPES: Record<ArtworkShape, ShapeRenderer> = {
  apron,
  'chopping-board': choppingBoard,
  'glass-board': glassBoard,
  'phone-case': phoneCase,
  't-shirt': tShirt,
  'framed-print': framedPrint,
  canvas,
  mug,
  'tote-bag': toteBag,
  scarf,
  coasters,
  cushion,
  notebook,
  keyring,
  candle,
};
