import { seedCategories } from '@/data/catalogue/categories';
import { seedProducts } from '@/data/catalogue/products';
import type { SeedProduct } from '@/data/catalogue/types';
import { seedAdventures } from '@/lib/content/seed/adventures';
import { seedArticles } from '@/lib/content/seed/articles';
import { adventurePictures, storyPicture } from '@/lib/content/seed/images';
import { htmlToText } from '@/lib/domain/text';
import type { ArtworkSpec } from './types';
import { SITE_SCENE_LIST } from './site-scenes';
import { altMismatches, productMismatches, sceneMismatches, type SaleText } from './depiction';

function saleText(product: SeedProduct): SaleText {
  const category = seedCategories.find((candidate) => candidate.slug === product.categorySlug)?.name ?? '';
  const attributes = product.type === 'variable' ? Object.fromEntries(product.attributes.map((attribute) => [attribute.name, attribute.options])) : {};
  return { name: product.name, category, attributes, description: htmlToText(product.descriptionHtml) };
}

const product = (slug: string): SeedProduct => {
  const found = seedProducts.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`No seed product ${slug}`);
  return found;
};

/** The product's words with another picture: what a wrong spec would be judged against. */
const withSpec = (slug: string, artwork: ArtworkSpec): string[] => productMismatches(saleText(product(slug)), artwork);

describe('every seed product is drawn as what is sold', () => {
  it.each(seedProducts.map((item) => [item.slug, item] as const))('%s', (_, item) => {
    expect(productMismatches(saleText(item), item.artwork)).toEqual([]);
  });
});

describe('a picture that contradicts its product is caught', () => {
  it('a flannel shirt drawn as a t-shirt', () => {
    expect(withSpec('black-watch-tartan-flannel-shirt', { shape: 't-shirt', motif: 'tartan', palette: 'black-watch' })).toEqual([
      expect.stringMatching(/kind must be flannel-shirt .* shows t-shirt/),
      expect.stringMatching(/material must be flannel .* shows jersey/),
    ]);
  });

  it('a flannel shirt in the wrong tartan, or in none', () => {
    expect(withSpec('black-watch-tartan-flannel-shirt', { shape: 'flannel-shirt', motif: 'tartan', palette: 'royal-stewart' })).toEqual([expect.stringMatching(/tartan must be black-watch/)]);
    expect(withSpec('black-watch-tartan-flannel-shirt', { shape: 'flannel-shirt', motif: 'thistle', palette: 'black-watch' })).toEqual([
      expect.stringMatching(/tartan must be black-watch/),
      expect.stringMatching(/tartan must be drawn/),
    ]);
  });

  it('a sweatshirt drawn as a tee, or in a colour it is not sold in', () => {
    expect(withSpec('highland-stag-organic-sweatshirt', { shape: 't-shirt', motif: 'stag', palette: 'campbell' }).join('\n')).toMatch(/kind must be sweatshirt[\s\S]*colour must be forest-green or navy[\s\S]*placement must be left-chest/);
    expect(withSpec('highland-stag-organic-sweatshirt', { shape: 'sweatshirt', motif: 'stag-silhouette', palette: 'campbell', colour: 'white', placement: 'left-chest', ink: 'cream' })).toEqual([expect.stringMatching(/colour must be forest-green or navy/)]);
  });

  it('a tweed apron printed with heather instead of made of tweed', () => {
    expect(withSpec('heather-tweed-workshop-apron', { shape: 'apron', motif: 'heather', palette: 'heather-moor' }).join('\n')).toMatch(/material must be tweed[\s\S]*subject must be tweed/);
  });

  it('a leather case drawn in plastic', () => {
    expect(withSpec('celtic-knot-leather-phone-case', { shape: 'phone-case', motif: 'celtic-knot', palette: 'slate-and-oak' })).toEqual([expect.stringMatching(/material must be leather .* shows polycarbonate/)]);
  });

  it('a gift card drawn as a notebook', () => {
    expect(withSpec('highland-home-gift-card', { shape: 'notebook', motif: 'thistle', palette: 'royal-stewart' })).toEqual([expect.stringMatching(/kind must be gift-card .* shows notebook/)]);
  });

  it('a stag product without its stag, and a print with the wrong frame', () => {
    expect(withSpec('pewter-stag-keyring', { shape: 'keyring', motif: 'thistle', palette: 'slate-and-oak', material: 'pewter' })).toEqual([expect.stringMatching(/subject must be stag/)]);
    expect(withSpec('glencoe-in-winter-framed-print', { shape: 'framed-print', motif: 'landscape', palette: 'winter-snow', colour: 'black' })).toEqual([expect.stringMatching(/colour must be white/)]);
  });

  it('tartan drawn on a product that is not sold as tartan', () => {
    expect(withSpec('thistle-stoneware-mug', { shape: 'mug', motif: 'tartan', palette: 'campbell', material: 'stoneware', colour: 'loch-blue' }).join('\n')).toMatch(/tartan must be not drawn[\s\S]*subject must be thistle/);
  });

  it('a product whose words name no kind of thing', () => {
    expect(productMismatches({ name: 'Mystery Object', category: 'Uncategorised', attributes: {}, description: '' }, { shape: 'mug', motif: 'plain', palette: 'campbell' })).toEqual([expect.stringMatching(/no word says what kind of thing it is/)]);
  });

  it('a colour option the artwork cannot draw', () => {
    const text: SaleText = { name: 'Plain T-Shirt', category: 'T-Shirts', attributes: { Colour: ['Mauve'] }, description: '' };
    expect(productMismatches(text, { shape: 't-shirt', motif: 'plain', palette: 'campbell', colour: 'white' })).toEqual([expect.stringMatching(/Colour option "Mauve" names no colour/)]);
  });
});

