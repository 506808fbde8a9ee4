/** The content store's stories, adventures, newsletter and contact messages, on PostgreSQL. */
import 'server-only';
import { asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { adventures, articles, contactMessages, newsletterSubscribers } from '@/lib/db/schema';
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
        .where(options.featured ? eq(articles.featured, true) : undefined)
        .orderBy(desc(articles.publishedAt), desc(articles.id));
      return rows.map(toArticle);
    },

    async getArticle(slug) {
      if (!recordKey(slug)) return null;
      const [row] = await getDb().select().from(articles).where(eq(articles.slug, slug)).limit(1);
      return row ? toArticle(row) : null;
    },

    async listAdventures() {
      return getDb().select().from(adventures).orderBy(desc(adventures.featured), asc(adventures.title));
    },

    async getAdventure(idOrSlug) {
      const key = recordKey(idOrSlug);
      if (!key) return null;
      const [row] = await getDb()
        .select()
        .from(adventures)
        .where('id' in key ? eq(adventures.id, key.id) : eq(adventures.slug, key.slug))
        .limit(1);
      return row ?? null;
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
