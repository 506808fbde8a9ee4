/**
 * The shop's heritage stories, for the seed: one Markdown file each in content/stories, read through
 * the content pipeline (./read.ts, then lib/content/markdown). The editorial rules the schema cannot
 * express (lengths, word counts, allowed tags) are held by content.test.ts.
 */
import { isoDate, kebabCase, plainText } from '@/lib/content/markdown/front-matter';
import { z } from '@/lib/zod';
import { artworkField } from './front-matter';
import { contentFilesIn, readSluggedPiece } from './read';
import type { SeedArticle } from './types';

export const STORIES_DIR = 'content/stories';

const storyFrontMatter = z.strictObject({
  title: plainText,
  /** Must match the file name: it is the story's URL. */
  slug: kebabCase,
  excerpt: plainText,
  publishedOn: isoDate,
  modifiedOn: isoDate.optional(),
  featured: z.boolean(),
  keywords: z.array(plainText).min(1),
  productSlugs: z.array(kebabCase),
  artwork: artworkField,
});

export function loadStory(file: string): SeedArticle {
  const { data, markdown, html } = readSluggedPiece(file, storyFrontMatter);
  const { modifiedOn, ...rest } = data;
  return {
    ...rest,
    ...(modifiedOn === undefined ? {} : { modifiedOn }),
    bodyMarkdown: markdown,
    bodyHtml: html,
  };
}

/** Oldest first, the order they were published in. */
export function loadStories(folder = STORIES_DIR): SeedArticle[] {
  return contentFilesIn(folder)
    .map(loadStory)
    .sort((a, b) => a.publishedOn.localeCompare(b.publishedOn) || a.slug.localeCompare(b.slug));
}

export const seedArticles: SeedArticle[] = loadStories();
