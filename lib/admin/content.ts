/**
 * The back office's stories and adventures (docs/adr/0032): each write and its audit record in one
 * transaction, then the pages showing stories and adventures refreshed, on every instance, so a
 * story published or taken down shows so within seconds.
 */
import { renderMarkdown } from '@/lib/content/markdown/markdown';
import { refreshContent } from '@/lib/cache/refresh-content';
import { ownerContent, type AdventureChange, type AdventureFields, type OwnerAdventure, type OwnerStory, type StoryChange, type StoryFields } from '@/lib/content/store';
import { inOneTransaction, scopedDb } from '@/lib/db/unit-of-work';
import { changedFields } from '@/lib/domain/owner-content';
import { notFound } from '@/lib/errors';
import { recordAudit } from './audit';
import type { Owner } from './owners';

/** What the audit log keeps of a story: the owner's own fields, the body as written. */
function storyAudit(story: OwnerStory): Record<string, unknown> {
  const { slug, title, excerpt, bodyMarkdown, published, featured, keywords, productSlugs } = story;
  return { slug, title, excerpt, body: bodyMarkdown, published, featured, keywords, productSlugs };
}

function adventureAudit(adventure: OwnerAdventure): Record<string, unknown> {
  const { slug, title, description, contentMarkdown, location, region, difficulty, duration, distance, activityTypes, bestTimeToVisit, whatToBring, seasonalAdvice, latitude, longitude, published, featured } = adventure;
  return { slug, title, description, body: contentMarkdown, location, region, difficulty, duration, distance, activityTypes, bestTimeToVisit, whatToBring, seasonalAdvice, latitude, longitude, published, featured };
}

async function audited<T>(work: () => Promise<T>, entry: (result: T) => Parameters<typeof recordAudit>[2], owner: Owner): Promise<T> {
  const result = await inOneTransaction(async () => {
    const done = await work();
    await recordAudit(scopedDb(), owner, entry(done));
    return done;
  });
  refreshContent();
  return result;
}

export const listStoriesForOwner = () => ownerContent().listStories();
export const listAdventuresForOwner = () => ownerContent().listAdventures();

export async function storyForOwner(slug: string): Promise<OwnerStory> {
  const story = await ownerContent().getStory(slug);
  if (!story) throw notFound(`There is no story "${slug}".`);
  return story;
}

export async function adventureForOwner(slug: string): Promise<OwnerAdventure> {
  const adventure = await ownerContent().getAdventure(slug);
  if (!adventure) throw notFound(`There is no adventure "${slug}".`);
  return adventure;
}

export function createStory(owner: Owner, fields: StoryFields): Promise<OwnerStory> {
  return audited(() => ownerContent().createStory(fields), (story) => ({ action: 'story.create', entity: 'story', entityId: story.id, before: null, after: storyAudit(story) }), owner);
}

export async function updateStory(owner: Owner, slug: string, change: StoryChange): Promise<OwnerStory> {
  const { after } = await audited(
    () => ownerContent().updateStory(slug, change),
    ({ before, after }) => ({ action: 'story.update', entity: 'story', entityId: after.id, ...changedFields(storyAudit(before), storyAudit(after)) }),
    owner,
  );
  return after;
}

export function createAdventure(owner: Owner, fields: AdventureFields): Promise<OwnerAdventure> {
  return audited(() => ownerContent().createAdventure(fields), (adventure) => ({ action: 'adventure.create', entity: 'adventure', entityId: adventure.id, before: null, after: adventureAudit(adventure) }), owner);
}

export async function updateAdventure(owner: Owner, slug: string, change: AdventureChange): Promise<OwnerAdventure> {
  const { after } = await audited(
    () => ownerContent().updateAdventure(slug, change),
    ({ before, after }) => ({ action: 'adventure.update', entity: 'adventure', entityId: after.id, ...changedFields(adventureAudit(before), adventureAudit(after)) }),
    owner,
  );
  return after;
}

/** The editor's preview: the same rendering and sanitising a save does. */
export function previewMarkdown(markdown: string): string {
  return renderMarkdown(markdown).trim();
}
