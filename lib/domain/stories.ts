/** Heritage stories (the API's articles): how they are dated, and which others a story suggests. */

/** How many other stories a story suggests. */
export const MORE_STORIES_COUNT = 3;

// The shop is in Scotland: a story published at 00:30 on 14 March in London is dated 14 March everywhere.
const storyDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** The en-GB long format, e.g. "14 March 2026". */
export function storyDate(date: Date): string {
  return storyDateFormat.format(date);
}

export function readTimeLabel(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} min read`;
}

export interface StoryLike {
  slug: string;
  featured: boolean;
  keywords: readonly string[];
  productSlugs: readonly string[];
}

/** The list's big block shows the first featured story (the stories come newest first). */
export function featuredStory<T extends Pick<StoryLike, 'featured'>>(stories: readonly T[]): T | null {
  return stories.find((story) => story.featured) ?? null;
}

function overlap(a: readonly string[], b: readonly string[]): number {
  const set = new Set(a);
  return b.filter((item) => set.has(item)).length;
}

/**
 * "More Highland Stories": the stories nearest this one (shared keywords and products) first, so a
 * reader of the whisky story is offered the other food and drink stories; ties keep the given order.
 */
export function otherStories<T extends StoryLike>(stories: readonly T[], current: StoryLike, count = MORE_STORIES_COUNT): T[] {
  return stories
    .filter((story) => story.slug !== current.slug)
    .map((story, index) => ({ story, index, score: overlap(current.keywords, story.keywords) + overlap(current.productSlugs, story.productSlugs) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, Math.max(0, count))
    .map(({ story }) => story);
}
