import type { ArtworkMaterial, ArtworkMotif, ArtworkPalette, ArtworkShape, ArtworkSpec } from './types';
import { COLOURWAYS } from './materials';
import { composeProductSvg, composeSceneSvg } from './compose';
import { ARTWORK_MATERIALS, ARTWORK_MOTIFS, ARTWORK_PALETTES, ARTWORK_SHAPES } from './vocabulary';

const SHAPES: readonly ArtworkShape[] = ARTWORK_SHAPES;
const MOTIFS: readonly ArtworkMotif[] = ARTWORK_MOTIFS;
const PALETTES: readonly ArtworkPalette[] = ARTWORK_PALETTES;
const VIEWS = [0, 1, 2] as const;

/** Tags balance, ids are unique, and every url(#id) and href points at an id in the document. */
function expectWellFormed(svg: string, viewBox: string): void {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).toContain(`viewBox="${viewBox}"`);
  expect(svg).not.toMatch(/NaN|undefined|Infinity|null/);

  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name ?? '');
  }
  expect(stack).toEqual([]);

  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  expect(new Set(ids).size).toBe(ids.length);
  const known = new Set(ids);
  for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(known.has(ref ?? '')).toBe(true);
  for (const [, ref] of svg.matchAll(/href="#([^"]+)"/g)) expect(known.has(ref ?? '')).toBe(true);
}

