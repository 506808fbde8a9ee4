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
  /** Free text such as 'About 7 km (4.3 miles) round'; empty when the guide gives none. */
  distance: string;
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

/**
 * The content and mail store: what the shop says (stories, adventures) and what shoppers send it.
 * Its reads are the storefront's: a story or adventure the owner has taken down is not there.
 */
export interface ContentStore {
  /** Published stories, newest first; `featured` keeps only the featured ones. */
  listArticles(options?: { featured?: boolean }): Promise<Article[]>;
  getArticle(slug: string): Promise<Article | null>;
  /** Published adventures, featured first, then by title. */
  listAdventures(): Promise<Adventure[]>;
  /** By numeric id or by slug. */
  getAdventure(idOrSlug: string): Promise<Adventure | null>;
  /** The current slug of the published story that `slug` named before a rename, or null. */
  storyMovedTo(slug: string): Promise<string | null>;
  /** The current slug of the published adventure that `slug` named before a rename, or null. */
  adventureMovedTo(slug: string): Promise<string | null>;
  /** Stores an address once, or puts an unsubscribed one back; `created` is false when it was already subscribed. */
  subscribe(email: string, name: string): Promise<{ created: boolean }>;
  saveContactMessage(message: ContactMessage): Promise<{ id: number }>;
  markContactMessageEmailed(id: number): Promise<void>;
}

/** A story as the owner edits it: published or not, with the Markdown it is rendered from. */
export interface OwnerStory extends Article {
  bodyMarkdown: string;
  published: boolean;
}

/** An adventure as the owner edits it. */
export interface OwnerAdventure extends Adventure {
  contentMarkdown: string;
  published: boolean;
}

/** What the owner writes of a story; the store renders the body and works out the rest. */
export interface StoryFields {
  title: string;
  /** Made from the title when absent. */
  slug?: string;
  excerpt: string;
  /** Markdown. */
  body: string;
  published?: boolean;
  featured?: boolean;
  keywords?: string[];
  productSlugs?: string[];
}

export interface AdventureFields {
  title: string;
  slug?: string;
  description: string;
  /** Markdown. */
  body: string;
  location: string;
  region: string;
  difficulty: AdventureDifficulty;
  duration: string;
  distance?: string;
  activityTypes?: string[];
  bestTimeToVisit?: string;
  whatToBring?: string[];
  seasonalAdvice?: string;
  latitude?: number | null;
  longitude?: number | null;
  published?: boolean;
  featured?: boolean;
}

/** A change: what is sent is written, what is left out stays. */
export type StoryChange = Partial<StoryFields>;
export type AdventureChange = Partial<AdventureFields>;

export interface Changed<T> {
  before: T;
  after: T;
}

/**
 * The owner's side of the stories and adventures (docs/adr/0032): every one, published or not, and
 * their writing. Markdown is rendered and sanitised on every write, so the storefront reads HTML
 * that is already safe; a rename keeps the old slug answering with a redirect. Run inside one
 * transaction (lib/db/unit-of-work.ts) with the audit record of the change.
 */
export interface OwnerContent {
  /** Every story, newest first. */
  listStories(): Promise<OwnerStory[]>;
  getStory(slug: string): Promise<OwnerStory | null>;
  /** 409 when the slug asked for is taken. */
  createStory(fields: StoryFields): Promise<OwnerStory>;
  /** 404 for an unknown slug, 409 when the new slug is taken. */
  updateStory(slug: string, change: StoryChange): Promise<Changed<OwnerStory>>;
  /** Every adventure, by title. */
  listAdventures(): Promise<OwnerAdventure[]>;
  getAdventure(slug: string): Promise<OwnerAdventure | null>;
  createAdventure(fields: AdventureFields): Promise<OwnerAdventure>;
  updateAdventure(slug: string, change: AdventureChange): Promise<Changed<OwnerAdventure>>;
}
