/**
 * The owner's stories and adventures on PostgreSQL (docs/adr/0032). Every write renders the Markdown
 * it is given through the one sanitising pipeline (lib/content/markdown), so what the storefront
 * reads is already safe; a rename writes the slug it leaves to slug_redirects.
 */
import 'server-only';
import { asc, desc, eq, ne } from 'drizzle-orm';
import { renderMarkdown } from '@/lib/content/markdown/markdown';
import type { Database, Transaction } from '@/lib/db/client';
import { adventures, articles, slugRedirects, type SlugKind } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/db/unique-violation';
import { freeSlug, slugFromTitle } from '@/lib/domain/owner-content';
import { readTimeMinutes } from '@/lib/domain/text';
import { ShopError, notFound } from '@/lib/errors';
import type { AdventureChange, AdventureFields, OwnerAdventure, OwnerContent, OwnerStory, StoryChange, StoryFields } from './types';
import { moveSlugRedirect } from '@/lib/db/slug-redirects';

type ArticleRow = typeof articles.$inferSelect;
type ContentKind = Extract<SlugKind, 'story' | 'adventure'>;

const NAMES: Record<ContentKind, string> = { story: 'story', adventure: 'adventure' };

function toOwnerStory({ images, ...row }: ArticleRow): OwnerStory {
  return { ...row, image: images[0] ?? null };
}

/** The plain fields of a change that were sent: a change writes those and leaves the rest. The body and slug are written their own way. */
function sent<T extends { body?: string; slug?: string }>(change: T): Partial<Omit<T, 'body' | 'slug'>> {
  return Object.fromEntries(Object.entries(change).filter(([key, field]) => field !== undefined && key !== 'body' && key !== 'slug')) as Partial<Omit<T, 'body' | 'slug'>>;
}

function slugTaken(kind: ContentKind, slug: string): ShopError {
  return new ShopError('conflict', 'slug_taken', `slug: "${slug}" is already the address of another ${NAMES[kind]}. Choose another.`);
}

/** The Markdown, rendered and sanitised, as the columns hold it. */
function rendered(markdown: string): { markdown: string; html: string } {
  return { markdown, html: renderMarkdown(markdown).trim() };
}

/**
 * The slug a piece gets. One the owner chose must be free of every other piece's current slug (an
 * earlier slug of another piece may be taken: its redirect gives way). One made from the title also
 * steers clear of earlier slugs, so a shared link keeps reaching what it was shared for.
 */
async function chooseSlug(tx: Transaction, kind: ContentKind, current: { id: number; slug: string }[], wanted: { slug?: string; title: string }, ownId: number | null): Promise<string> {
  const others = new Set(current.filter((row) => row.id !== ownId).map((row) => row.slug));
  if (wanted.slug !== undefined) {
    if (others.has(wanted.slug)) throw slugTaken(kind, wanted.slug);
    return wanted.slug;
  }
  const base = slugFromTitle(wanted.title);
  if (!base) throw new ShopError('invalid', 'invalid_body', 'slug: the title has no letters or digits to make an address from; send a slug.');
  const earlier = await tx.select({ oldSlug: slugRedirects.oldSlug, targetId: slugRedirects.targetId }).from(slugRedirects).where(eq(slugRedirects.kind, kind));
  const reserved = new Set([...others, ...earlier.filter((row) => row.targetId !== ownId).map((row) => row.oldSlug)]);
  return freeSlug(base, (slug) => reserved.has(slug));
}

/** Two owners taking one slug at once: the unique index refuses the second, as a 409 rather than a 500. */
async function guardSlug<T>(kind: ContentKind, slug: () => string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(kind, slug() ?? '');
    throw error;
  }
}

