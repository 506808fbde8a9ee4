/**
 * Whether a picture shows what is sold. A shopper buys what the picture shows, so the words the shop
 * sells a product by (its name, category, options and description) and the subject a story or an
 * adventure is about are read here into requirements (a kind of object, a material, a colour, a
 * tartan, a subject, where the print sits), and an artwork spec is read into what it draws. Pure:
 * depiction.test.ts runs it over the real seed data, so a spec that contradicts its product fails.
 */
import type { ArtworkColour, ArtworkMaterial, ArtworkMotif, ArtworkPalette, ArtworkPlacement, ArtworkShape, ArtworkSpec, ProductMotif } from './types';
import { materialOf } from './materials';
import { PALETTES } from './palettes';

/** What a spec draws, in the shop's words. */
export interface Depiction {
  kind: ArtworkShape;
  material: ArtworkMaterial;
  colour?: ArtworkColour;
  /** The registered tartan drawn, if the picture shows one. */
  tartan?: ArtworkPalette;
  /** Whether any tartan cloth is drawn at all. */
  showsTartan: boolean;
  subjects: readonly string[];
  placement: ArtworkPlacement;
  ink?: ArtworkColour;
  caption?: string;
}

/** What each design shows, as the shop would name it. */
const MOTIF_SUBJECTS: Record<ProductMotif, readonly string[]> = {
  plain: [],
  tartan: ['tartan'],
  tweed: ['tweed', 'loom'],
  herringbone: ['herringbone'],
  landscape: ['mountains', 'loch'],
  mountain: ['mountains', 'mountain'],
  thistle: ['thistle'],
  'thistle-line': ['thistle'],
  'thistle-and-heather': ['thistle', 'heather'],
  stag: ['stag', 'mountains'],
  'stag-silhouette': ['stag'],
  'stag-head': ['stag'],
  'tartan-stag': ['stag', 'tartan'],
  'celtic-knot': ['celtic knot', 'high cross'],
  heather: ['heather'],
  lighthouse: ['lighthouse'],
  castle: ['castle'],
  'highland-cow': ['highland cow'],
  'cow-in-heather': ['highland cow', 'heather'],
  loch: ['loch', 'mountains'],
  'standing-stones': ['standing stones'],
  'ring-cairn': ['standing stones', 'cairn'],
  'ridge-line': ['mountains'],
  'contour-map': ['map', 'mountains'],
  'tartan-swatches': ['tartan'],
  abbey: ['abbey', 'high cross'],
  'abbey-ruin': ['abbey', 'ruin'],
  battlefield: ['battlefield', 'memorial cairn'],
  'night-sky': ['night sky'],
  'burns-supper': ['burns supper', 'thistle'],
  'highland-games': ['highland games'],
  loom: ['tartan', 'loom'],
  croft: ['croft', 'loch'],
  distillery: ['distillery', 'loch'],
  'road-sign': ['gaelic sign'],
  'summit-cairn': ['summit cairn', 'mountains'],
  'ruined-township': ['ruined township'],
  'city-hill': ['crag', 'city'],
  tor: ['tor'],
  corrie: ['corrie', 'mountains'],
  'hidden-valley': ['hidden valley', 'mountains'],
  waterfall: ['waterfall', 'mountains'],
  kelpies: ['kelpies'],
  'sea-rock': ['sea rock'],
  pinnacles: ['pinnacles'],
};

/** Palettes named for what they are the colours of. */
const PALETTE_SUBJECTS: Partial<Record<ArtworkPalette, readonly string[]>> = { 'heather-moor': ['heather'] };

const TARTAN_MOTIFS: readonly ProductMotif[] = ['tartan', 'tartan-stag', 'tartan-swatches', 'loom'];

