import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The shop's fonts for the cards, from node_modules like the pages' (app/fonts.ts), never fetched.
 * The cards' renderer (satori) reads TTF, OTF and WOFF but not the pages' WOFF2 variable fonts, so
 * these are the static WOFF cuts of the same families (@fontsource/playfair-display, source-sans-3).
 */
const FONT_FILES = [
  { name: 'Playfair Display', weight: 700, file: '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff' },
  { name: 'Source Sans 3', weight: 400, file: '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff' },
  { name: 'Source Sans 3', weight: 600, file: '@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff' },
] as const;

export const HEADING_FONT = 'Playfair Display';
export const BODY_FONT = 'Source Sans 3';

export interface CardFont {
  name: string;
  data: ArrayBuffer;
  weight: 400 | 600 | 700;
  style: 'normal';
}

let loaded: Promise<CardFont[]> | null = null;

async function readFont({ name, weight, file }: (typeof FONT_FILES)[number]): Promise<CardFont> {
  const bytes = await readFile(path.join(process.cwd(), 'node_modules', file));
  return { name, weight, style: 'normal', data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer };
}

/** Read once per process: every card uses the same three files. */
export function cardFonts(): Promise<CardFont[]> {
  loaded ??= Promise.all(FONT_FILES.map(readFont)).catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}
