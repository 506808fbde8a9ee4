/**
 * Seeds the shop's stories and adventures (lib/content/seed) into a database that has none yet.
 * After that the database is the source of truth: the owner edits them in the back office
 * (docs/adr/0032), and the files are read again only for an empty database.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { adventurePictures, storyPicture } from '@/lib/content/seed/images';
import type { SeedAdventure, SeedArticle } from '@/lib/content/seed/types';
import { readTimeMinutes } from '@/lib/domain/text';
import type { Database } from './client';
import { adventures, articles } from './schema';

type Executor = Pick<Database, 'insert' | 'select' | 'execute'>;

const imageRow = ({ url, alt }: { url: string; alt: string }) => ({ url, alt });

export function articleRow(article: SeedArticle) {
  return {
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    bodyMarkdown: article.bodyMarkdown,
    bodyHtml: article.bodyHtml,
    featured: article.featured,
    publishedAt: new Date(`${article.publishedOn}T09:00:00Z`),
    modifiedAt: article.modifiedOn ? new Date(`${article.modifiedOn}T09:00:00Z`) : null,
    readTimeMinutes: readTimeMinutes(article.bodyHtml),
    keywords: article.keywords,
    productSlugs: article.productSlugs,
    images: [imageRow(storyPicture(article))],
  };
}

export function adventureRow(adventure: SeedAdventure) {
  return {
    slug: adventure.slug,
    title: adventure.title,
    description: adventure.description,
    contentMarkdown: adventure.contentMarkdown,
    contentHtml: adventure.contentHtml,
    location: adventure.location,
    region: adventure.region,
    activityTypes: adventure.activityTypes,
    difficulty: adventure.difficulty,
    duration: adventure.duration,
    distance: adventure.distance ?? '',
    bestTimeToVisit: adventure.bestTimeToVisit,
    latitude: adventure.latitude,
    longitude: adventure.longitude,
    featured: adventure.featured,
    whatToBring: adventure.whatToBring,
    seasonalAdvice: adventure.seasonalAdvice,
    images: adventurePictures(adventure).map(imageRow),
  };
}

export async function insertContent(db: Executor, seed: { articles: readonly SeedArticle[]; adventures: readonly SeedAdventure[] }): Promise<void> {
  if (seed.articles.length) await db.insert(articles).values(seed.articles.map(articleRow));
  if (seed.adventures.length) await db.insert(adventures).values(seed.adventures.map(adventureRow));
}

/** Like the catalogue: an empty database gets the shop's own writing; one with stories is left alone. */
export async function seedContentIfEmpty(db: Database): Promise<boolean> {
  const { seedArticles } = await import('@/lib/content/seed/articles');
  const { seedAdventures } = await import('@/lib/content/seed/adventures');
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('highland-home-seed-content'))`);
    const [row] = await tx.select({ n: count() }).from(articles);
    if ((row?.n ?? 0) > 0) return false;
    await insertContent(tx, { articles: seedArticles, adventures: seedAdventures });
    return true;
  });
}

/**
 * A database seeded before stories and adventures kept their Markdown (migration 0010) has their
 * HTML alone, and the owner's editor would open on an empty body. Each such row still named by a
 * seed slug gets the file's Markdown (and an adventure its distance). Only rows whose Markdown is
 * empty: the owner's editor never saves an empty body, so what an owner wrote is never touched.
 */
export async function fillSeedMarkdown(db: Database): Promise<number> {
  const [storySlugs, adventureSlugs] = await Promise.all([
    db.select({ slug: articles.slug }).from(articles).where(eq(articles.bodyMarkdown, '')),
    db.select({ slug: adventures.slug }).from(adventures).where(eq(adventures.contentMarkdown, '')),
  ]);
  if (storySlugs.length === 0 && adventureSlugs.length === 0) return 0;
  const { seedArticles } = await import('@/lib/content/seed/articles');
  const { seedAdventures } = await import('@/lib/content/seed/adventures');
  const stories = seedArticles.filter((story) => storySlugs.some((row) => row.slug === story.slug));
  const guides = seedAdventures.filter((guide) => adventureSlugs.some((row) => row.slug === guide.slug));
  return db.transaction(async (tx) => {
    let filled = 0;
    for (const story of stories) {
      const done = await tx
        .update(articles)
        .set({ bodyMarkdown: story.bodyMarkdown })
        .where(and(eq(articles.slug, story.slug), eq(articles.bodyMarkdown, '')))
        .returning({ id: articles.id });
      filled += done.length;
    }
    for (const guide of guides) {
      const done = await tx
        .update(adventures)
        .set({ contentMarkdown: guide.contentMarkdown, distance: guide.distance ?? '' })
        .where(and(eq(adventures.slug, guide.slug), eq(adventures.contentMarkdown, '')))
        .returning({ id: adventures.id });
      filled += done.length;
    }
    return filled;
  });
}