export function depictionOf(spec: ArtworkSpec): Depiction {
  const showsTartan = TARTAN_MOTIFS.includes(spec.motif);
  return {
    kind: spec.shape,
    material: materialOf(spec),
    colour: spec.colour,
    tartan: showsTartan && spec.motif !== 'tartan-swatches' && PALETTES[spec.palette].registered ? spec.palette : undefined,
    showsTartan,
    subjects: [...MOTIF_SUBJECTS[spec.motif], ...(PALETTE_SUBJECTS[spec.palette] ?? [])],
    placement: spec.placement ?? 'centre',
    ink: spec.ink,
    caption: spec.caption,
  };
}

/** The words a product is sold by. */
export interface SaleText {
  name: string;
  category: string;
  /** Every attribute's name and options, e.g. { Colour: ['Forest Green', 'Navy'] }. */
  attributes: Readonly<Record<string, readonly string[]>>;
  /** The description as plain text. */
  description: string;
}

export type Aspect = 'kind' | 'material' | 'colour' | 'tartan' | 'subject' | 'placement' | 'ink' | 'caption';

/** One thing the words demand of the picture: the aspect must be one of `allowed`. */
export interface Requirement {
  aspect: Aspect;
  allowed: readonly string[];
  /** The words that demand it, for the failure message. */
  because: string;
}

/** Product kinds, first match on the name (else the category's name) wins. */
const KINDS: readonly [RegExp, readonly ArtworkShape[]][] = [
  [/\bflannel shirt\b/, ['flannel-shirt']],
  [/\bsweatshirt\b/, ['sweatshirt']],
  [/\bt-shirts?\b|\btees?\b/, ['t-shirt']],
  [/\bwaist apron\b/, ['waist-apron']],
  [/\baprons?\b/, ['apron']],
  [/\bgift card\b/, ['gift-card']],
  [/\bphone cases?\b/, ['phone-case']],
  [/\bglass (chopping )?boards?\b/, ['glass-board']],
  [/\bchopping boards?\b/, ['chopping-board']],
  [/\bcoasters?\b/, ['coasters']],
  [/\bmugs?\b/, ['mug']],
  [/\bcandles?\b/, ['candle']],
  [/\bkeyrings?\b/, ['keyring']],
  [/\bnotebooks?\b/, ['notebook']],
  [/\bscarf\b|\bscarves\b/, ['scarf']],
  [/\btote bags?\b/, ['tote-bag']],
  [/\bcushions?\b/, ['cushion']],
  [/\bframed print\b/, ['framed-print']],
  // "... Canvas" as the last word is a stretched canvas; canvas anywhere else is cloth.
  [/\bcanvas$/, ['canvas']],
  [/\bprints?\b/, ['print', 'framed-print']],
];

/** Description phrases that settle a kind the name leaves open. */
const KIND_PHRASES: readonly [RegExp, readonly ArtworkShape[]][] = [[/\barrives? unframed\b|\bunframed, sent flat\b/, ['print']]];

/** Materials whose look matters; `name` patterns read the name only, `text` patterns everything. */
const MATERIALS: readonly { name?: RegExp; text?: RegExp; allowed: readonly ArtworkMaterial[] }[] = [
  { text: /\bflannel\b/, allowed: ['flannel'] },
  { name: /\btweed\b/, text: /\bwool tweed\b/, allowed: ['tweed'] },
  { name: /\bleather\b/, text: /\b(full-grain|vegetable-tanned) leather\b/, allowed: ['leather'] },
  { text: /\bwaxed cotton\b/, allowed: ['waxed-cotton'] },
  { name: /\blinen\b/, text: /\bwashed linen\b/, allowed: ['linen'] },
  { text: /\bend[- ]grain\b/, allowed: ['end-grain-oak'] },
  { name: /\boak\b/, text: /\bsolid oak\b(?! frame)/, allowed: ['oak', 'end-grain-oak'] },
  { name: /\bwalnut\b/, text: /\bsolid walnut\b/, allowed: ['walnut'] },
  { name: /\bbeech\b/, text: /\bsolid (european )?beech\b/, allowed: ['beech'] },
  { name: /\bslate\b/, text: /\bnatural slate\b/, allowed: ['slate'] },
  { name: /\bpewter\b/, text: /\b(solid|lead-free) pewter\b/, allowed: ['pewter'] },
  { name: /\benamel\b/, text: /\bhard enamel\b/, allowed: ['enamel'] },
  { name: /\bstoneware\b/, allowed: ['stoneware'] },
  { text: /\bamber glass\b/, allowed: ['amber-glass'] },
  { text: /\bfrosted (white )?(glass|jar)\b/, allowed: ['frosted-glass'] },
  { text: /\btoughened glass\b/, allowed: ['glass'] },
  { name: /\bcanvas gardening\b|\bcanvas apron\b/, allowed: ['canvas'] },
  { name: /\b(lambs)?wool\b/, allowed: ['wool'] },
];

