/**
 * The shop's own content and the messages shoppers send it: stories, adventures, the newsletter list
 * and contact messages (docs/adr/0018). Kept apart from the commerce port, so a commerce back end
 * (another shop platform) never has to offer, or fake, any of it.
 */
import type { AdventureDifficulty } from '@/lib/domain/adventure-facets';

export type { AdventureDifficulty };

export interface ContentImage {
  url: string;
  alt: string;
}

/** A heritage story (the API's article). */
export interface Article {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  bodyHtml: string;
  featured: boolean;
  publishedAt: Date;
  modifiedAt: Date | null;
  readTimeMinutes: number;
  keywords: string[];
  /** Catalogue products the story mentions. */
  productSlugs: string[];
  image: ContentImage | null;
}

/** An adventure: a walk or a visit. */
export interface Adventure {
  id: number;
  slug: string;
  title: string;
  description: string;
  contentHtml: string;
  location: string;
  region: string;
  activityTypes: string[];
  difficulty: AdventureDifficulty;
  duration: string;
  bestTimeToVisit: string;
  latitude: number | null;
  longitude: number | null;
  featured: boolean;
  whatToBring: string[];
  seasonalAdvice: string;
  /** The hero first, then the gallery. */
  images: ContentImage[];
  updatedAt: Date;
}

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The content and mail store: what the shop says (stories, adventures) and what shoppers send it. */
export interface ContentStore {
  /** Newest first; `featured` keeps only the featured stories. */
  listArticles(options?: { featured?: boolean }): Promise<Article[]>;
  getArticle(slug: string): Promise<Article | null>;
  /** Featured first, then by title. */
  listAdventures(): Promise<Adventure[]>;
  /** By numeric id or by slug. */
  getAdventure(idOrSlug: string): Promise<Adventure | null>;
  /** Stores an address once, or puts an unsubscribed one back; `created` is false when it was already subscribed. */
  subscribe(email: string, name: string): Promise<{ created: boolean }>;
  saveContactMessage(message: ContactMessage): Promise<{ id: number }>;
  markContactMessageEmailed(id: number): Promise<void>;
}
