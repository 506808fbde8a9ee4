/**
 * Colour schemes. The five tartan-named palettes carry approximations of the real threadcounts, so a
 * Royal Stewart apron reads as Royal Stewart; the others get setts built in the same spirit.
 */
import type { ArtworkPalette } from './types';
import { luminance, mix } from './colour';

/** [colour, thread count] for half a symmetric sett; the weave reflects it at each pivot. */
export type SettStripe = readonly [string, number];

export interface Palette {
  sett: readonly SettStripe[];
  /** Whether the stripe order is the registered one and must not be shuffled per product. */
  registered: boolean;
  /** Background of emblem prints. */
  ground: string;
  /** Main emblem colour, contrasting with ground. */
  primary: string;
  /** Leaves, stems, secondary details. */
  secondary: string;
  accent: string;
  /** Thistle heads and heather bells. */
  bloom: string;
  /** Natural foliage green in the palette's key, whatever its secondary colour is. */
  leaf: string;
  light: string;
  dark: string;
  /** Zenith, middle and horizon. */
  sky: readonly [string, string, string];
  sun: string;
  /** Farthest ridge to nearest ground. */
  hills: readonly [string, string, string, string];
  water: string;
  /** Very light tint for studio backdrops and walls. */
  backdrop: string;
}

const K = '#15171a';

