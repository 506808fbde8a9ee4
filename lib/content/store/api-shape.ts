/** Stories (the API's articles) and adventures as the API returns them (docs/product/rules.md#entities). */
import type { Adventure, Article, OwnerAdventure, OwnerStory } from './types';

export function articlePath(slug: string): string {
  return `/articles/${slug}`;
}

export function adventurePath(slug: string): string {
  return `/adventures/${slug}`;
}

export function toApiArticle(article: Article) {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    // The API offers both: `description` for structured data, `image` beside `imageUrl`.
    description: article.excerpt,
    content: article.bodyHtml,
    imageUrl: article.image?.url ?? null,
    image: article.image,
    featured: article.featured,
    publishedAt: article.publishedAt.toISOString(),
    modifiedAt: (article.modifiedAt ?? article.publishedAt).toISOString(),
    readTime: article.readTimeMinutes,
    keywords: article.keywords,
    productSlugs: article.productSlugs,
    url: articlePath(article.slug),
  };
}

export type ApiArticle = ReturnType<typeof toApiArticle>;

export function toApiAdventure(adventure: Adventure) {
  return {
    id: adventure.id,
    slug: adventure.slug,
    title: adventure.title,
    description: adventure.description,
    content: adventure.contentHtml,
    location: adventure.location,
    region: adventure.region,
    activityTypes: adventure.activityTypes,
    difficulty: adventure.difficulty,
    duration: adventure.duration,
    distance: adventure.distance,
    bestTimeToVisit: adventure.bestTimeToVisit,
    latitude: adventure.latitude,
    longitude: adventure.longitude,
    imageUrl: adventure.images[0]?.url ?? null,
    images: adventure.images,
    featured: adventure.featured,
    whatToBring: adventure.whatToBring,
    seasonalAdvice: adventure.seasonalAdvice,
    url: adventurePath(adventure.slug),
  };
}

export type ApiAdventure = ReturnType<typeof toApiAdventure>;

/** A story as the back office's API returns it: the public shape, with its Markdown and whether it is published. */
export function toOwnerApiStory(story: OwnerStory) {
  return { ...toApiArticle(story), body: story.bodyMarkdown, published: story.published };
}

export function toOwnerApiAdventure(adventure: OwnerAdventure) {
  return { ...toApiAdventure(adventure), body: adventure.contentMarkdown, published: adventure.published, updatedAt: adventure.updatedAt.toISOString() };
}

export type OwnerApiStory = ReturnType<typeof toOwnerApiStory>;
export type OwnerApiAdventure = ReturnType<typeof toOwnerApiAdventure>;