/** The shop's colour words and the colours they are drawn in; longer names are tried first. */
const COLOUR_WORDS: Readonly<Record<string, ArtworkColour>> = {
  'natural oatmeal': 'oatmeal',
  oatmeal: 'oatmeal',
  natural: 'natural',
  white: 'white',
  'heather grey': 'heather-grey',
  'bottle green': 'bottle-green',
  'forest green': 'forest-green',
  navy: 'navy',
  'deep blue': 'deep-blue',
  'loch blue': 'loch-blue',
  'slate grey': 'slate-grey',
  tan: 'tan',
  black: 'black',
  oak: 'oak',
  gold: 'gold',
  copper: 'copper',
  charcoal: 'charcoal',
  cream: 'cream',
};

const colourAlternatives = Object.keys(COLOUR_WORDS).sort((a, b) => b.length - a.length).map((word) => word.replace(' ', '[ -]')).join('|');

/** What a colour word can describe: the material itself, not a print on it or a thing beside it. */
const MATERIAL_NOUNS = 'waxed cotton|cotton canvas|canvas|cotton|linen|leather|glaze|wooden frame|frame|lid';
const COLOUR_BEFORE = new RegExp(`\\b(${colourAlternatives})(?:-(?:painted|coloured))? (?:${MATERIAL_NOUNS})\\b`, 'g');
const COLOUR_AFTER = new RegExp(`\\b(?:${MATERIAL_NOUNS}) in (${colourAlternatives})\\b`, 'g');
const INK = new RegExp(`\\b(?:printed|embroidered|stamped) in (${colourAlternatives})\\b`, 'g');

/** Attributes whose options name the material's colour. */
const COLOUR_ATTRIBUTES = ['Colour', 'Frame'];

const colourOf = (words: string): ArtworkColour | undefined => COLOUR_WORDS[words.toLowerCase().replace('-', ' ')];

const TARTAN_NAMES: readonly [RegExp, ArtworkPalette][] = [
  [/\broyal stewart\b/, 'royal-stewart'],
  [/\bblack watch\b/, 'black-watch'],
  [/\bdress gordon\b/, 'dress-gordon'],
  [/\bmacleod\b/, 'macleod'],
  [/\bcampbell\b/, 'campbell'],
];

/** Subjects a product's name promises the picture shows. */
const PRODUCT_SUBJECTS: readonly [RegExp, string][] = [
  [/\bstag\b/, 'stag'],
  [/\bhighland cow\b|\bcoo\b/, 'highland cow'],
  [/\bthistle\b/, 'thistle'],
  [/\bheather\b/, 'heather'],
  [/\blighthouse\b/, 'lighthouse'],
  [/\bcastle\b/, 'castle'],
  [/\bstanding stones\b|\bcallanish\b/, 'standing stones'],
  [/\bceltic knot\b/, 'celtic knot'],
  [/\bmunro\b|\bben nevis\b|\bglencoe\b/, 'mountains'],
  [/\bmap\b/, 'map'],
  [/\btweed\b/, 'tweed'],
];