describe('composeProductSvg', () => {
  const spec: ArtworkSpec = { shape: 'apron', motif: 'tartan', palette: 'royal-stewart' };

  it('is deterministic for the same spec, seed and view', () => {
    for (const view of VIEWS) {
      expect(composeProductSvg(spec, { seed: 'stewart-apron', view })).toBe(composeProductSvg(spec, { seed: 'stewart-apron', view }));
    }
  });

  it('varies with the seed, so products sharing a spec still differ', () => {
    for (const view of VIEWS) {
      expect(composeProductSvg(spec, { seed: 'stewart-apron', view })).not.toBe(composeProductSvg(spec, { seed: 'stewart-apron-large', view }));
    }
    const stag: ArtworkSpec = { shape: 'mug', motif: 'stag', palette: 'highland-sunset' };
    expect(composeProductSvg(stag, { seed: 'a', view: 0 })).not.toBe(composeProductSvg(stag, { seed: 'b', view: 0 }));
  });

  it('gives three distinct views of one product', () => {
    const [studio, closeup, styled] = VIEWS.map((view) => composeProductSvg(spec, { seed: 'p', view }));
    expect(new Set([studio, closeup, styled]).size).toBe(3);
  });

  it.each(SHAPES)('draws a well-formed %s in every view', (shape: ArtworkShape) => {
    for (const view of VIEWS) {
      const motif = MOTIFS[(SHAPES.indexOf(shape) + view) % MOTIFS.length] ?? 'tartan';
      const palette = PALETTES[(SHAPES.indexOf(shape) * 2 + view) % PALETTES.length] ?? 'campbell';
      expectWellFormed(composeProductSvg({ shape, motif, palette }, { seed: `${shape}-${view}`, view }), '0 0 800 800');
    }
  });

  it.each(MOTIFS)('draws a well-formed %s motif, printed and engraved', (motif: ArtworkMotif) => {
    for (const shape of ['framed-print', 'chopping-board', 'scarf'] as const) {
      for (const view of VIEWS) {
        expectWellFormed(composeProductSvg({ shape, motif, palette: 'black-watch' }, { seed: `${motif}-${shape}`, view }), '0 0 800 800');
      }
    }
  });

  it.each(PALETTES)('handles the %s palette', (palette: ArtworkPalette) => {
    expectWellFormed(composeProductSvg({ shape: 'cushion', motif: 'tartan', palette }, { seed: palette, view: 1 }), '0 0 800 800');
    expectWellFormed(composeProductSvg({ shape: 'glass-board', motif: 'landscape', palette }, { seed: palette, view: 0 }), '0 0 800 800');
  });

  /** A shape on which each material changes the drawing. */
  const MATERIAL_SHAPES: Record<ArtworkMaterial, ArtworkShape> = {
    cotton: 'apron', canvas: 'apron', linen: 'apron', 'waxed-cotton': 'apron', tweed: 'apron', flannel: 'flannel-shirt', jersey: 't-shirt',
    fleece: 'sweatshirt', wool: 'scarf', oak: 'chopping-board', walnut: 'chopping-board', beech: 'chopping-board', 'end-grain-oak': 'chopping-board',
    glass: 'candle', 'amber-glass': 'candle', 'frosted-glass': 'candle', polycarbonate: 'phone-case', leather: 'phone-case', ceramic: 'mug',
    stoneware: 'mug', slate: 'coasters', hardboard: 'coasters', steel: 'keyring', pewter: 'keyring', enamel: 'keyring', paper: 'print', card: 'gift-card',
  };

  it.each(ARTWORK_MATERIALS)('draws a well-formed product in %s, in every view', (material: ArtworkMaterial) => {
    for (const view of VIEWS) {
      const svg = composeProductSvg({ shape: MATERIAL_SHAPES[material], motif: 'stag-head', palette: 'slate-and-oak', material, colour: 'tan' }, { seed: material, view });
      expectWellFormed(svg, '0 0 800 800');
    }
  });

  it('draws a material differently from the shape\'s usual one', () => {
    const plastic: ArtworkSpec = { shape: 'phone-case', motif: 'celtic-knot', palette: 'slate-and-oak' };
    expect(composeProductSvg({ ...plastic, material: 'leather' }, { seed: 'case', view: 0 })).not.toBe(composeProductSvg(plastic, { seed: 'case', view: 0 }));
  });

  it('paints the material in the colour the spec names', () => {
    const sweatshirt: ArtworkSpec = { shape: 'sweatshirt', motif: 'stag-silhouette', palette: 'campbell', colour: 'forest-green', placement: 'left-chest', ink: 'cream' };
    const svg = composeProductSvg(sweatshirt, { seed: 'sweat', view: 0 });
    expect(svg).toContain(COLOURWAYS['forest-green']);
    expect(svg).toContain(COLOURWAYS.cream);
    expect(composeProductSvg({ ...sweatshirt, colour: 'navy' }, { seed: 'sweat', view: 0 })).toContain(COLOURWAYS.navy);
  });

  it('writes a print\'s caption into it', () => {
    expect(composeProductSvg({ shape: 't-shirt', motif: 'ridge-line', palette: 'loch-blue', caption: 'Munro Bagger' }, { seed: 'tee', view: 0 })).toContain('>MUNRO BAGGER</text>');
  });

  it('scales to the requested size on the same 800 grid', () => {
    const svg = composeProductSvg(spec, { seed: 'p', view: 0, size: 400 });
    expect(svg).toMatch(/^<svg[^>]* width="400" height="400"/);
    expect(svg).toContain('viewBox="0 0 800 800"');
    expect(composeProductSvg(spec, { seed: 'p', view: 0 })).toMatch(/^<svg[^>]* width="800" height="800"/);
  });
});

describe('composeSceneSvg', () => {
  it('defaults to 1200 x 675', () => {
    const svg = composeSceneSvg({ motif: 'loch', palette: 'loch-blue', seed: 'loch-katrine' });
    expect(svg).toMatch(/^<svg[^>]* width="1200" height="675"/);
    expectWellFormed(svg, '0 0 1200 675');
  });

  it('honours custom dimensions', () => {
    const svg = composeSceneSvg({ motif: 'castle', palette: 'highland-sunset', seed: 'eilean-donan', width: 1600, height: 900 });
    expect(svg).toMatch(/^<svg[^>]* width="1600" height="900"/);
    expectWellFormed(svg, '0 0 1600 900');
  });

  it('is deterministic and seeded', () => {
    const options = { motif: 'standing-stones', palette: 'heather-moor', seed: 'callanish' } as const;
    expect(composeSceneSvg(options)).toBe(composeSceneSvg(options));
    expect(composeSceneSvg(options)).not.toBe(composeSceneSvg({ ...options, seed: 'clava-cairns' }));
  });

  it.each(MOTIFS)('draws a well-formed %s scene', (motif: ArtworkMotif) => {
    expectWellFormed(composeSceneSvg({ motif, palette: 'campbell', seed: motif }), '0 0 1200 675');
  });
});
