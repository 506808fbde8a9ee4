/**
 * The site's own scene pictures (not products): rendered by scripts/generate-artwork.ts into
 * public/images/generated/scenes and shown by the pages. The alt text lives beside each scene
 * because it describes what that seed draws; change one, check the other.
 */
import type { SceneSvgOptions } from './compose';

export const SCENE_IMAGE_DIR = 'public/images/generated/scenes';
const SCENE_IMAGE_URL = '/images/generated/scenes';

export interface SiteScene {
  /** File name without extension; also the URL's last segment. */
  name: string;
  src: string;
  alt: string;
  width: number;
  height: number;
  scene: SceneSvgOptions;
}

function siteScene(name: string, alt: string, scene: Omit<SceneSvgOptions, 'seed' | 'width' | 'height'>, width: number, height: number): SiteScene {
  return { name, src: `${SCENE_IMAGE_URL}/${name}.webp`, alt, width, height, scene: { ...scene, seed: name, width, height } };
}

// 16:9 at 1600 covers a full-width hero on most screens; the teasers sit in half-width columns.
export const SITE_SCENES = {
  homeHero: siteScene(
    'home-hero',
    'Heather in bloom on the shore of a still loch, with purple hills and a pale sun beyond',
    { motif: 'heather', palette: 'heather-moor' },
    1600,
    900,
  ),
  collectionBanner: siteScene(
    'collection-banner',
    'A Royal Stewart tartan banner flying above a loch at sunset',
    { motif: 'tartan', palette: 'royal-stewart' },
    800,
    600,
  ),
  adventures: siteScene(
    'adventures',
    'Green hills rising above a calm loch, with pine trees on the near shore',
    { motif: 'landscape', palette: 'campbell' },
    800,
    600,
  ),
  stories: siteScene(
    'stories',
    'A castle with lit windows on a low island in a loch at dusk, mirrored in the water',
    { motif: 'castle', palette: 'black-watch' },
    800,
    600,
  ),
} as const satisfies Record<string, SiteScene>;

export const SITE_SCENE_LIST: readonly SiteScene[] = Object.values(SITE_SCENES);