export const PALETTES: Record<ArtworkPalette, Palette> = {
  'royal-stewart': {
    sett: [['#b3141f', 72], ['#1d2f6e', 8], [K, 12], ['#eab52c', 2], [K, 12], ['#f4f1e6', 2], [K, 2], ['#145a3a', 16], ['#b3141f', 8], [K, 2], ['#b3141f', 4], ['#f4f1e6', 2]],
    registered: true,
    ground: '#a5161f', primary: '#f5efe2', secondary: '#1d6a45', accent: '#eab52c', leaf: '#2f6b3f', bloom: '#8a4fa8',
    light: '#f7f1e4', dark: '#1a1414',
    sky: ['#27376b', '#b5505a', '#f3b86f'], sun: '#ffe6ad',
    hills: ['#8b6a8a', '#61476c', '#3d2d4a', '#201a29'], water: '#545a86', backdrop: '#f3ede8',
  },
  'black-watch': {
    sett: [['#1f2b4f', 22], [K, 2], ['#1f2b4f', 2], [K, 2], ['#1f2b4f', 2], [K, 16], ['#1f4a36', 16], [K, 6], ['#1f4a36', 16], [K, 16], ['#1f2b4f', 16], [K, 2]],
    registered: true,
    ground: '#1f3a2e', primary: '#ece5d1', secondary: '#4f7a5d', accent: '#c9a54c', leaf: '#4f7a5d', bloom: '#8d6aa6',
    light: '#efe9da', dark: '#10161a',
    sky: ['#1b2b45', '#56758c', '#cbd7d4'], sun: '#f4eed6',
    hills: ['#7c95a0', '#4f6a77', '#2e4753', '#16252c'], water: '#3f5d6d', backdrop: '#ecefea',
  },
  'dress-gordon': {
    sett: [['#f3f1ea', 24], [K, 4], ['#f3f1ea', 4], [K, 4], ['#f3f1ea', 4], [K, 20], ['#1e5a3c', 24], ['#f0c43a', 4], ['#1e5a3c', 24], [K, 20], ['#263f7a', 22], [K, 4]],
    registered: true,
    ground: '#f1eee6', primary: '#1e4d36', secondary: '#263f7a', accent: '#e1b53b', leaf: '#3c6b48', bloom: '#7b4a9a',
    light: '#ffffff', dark: '#14181d',
    sky: ['#7aa1c9', '#c4d8e7', '#f4f1e8'], sun: '#fff7de',
    hills: ['#aabdcc', '#7f9aab', '#4f6f66', '#2f4a3c'], water: '#6d94ae', backdrop: '#f2f2ef',
  },
  macleod: {
    sett: [['#f0c21d', 36], [K, 4], ['#f0c21d', 4], [K, 28], ['#c2262b', 4]],
    registered: true,
    ground: '#efc030', primary: '#17171a', secondary: '#3d3a33', accent: '#c2262b', leaf: '#5a6b2e', bloom: '#7e3f8f',
    light: '#fff5d4', dark: '#141414',
    sky: ['#dd8a2a', '#f4c353', '#fbe8aa'], sun: '#fff4c6',
    hills: ['#b98f5c', '#84603c', '#4e3826', '#241913'], water: '#c38d41', backdrop: '#f6f0e0',
  },
  campbell: {
    sett: [['#2a4a86', 24], [K, 4], ['#2a4a86', 4], [K, 4], ['#2a4a86', 4], [K, 20], ['#2e6b45', 24], [K, 4], ['#2e6b45', 24], [K, 20], ['#2a4a86', 22], [K, 4]],
    registered: true,
    ground: '#244a36', primary: '#eef0e4', secondary: '#5f8fc4', accent: '#d9c27a', leaf: '#3e7a4f', bloom: '#8f64b0',
    light: '#eef0e6', dark: '#111a16',
    sky: ['#3d6d9e', '#8fb4cf', '#dfe9e4'], sun: '#fdf8e0',
    hills: ['#9db1b9', '#6b8b87', '#3e6551', '#20392b'], water: '#3f6f8a', backdrop: '#edf1eb',
  },
  'heather-moor': {
    sett: [['#6b4a7a', 30], ['#2f3b2c', 6], ['#8f6aa0', 10], ['#d6c6de', 2], ['#4e6b45', 16], ['#2f3b2c', 4], ['#a57fb3', 4]],
    registered: false,
    ground: '#eee6ef', primary: '#5e3570', secondary: '#5d7a4e', accent: '#b07ac4', leaf: '#5d7a4e', bloom: '#9b5bb5',
    light: '#f7f2f8', dark: '#2b2233',
    sky: ['#857fb5', '#cdb5d5', '#f4dfdf'], sun: '#fff2e6',
    hills: ['#b39cc3', '#8a6fa0', '#5d4a6f', '#3a3047'], water: '#8a89b6', backdrop: '#f3eff3',
  },
  'loch-blue': {
    sett: [['#1f4e79', 32], ['#0f2236', 6], ['#5b8fb9', 10], ['#e9eef2', 2], ['#2f6f73', 14], ['#0f2236', 4], ['#a9c7de', 4]],
    registered: false,
    ground: '#e3edf3', primary: '#1c4a74', secondary: '#2f6f73', accent: '#5b8fb9', leaf: '#3f6f5a', bloom: '#7c62ad',
    light: '#f4f8fa', dark: '#0f2236',
    sky: ['#467cae', '#9bc0db', '#e5eff2'], sun: '#fbfbf2',
    hills: ['#9fb6c8', '#6f8fa8', '#456a84', '#243e52'], water: '#3b6f96', backdrop: '#ecf1f4',
  },
  'highland-sunset': {
    sett: [['#d9652b', 30], ['#5a2340', 6], ['#f0a23a', 10], ['#fbe3b0', 2], ['#8c2f4d', 14], ['#5a2340', 4], ['#f3c15c', 4]],
    registered: false,
    ground: '#fbebdc', primary: '#862c4b', secondary: '#5a2340', accent: '#ee9b36', leaf: '#4f6b3a', bloom: '#a8457a',
    light: '#fff4e6', dark: '#2e1426',
    sky: ['#3a2a5c', '#c9506a', '#f7b45c'], sun: '#ffe7a6',
    hills: ['#a9577a', '#7a3b62', '#4f2647', '#28142b'], water: '#a65a78', backdrop: '#f8efe8',
  },
  'autumn-bracken': {
    sett: [['#9a4a1f', 30], ['#3d2a14', 6], ['#c7852e', 10], ['#efd9a7', 2], ['#5e6b2e', 14], ['#3d2a14', 4], ['#d8a84a', 4]],
    registered: false,
    ground: '#f3e7d2', primary: '#8a3f1a', secondary: '#5e6b2e', accent: '#d8a84a', leaf: '#5e6b2e', bloom: '#8e4f8c',
    light: '#faf3e6', dark: '#2d1f10',
    sky: ['#7d8ea6', '#d6b88e', '#f2dcb2'], sun: '#fff0cc',
    hills: ['#b89877', '#9a6a3e', '#7a4a22', '#3e2a14'], water: '#7d8b8f', backdrop: '#f5efe6',
  },
  'slate-and-oak': {
    sett: [['#4b5560', 30], ['#22272d', 6], ['#a47c52', 10], ['#e8e0d2', 2], ['#6e7a84', 14], ['#22272d', 4], ['#c49a6c', 4]],
    registered: false,
    ground: '#e8e4dc', primary: '#3c4550', secondary: '#8f6a45', accent: '#c49a6c', leaf: '#56704f', bloom: '#7d5a8c',
    light: '#f5f2ec', dark: '#1e2328',
    sky: ['#6b7988', '#aab5be', '#e0e3e2'], sun: '#f6f3ea',
    hills: ['#a3acb3', '#7d8891', '#56616b', '#343c44'], water: '#6f7f8c', backdrop: '#efeeeb',
  },
  'winter-snow': {
    sett: [['#eef2f5', 30], ['#1f3350', 4], ['#b9cfe0', 10], ['#ffffff', 2], ['#7f9bb5', 8], ['#1f3350', 2], ['#d4e2ec', 6]],
    registered: false,
    ground: '#edf2f6', primary: '#28476b', secondary: '#6f8ca8', accent: '#b3304a', leaf: '#4f6f63', bloom: '#7b6aa8',
    light: '#ffffff', dark: '#18263a',
    sky: ['#98b4d1', '#d3e1ed', '#f5f8fa'], sun: '#ffffff',
    hills: ['#dfe7ef', '#c3d1de', '#9db3c6', '#5f7890'], water: '#8ea8bf', backdrop: '#f1f4f6',
  },
};

