/** What every drawing function receives: its own random stream, the document's id counter, colours. */
import type { Rng } from './random';
import type { Scheme } from './palettes';
import type { IdGen } from './svg';

export interface DrawContext {
  rng: Rng;
  ids: IdGen;
  scheme: Scheme;
}

/** The same document and colours with a separate random stream, so sub-drawings stay independent. */
export const withRng = (ctx: DrawContext, salt: string): DrawContext => ({ ...ctx, rng: ctx.rng.fork(salt) });

export const withScheme = (ctx: DrawContext, scheme: Scheme): DrawContext => ({ ...ctx, scheme });