export function localOwnerContent(getDb: () => Database): OwnerContent {
  return {
    async listStories() {
      const rows = await getDb().select().from(articles).orderBy(desc(articles.publishedAt), desc(articles.id));
      return rows.map(toOwnerStory);
    },

    async getStory(slug) {
      const [row] = await getDb().select().from(articles).where(eq(articles.slug, slug)).limit(1);
      return row ? toOwnerStory(row) : null;
    },

    createStory(fields: StoryFields) {
      let slug: string | undefined = fields.slug;
      return guardSlug('story', () => slug, () =>
        getDb().transaction(async (tx) => {
          const current = await tx.select({ id: articles.id, slug: articles.slug }).from(articles);
          slug = await chooseSlug(tx, 'story', current, fields, null);
          const body = rendered(fields.body);
          const [row] = await tx
            .insert(articles)
            .values({
              slug,
              title: fields.title,
              excerpt: fields.excerpt,
              bodyMarkdown: body.markdown,
              bodyHtml: body.html,
              readTimeMinutes: readTimeMinutes(body.html),
              featured: fields.featured ?? false,
              published: fields.published ?? false,
              publishedAt: new Date(),
              keywords: fields.keywords ?? [],
              productSlugs: fields.productSlugs ?? [],
            })
            .returning();
          await moveSlugRedirect(tx, 'story', row!.id, null, slug);
          return toOwnerStory(row!);
        }),
      );
    },

    updateStory(slug: string, change: StoryChange) {
      return guardSlug('story', () => change.slug, () =>
        getDb().transaction(async (tx) => {
          const [before] = await tx.select().from(articles).where(eq(articles.slug, slug)).for('update');
          if (!before) throw notFound(`There is no story "${slug}".`);
          const current = change.slug === undefined ? [] : await tx.select({ id: articles.id, slug: articles.slug }).from(articles).where(ne(articles.id, before.id));
          const newSlug = change.slug === undefined ? before.slug : await chooseSlug(tx, 'story', current, { slug: change.slug, title: before.title }, before.id);
          const body = change.body === undefined ? null : rendered(change.body);
          // The words changed: readers and search engines take modifiedAt as "updated". Publishing alone is not a revision.
          const revised = change.title !== undefined || change.excerpt !== undefined || change.body !== undefined;
          const [after] = await tx
            .update(articles)
            .set({
              ...sent(change),
              slug: newSlug,
              ...(body ? { bodyMarkdown: body.markdown, bodyHtml: body.html, readTimeMinutes: readTimeMinutes(body.html) } : {}),
              ...(revised ? { modifiedAt: new Date() } : {}),
            })
            .where(eq(articles.id, before.id))
            .returning();
          await moveSlugRedirect(tx, 'story', before.id, before.slug, newSlug);
          return { before: toOwnerStory(before), after: toOwnerStory(after!) };
        }),
      );
    },

    async listAdventures() {
      return getDb().select().from(adventures).orderBy(asc(adventures.title), asc(adventures.id));
    },

    async getAdventure(slug) {
      const [row] = await getDb().select().from(adventures).where(eq(adventures.slug, slug)).limit(1);
      return row ?? null;
    },

    createAdventure(fields: AdventureFields) {
      let slug: string | undefined = fields.slug;
      return guardSlug('adventure', () => slug, () =>
        getDb().transaction(async (tx): Promise<OwnerAdventure> => {
          const current = await tx.select({ id: adventures.id, slug: adventures.slug }).from(adventures);
          slug = await chooseSlug(tx, 'adventure', current, fields, null);
          const body = rendered(fields.body);
          const [row] = await tx
            .insert(adventures)
            .values({
              slug,
              title: fields.title,
              description: fields.description,
              contentMarkdown: body.markdown,
              contentHtml: body.html,
              location: fields.location,
              region: fields.region,
              difficulty: fields.difficulty,
              duration: fields.duration,
              distance: fields.distance ?? '',
              activityTypes: fields.activityTypes ?? [],
              bestTimeToVisit: fields.bestTimeToVisit ?? '',
              whatToBring: fields.whatToBring ?? [],
              seasonalAdvice: fields.seasonalAdvice ?? '',
              latitude: fields.latitude ?? null,
              longitude: fields.longitude ?? null,
              featured: fields.featured ?? false,
              published: fields.published ?? false,
            })
            .returning();
          await moveSlugRedirect(tx, 'adventure', row!.id, null, slug);
          return row!;
        }),
      );
    },

    updateAdventure(slug: string, change: AdventureChange) {
      return guardSlug('adventure', () => change.slug, () =>
        getDb().transaction(async (tx) => {
          const [before] = await tx.select().from(adventures).where(eq(adventures.slug, slug)).for('update');
          if (!before) throw notFound(`There is no adventure "${slug}".`);
          const current = change.slug === undefined ? [] : await tx.select({ id: adventures.id, slug: adventures.slug }).from(adventures).where(ne(adventures.id, before.id));
          const newSlug = change.slug === undefined ? before.slug : await chooseSlug(tx, 'adventure', current, { slug: change.slug, title: before.title }, before.id);
          const body = change.body === undefined ? null : rendered(change.body);
          const [after] = await tx
            .update(adventures)
            .set({ ...sent(change), slug: newSlug, ...(body ? { contentMarkdown: body.markdown, contentHtml: body.html } : {}), updatedAt: new Date() })
            .where(eq(adventures.id, before.id))
            .returning();
          await moveSlugRedirect(tx, 'adventure', before.id, before.slug, newSlug);
          return { before, after: after! };
        }),
      );
    },
  };
}