/** What a design is painted with: a palette, or a palette recast as engraving tones. */
export interface Scheme extends Palette {
  /** Engraved designs leave out grounds and skies: the material itself is the background. */
  engraved: boolean;
}

export const printScheme = (palette: Palette): Scheme => ({ ...palette, engraved: false });

/**
 * Recasts the palette as depths of engraving. Shapes burn deep whatever their printed colour (a cream
 * stag on red must still show on oak), distance and detail burn lighter, grounds and skies not at all.
 * Drawn with multiply blending, white leaves the material untouched.
 */
export function engravedScheme(palette: Palette, ink: string): Scheme {
  const depth = (t: number): string => mix('#ffffff', ink, t);
  // A sett burns as stripes of differing depth, stretched so even an all-dark tartan shows its check.
  const shades = palette.sett.map(([colour]) => luminance(colour));
  const lightest = Math.max(...shades);
  const darkest = Math.min(...shades);
  const stripe = (hex: string): string => depth(0.1 + 0.6 * ((lightest - luminance(hex)) / Math.max(0.01, lightest - darkest)));
  return {
    ...palette,
    sett: palette.sett.map(([colour, threads]) => [stripe(colour), threads] as const),
    ground: '#ffffff',
    primary: ink,
    secondary: depth(0.7),
    accent: depth(0.5),
    bloom: depth(0.85),
    leaf: depth(0.7),
    light: '#ffffff',
    dark: ink,
    sky: ['#ffffff', '#ffffff', '#ffffff'],
    sun: '#ffffff',
    hills: [depth(0.3), depth(0.5), depth(0.72), depth(0.92)],
    water: depth(0.15),
    backdrop: '#ffffff',
    engraved: true,
  };
}

