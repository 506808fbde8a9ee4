/**
 * Where the stories' and adventures' generated pictures live, and what each one shows. The seed (which
 * stores the URLs) and the artwork generator (which draws the files) both read this, so they agree.
 */
import type { SceneSvgOptions } from '@/data/artwork/compose';
import type { SeedAdventure, SeedArticle } from './types';

export const STORY_IMAGE_DIR = 'public/images/generated/stories';
export const ADVENTURE_IMAGE_DIR = 'public/images/generated/adventures';
const STORY_IMAGE_URL = '/images/generated/stories';
const ADVENTURE_IMAGE_URL = '/images/generated/adventures';

/** 16:9, wide enough for a full-width hero on a laptop. */
export const CONTENT_IMAGE_WIDTH = 1200;
export const CONTENT_IMAGE_HEIGHT = 675;

export interface ContentImage {
  url: string;
  alt: string;
}

export interface ContentPicture extends ContentImage {
  /** Where the generator writes it. */
  file: string;
  scene: SceneSvgOptions;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function storyPicture(article: Pick<SeedArticle, 'slug' | 'artwork'>): ContentPicture {
  const { motif, palette, scene } = article.artwork;
  return {
    url: `${STORY_IMAGE_URL}/${article.slug}.webp`,
    alt: capitalised(scene),
    file: `${STORY_IMAGE_DIR}/${article.slug}.webp`,
    scene: { motif, palette, seed: `story:${article.slug}`, width: CONTENT_IMAGE_WIDTH, height: CONTENT_IMAGE_HEIGHT },
  };
}

/** The hero picture first, then two more for the Gallery tab: the wider country, and another look. */
export function adventurePictures(adventure: Pick<SeedAdventure, 'slug' | 'title' | 'location' | 'artwork'>): ContentPicture[] {
  const { motif, palette, scene } = adventure.artwork;
  const views: { motif: SceneSvgOptions['motif']; alt: string }[] = [
    { motif, alt: capitalised(scene) },
    { motif: 'landscape', alt: `The hills and glens around ${adventure.location}` },
    { motif, alt: `Another view of ${adventure.title}: ${scene}` },
  ];
  return views.map((view, index) => ({
    url: `${ADVENTURE_IMAGE_URL}/${adventure.slug}-${index + 1}.webp`,
    alt: view.alt,
    file: `${ADVENTURE_IMAGE_DIR}/${adventure.slug}-${index + 1}.webp`,
    scene: { motif: view.motif, palette, seed: `adventure:${adventure.slug}:${index + 1}`, width: CONTENT_IMAGE_WIDTH, height: CONTENT_IMAGE_HEIGHT },
  }));
}