const PLACEMENTS: readonly [RegExp, ArtworkPlacement][] = [
  [/\bleft (of the )?chest\b/, 'left-chest'],
  [/\b(one|lower|upper|a) corner\b/, 'corner'],
];

export function requirementsFor(text: SaleText): Requirement[] {
  const name = text.name.toLowerCase();
  const description = text.description.toLowerCase().replace(/\s+/g, ' ');
  const options = Object.values(text.attributes).flat().join('. ').toLowerCase();
  const all = `${name}. ${description} ${options}`;
  const found: Requirement[] = [];

  const kind = KINDS.find(([pattern]) => pattern.test(name)) ?? KINDS.find(([pattern]) => pattern.test(text.category.toLowerCase()));
  if (kind) found.push({ aspect: 'kind', allowed: kind[1], because: kind[0].source });
  for (const [pattern, kinds] of KIND_PHRASES) if (pattern.test(description)) found.push({ aspect: 'kind', allowed: kinds, because: pattern.source });

  for (const rule of MATERIALS) {
    const hit = rule.name?.exec(name) ?? rule.text?.exec(all);
    if (hit) found.push({ aspect: 'material', allowed: rule.allowed, because: hit[0] });
  }

  // Colours: every colourway the shop offers or names for the material; the picture shows one of them.
  const colours = new Set<ArtworkColour>();
  const colourWords: string[] = [];
  for (const attribute of COLOUR_ATTRIBUTES) {
    for (const option of text.attributes[attribute] ?? []) {
      if (/^unframed$/i.test(option)) continue;
      const word = new RegExp(`\\b(${colourAlternatives})\\b`, 'i').exec(option)?.[1];
      const colour = word ? colourOf(word) : undefined;
      if (!colour) {
        found.push({ aspect: 'colour', allowed: [], because: `${attribute} option "${option}" names no colour the artwork can draw` });
        continue;
      }
      colours.add(colour);
      colourWords.push(option);
    }
  }
  for (const pattern of [COLOUR_BEFORE, COLOUR_AFTER]) {
    for (const hit of description.matchAll(pattern)) {
      const colour = hit[1] ? colourOf(hit[1]) : undefined;
      if (colour) {
        colours.add(colour);
        colourWords.push(hit[0]);
      }
    }
  }
  if (colours.size > 0) found.push({ aspect: 'colour', allowed: [...colours], because: colourWords.join(', ') });

  const inks = [...description.matchAll(INK)].flatMap((hit) => (hit[1] ? [colourOf(hit[1])] : [])).filter((colour) => colour !== undefined);
  if (inks.length > 0) found.push({ aspect: 'ink', allowed: inks, because: 'printed or embroidered in' });

  for (const [pattern, palette] of TARTAN_NAMES) {
    if (pattern.test(name) && /\btartan\b/.test(name)) found.push({ aspect: 'tartan', allowed: [palette], because: pattern.source });
  }
  found.push({ aspect: 'tartan', allowed: /\btartans?\b/.test(name) ? ['drawn'] : ['not drawn'], because: 'tartan in the name, or not' });

  for (const [pattern, subject] of PRODUCT_SUBJECTS) if (pattern.test(name)) found.push({ aspect: 'subject', allowed: [subject], because: pattern.source });
  if (/\bherringbone\b/.test(description)) found.push({ aspect: 'subject', allowed: ['herringbone'], because: 'herringbone' });

  const placement = PLACEMENTS.find(([pattern]) => pattern.test(description));
  found.push({ aspect: 'placement', allowed: [placement ? placement[1] : 'centre'], because: placement ? placement[0].source : 'no placement named' });

  const caption = /\bthe words ([^,.;]+)/.exec(text.description);
  if (caption?.[1]) found.push({ aspect: 'caption', allowed: [caption[1].trim().toLowerCase()], because: caption[0] });
  return found;
}

