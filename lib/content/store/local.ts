/** The content store's stories, adventures, newsletter and contact messages, on PostgreSQL. */
import 'server-only';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { adventures, articles, contactMessages, newsletterSubscribers, slugRedirects } from '@/lib/db/schema';
import { recordKey } from '@/lib/domain/stored-input';
import type { Article, ContentStore } from './types';

type ArticleRow = typeof articles.$inferSelect;

function toArticle({ images, ...row }: ArticleRow): Article {
  return { ...row, image: images[0] ?? null };
}

export function localContentStore(getDb: () => Database): ContentStore {
  return {
    async listArticles(options = {}) {
      const rows = await getDb()
        .select()
        .from(articles)
        .where(and(eq(articles.published, true), options.featured ? eq(articles.featured, true) : undefined))
        .orderBy(desc(articles.publishedAt), desc(articles.id));
      return rows.map(toArticle);
    },

    async getArticle(slug) {
      if (!recordKey(slug)) return null;
      const [row] = await getDb()
        .select()
        .from(articles)
        .where(and(eq(articles.slug, slug), eq(articles.published, true)))
        .limit(1);
      return row ? toArticle(row) : null;
    },

    async listAdventures() {
      return getDb().select().from(adventures).where(eq(adventures.published, true)).orderBy(desc(adventures.featured), asc(adventures.title));
    },

    async getAdventure(idOrSlug) {
      const key = recordKey(idOrSlug);
      if (!key) return null;
      const [row] = await getDb()
        .select()
        .from(adventures)
        .where(and('id' in key ? eq(adventures.id, key.id) : eq(adventures.slug, key.slug), eq(adventures.published, true)))
        .limit(1);
      return row ?? null;
    },

    async storyMovedTo(slug) {
      if (!recordKey(slug)) return null;
      const [row] = await getDb()
        .select({ slug: articles.slug })
        .from(slugRedirects)
        .innerJoin(articles, eq(articles.id, slugRedirects.targetId))
        .where(and(eq(slugRedirects.kind, 'story'), eq(slugRedirects.oldSlug, slug), eq(articles.published, true)))
        .limit(1);
      return row?.slug ?? null;
    },

    async adventureMovedTo(slug) {
      if (!recordKey(slug)) return null;
      const [row] = await getDb()
        .select({ slug: adventures.slug })
        .from(slugRedirects)
        .innerJoin(adventures, eq(adventures.id, slugRedirects.targetId))
        .where(and(eq(slugRedirects.kind, 'adventure'), eq(slugRedirects.oldSlug, slug), eq(adventures.published, true)))
        .limit(1);
      return row?.slug ?? null;
    },

    async subscribe(email, name) {
      const inserted = await getDb()
        .insert(newsletterSubscribers)
        .values({ email: email.trim().toLowerCase(), name: name.trim() })
        // An address the owner unsubscribed joins again; one still subscribed is left untouched.
        .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { unsubscribedAt: null }, setWhere: isNotNull(newsletterSubscribers.unsubscribedAt) })
        .returning({ id: newsletterSubscribers.id });
      return { created: inserted.length > 0 };
    },

    async saveContactMessage(message) {
      const [row] = await getDb().insert(contactMessages).values(message).returning({ id: contactMessages.id });
      return { id: row!.id };
    },

    async markContactMessageEmailed(id) {
      await getDb().update(contactMessages).set({ emailedAt: sql`now()` }).where(eq(contactMessages.id, id));
    },
  };
}