const stories = seedArticles.map((article) => ({ title: article.title, motif: article.artwork.motif, alts: [storyPicture(article).alt] }));
const adventures = seedAdventures.map((adventure) => {
  const [hero, , another] = adventurePictures(adventure);
  return { title: adventure.title, location: adventure.location, motif: adventure.artwork.motif, alts: [hero?.alt ?? '', another?.alt ?? ''] };
});

describe('every story and adventure picture shows its subject, and its alt text says what is drawn', () => {
  it.each([...stories, ...adventures].map((piece) => [piece.title, piece] as const))('%s', (_, piece) => {
    for (const alt of piece.alts) expect(sceneMismatches({ ...piece, alt })).toEqual([]);
  });

  it('the wider view of an adventure shows the hills and says so', () => {
    for (const adventure of seedAdventures) {
      const wider = adventurePictures(adventure)[1];
      expect(wider?.scene.motif).toBe('landscape');
      expect(altMismatches(adventure.title, 'landscape', wider?.alt ?? '')).toEqual([]);
    }
  });

  it.each(SITE_SCENE_LIST.map((scene) => [scene.name, scene] as const))('site scene %s', (_, scene) => {
    expect(altMismatches(scene.name, scene.scene.motif, scene.alt)).toEqual([]);
  });
});

describe('a scene that contradicts its subject is caught', () => {
  const iona = { title: 'Iona: Abbey, Nunnery and the Bay at the Back of the Ocean', location: 'Isle of Iona, off Mull' };

  it('an abbey drawn as a castle', () => {
    expect(sceneMismatches({ ...iona, motif: 'castle', alt: 'Castle on a knoll' })).toEqual([expect.stringMatching(/needs abbey/)]);
  });

  it('Melrose drawn as a roofed abbey, Culloden as standing stones, a dark-sky park by day', () => {
    expect(sceneMismatches({ title: 'Melrose Abbey and the Eildon Hills', motif: 'abbey', alt: 'Abbey with its tower' })).toEqual([expect.stringMatching(/needs ruin/)]);
    expect(sceneMismatches({ title: 'Culloden Battlefield', motif: 'standing-stones', alt: 'Standing stones on a moor' })).toEqual([expect.stringMatching(/needs battlefield and memorial cairn/)]);
    expect(sceneMismatches({ title: 'Stargazing in Galloway Forest Dark Sky Park', motif: 'loch', alt: 'A loch by day' })).toEqual([expect.stringMatching(/needs night sky/)]);
  });

  it('an alt text that describes something other than the picture', () => {
    expect(sceneMismatches({ ...iona, motif: 'abbey', alt: 'A castle on an island' }).join('\n')).toMatch(/does not say what the abbey scene draws/);
  });

  it('a piece whose title names nothing drawable', () => {
    expect(sceneMismatches({ title: 'Miscellany', motif: 'loch', alt: 'A loch' })).toEqual([expect.stringMatching(/no word in its title or location/)]);
  });
});