/** The value(s) a depiction has for an aspect, to compare with a requirement. */
function drawn(depiction: Depiction, aspect: Aspect): readonly string[] {
  switch (aspect) {
    case 'kind':
      return [depiction.kind];
    case 'material':
      return [depiction.material];
    case 'colour':
      return depiction.colour ? [depiction.colour] : [];
    case 'tartan':
      return [depiction.showsTartan ? 'drawn' : 'not drawn', ...(depiction.tartan ? [depiction.tartan] : [])];
    case 'subject':
      return depiction.subjects;
    case 'placement':
      return [depiction.placement];
    case 'ink':
      return depiction.ink ? [depiction.ink] : [];
    case 'caption':
      return depiction.caption ? [depiction.caption.toLowerCase()] : [];
  }
}

/** Every way the spec's picture contradicts the words; empty when it shows what is sold. */
export function productMismatches(text: SaleText, spec: ArtworkSpec): string[] {
  const requirements = requirementsFor(text);
  const problems: string[] = [];
  if (!requirements.some((requirement) => requirement.aspect === 'kind')) problems.push(`${text.name}: no word says what kind of thing it is`);
  const depiction = depictionOf(spec);
  for (const requirement of requirements) {
    const values = drawn(depiction, requirement.aspect);
    if (!values.some((value) => requirement.allowed.includes(value))) {
      problems.push(`${text.name}: ${requirement.aspect} must be ${requirement.allowed.join(' or ') || '(nothing drawable)'} (${requirement.because}), but the picture shows ${values.join(', ') || 'none'}`);
    }
  }
  return problems;
}

