/** Seeds the shop's stories and adventures (lib/content/seed) into a database that has none yet. */
import { count, sql } from 'drizzle-orm';
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
    contentHtml: adventure.contentHtml,
    location: adventure.location,
    region: adventure.region,
    activityTypes: adventure.activityTypes,
    difficulty: adventure.difficulty,
    duration: adventure.duration,
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