/** Subjects a story's or an adventure's title and location promise its picture shows. */
const PLACE_SUBJECTS: readonly [RegExp, readonly string[]][] = [
  [/\bmelrose abbey\b/, ['abbey', 'ruin']],
  [/\biona\b|\babbey\b/, ['abbey']],
  [/\bculloden\b|\bbattlefield\b/, ['battlefield', 'memorial cairn']],
  [/\bstargazing\b|\bdark sky\b/, ['night sky']],
  [/\bburns night\b/, ['burns supper']],
  [/\bhighland games\b/, ['highland games']],
  [/\btweed\b/, ['tweed', 'loom']],
  [/\bhow tartan is woven\b|\bthe sett\b/, ['tartan', 'loom']],
  [/\bcrofting\b/, ['croft']],
  [/\bwhisky\b|\bdram\b/, ['distillery']],
  [/\bgaelic\b|\bgàidhlig\b/, ['gaelic sign']],
  [/\bmunro\b/, ['summit cairn']],
  [/\bclearances\b/, ['ruined township']],
  [/\bhighland cow\b/, ['highland cow']],
  [/\bthistle\b/, ['thistle']],
  [/\blighthouse\b|\bst abbs head\b/, ['lighthouse']],
  [/\bcallanish\b|\bbrodgar\b|\bstanding stones\b/, ['standing stones']],
  [/\bclava\b/, ['standing stones', 'cairn']],
  [/\bcastle\b|\bclans\b|\bloch an eilein\b/, ['castle']],
  [/\barthur’s seat\b|\barthur's seat\b/, ['crag', 'city']],
  [/\bben nevis\b/, ['mountain']],
  [/\bbennachie\b|\bmither tap\b/, ['tor']],
  [/\bcorries\b|\blochnagar\b/, ['corrie']],
  [/\blost valley\b/, ['hidden valley']],
  [/\bfairy pools\b/, ['waterfall']],
  [/\bkelpies\b/, ['kelpies']],
  [/\bbass rock\b/, ['sea rock']],
  [/\bstorr\b|\bquiraing\b/, ['pinnacles']],
  [/\bconic hill\b|\bloch lomond\b/, ['loch']],
  [/\bmerrick\b|\bglen trool\b/, ['loch', 'mountains']],
];

/** Words a scene's alt text must use, so it says what is drawn; each pattern must match. */
const ALT_WORDS: Record<ArtworkMotif, readonly RegExp[]> = {
  tartan: [/\btartan\b/],
  tweed: [/\btweed\b/, /\bloom\b/],
  herringbone: [/\bherringbone\b/],
  landscape: [/\bhills?\b|\bmountains?\b|\bglens?\b/],
  mountain: [/\bmountain\b/],
  thistle: [/\bthistles?\b/],
  'thistle-line': [/\bthistle\b/],
  'thistle-and-heather': [/\bthistles?\b/, /\bheather\b/],
  stag: [/\bstag\b/],
  'stag-silhouette': [/\bstag\b/],
  'stag-head': [/\bstag\b/],
  'tartan-stag': [/\bstag\b/, /\btartan\b/],
  'celtic-knot': [/\bcross\b|\bknot/],
  heather: [/\bheather\b/],
  lighthouse: [/\blighthouse\b/],
  castle: [/\bcastle\b/],
  'highland-cow': [/\bcow\b/],
  'cow-in-heather': [/\bcow\b/, /\bheather\b/],
  loch: [/\bloch\b/],
  'standing-stones': [/\bstanding stones\b/],
  'ring-cairn': [/\bstanding stones\b/, /\bcairn\b/],
  'ridge-line': [/\bridge\b/],
  'contour-map': [/\bmap\b/],
  'tartan-swatches': [/\btartans?\b/],
  abbey: [/\babbey\b/, /\btower\b/],
  'abbey-ruin': [/\babbey\b/, /\bruin/, /\broofless\b/],
  battlefield: [/\bmoor\b/, /\bmemorial cairn\b/],
  'night-sky': [/\bstars\b/, /\bmilky way\b/],
  'burns-supper': [/\bhaggis\b/],
  'highland-games': [/\bcaber\b/, /\bpipe/],
  loom: [/\bloom\b/, /\btartan\b/],
  croft: [/\bcroft\b/],
  distillery: [/\bdistillery\b/],
  'road-sign': [/\bsign\b/, /\bgaelic\b/],
  'summit-cairn': [/\bcairn\b/],
  'ruined-township': [/\broofless\b|\bruin/],
  'city-hill': [/\bhill\b/, /\bcity\b/],
  tor: [/\btor\b/],
  corrie: [/\bcorrie\b/, /\blochan\b/],
  'hidden-valley': [/\bvalley\b/],
  waterfall: [/\bpools\b/, /\bfalls\b|\bwaterfalls\b/],
  kelpies: [/\bhorse heads\b/],
  'sea-rock': [/\brock\b/],
  pinnacles: [/\bpinnacles?\b/],
};

/** The words a story or an adventure is known by, and what its picture shows and says. */
export interface SceneText {
  title: string;
  /** An adventure's location; a story has none. */
  location?: string;
  motif: ArtworkMotif;
  alt: string;
}

export function sceneMismatches(scene: SceneText): string[] {
  const subject = `${scene.title} ${scene.location ?? ''}`.toLowerCase();
  const shows = MOTIF_SUBJECTS[scene.motif];
  const rules = PLACE_SUBJECTS.filter(([pattern]) => pattern.test(subject));
  const problems: string[] = [];
  if (rules.length === 0) problems.push(`${scene.title}: no word in its title or location says what its picture should show`);
  for (const [pattern, subjects] of rules) {
    const missing = subjects.filter((wanted) => !shows.includes(wanted));
    if (missing.length > 0) problems.push(`${scene.title}: ${pattern.source} needs ${missing.join(' and ')}, but a ${scene.motif} scene shows ${shows.join(', ')}`);
  }
  problems.push(...altMismatches(scene.title, scene.motif, scene.alt));
  return problems;
}

/** Where an alt text fails to name what its scene draws. */
export function altMismatches(label: string, motif: ArtworkMotif, alt: string): string[] {
  const text = alt.toLowerCase();
  return ALT_WORDS[motif].filter((pattern) => !pattern.test(text)).map((pattern) => `${label}: the alt text "${alt}" does not say what the ${motif} scene draws (${pattern.source})`);
}
