/**
 * The back office's story and adventure requests (docs/adr/0032): the bodies of
 * `POST`/`PATCH /api/admin/stories[/{slug}]` and `/api/admin/adventures[/{slug}]`, and of the
 * Markdown preview. Each refusal names its field. Shared by the forms and the routes.
 */
import { ADVENTURE_ACTIVITIES, ADVENTURE_DIFFICULTIES, ADVENTURE_REGIONS } from '@/lib/domain/adventure-facets';
import { isSlug, MAX_SLUG_LENGTH } from '@/lib/domain/owner-content';
import { z } from '@/lib/zod';

/** A long story is about 900 words; this leaves room for ten times that inside a request's 32 KB. */
export const MAX_BODY_CHARACTERS = 30_000;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, { error: `${field} must not be empty` })
    .max(max, { error: `${field} must be at most ${max} characters` });

/** Text that may be left empty. */
const optionalText = (field: string, max: number) => z.string({ error: `${field} must be text` }).trim().max(max, { error: `${field} must be at most ${max} characters` });

const slug = z
  .string({ error: 'slug must be text' })
  .trim()
  .refine(isSlug, { error: `slug must be lower-case letters and digits joined by single hyphens, at most ${MAX_SLUG_LENGTH} characters, e.g. "the-lost-valley"` });

const body = z
  .string({ error: 'body must be Markdown text' })
  .trim()
  .min(1, { error: 'body must not be empty' })
  .max(MAX_BODY_CHARACTERS, { error: `body must be at most ${MAX_BODY_CHARACTERS} characters` });

const flag = (field: string) => z.boolean({ error: `${field} must be true or false` });

const list = <T extends z.ZodType>(field: string, item: T, max: number) =>
  z
    .array(item, { error: `${field} must be a list` })
    .max(max, { error: `${field} may hold at most ${max}` })
    .refine((items) => new Set(items).size === items.length, { error: `${field} names an entry twice` });

const storyFields = {
  title: text('title', 200),
  slug: slug.optional(),
  excerpt: text('excerpt', 300),
  body,
  published: flag('published').optional(),
  featured: flag('featured').optional(),
  keywords: list('keywords', text('keywords', 60).transform((keyword) => keyword.toLowerCase()), 12).optional(),
  productSlugs: list('productSlugs', slug, 8).optional(),
};

const coordinate = (field: string, limit: number) =>
  z
    .number({ error: `${field} must be a number of degrees, or null` })
    .min(-limit, { error: `${field} must be between -${limit} and ${limit}` })
    .max(limit, { error: `${field} must be between -${limit} and ${limit}` })
    .nullable();

const adventureFields = {
  title: text('title', 200),
  slug: slug.optional(),
  description: text('description', 400),
  body,
  location: text('location', 200),
  region: z.enum(ADVENTURE_REGIONS, { error: `region must be one of ${ADVENTURE_REGIONS.join(', ')}` }),
  difficulty: z.enum(ADVENTURE_DIFFICULTIES, { error: `difficulty must be one of ${ADVENTURE_DIFFICULTIES.join(', ')}` }),
  duration: text('duration', 100),
  distance: optionalText('distance', 100).optional(),
  activityTypes: list('activityTypes', z.enum(ADVENTURE_ACTIVITIES, { error: `activityTypes must be from ${ADVENTURE_ACTIVITIES.join(', ')}` }), ADVENTURE_ACTIVITIES.length).optional(),
  bestTimeToVisit: optionalText('bestTimeToVisit', 200).optional(),
  whatToBring: list('whatToBring', text('whatToBring', 200), 12).optional(),
  seasonalAdvice: optionalText('seasonalAdvice', 1000).optional(),
  latitude: coordinate('latitude', 90).optional(),
  longitude: coordinate('longitude', 180).optional(),
  published: flag('published').optional(),
  featured: flag('featured').optional(),
};

/** A map pin needs both coordinates: both given or neither, both numbers or both null. */
const pairedCoordinates = (value: { latitude?: number | null; longitude?: number | null }) =>
  (value.latitude === undefined) === (value.longitude === undefined) && (value.latitude === null) === (value.longitude === null);
const COORDINATES = { error: 'latitude and longitude go together: send both, or both null to take the map pin away', path: ['latitude'] };

const somethingToChange = (fields: string) => ({ error: `Nothing to change: send ${fields}.` });
const given = (value: object) => Object.values(value).some((field) => field !== undefined);

export const storyCreateSchema = z.strictObject(storyFields);
export const storyPatchSchema = z.strictObject(storyFields).partial().refine(given, somethingToChange('title, slug, excerpt, body, published, featured, keywords or productSlugs'));

export const adventureCreateSchema = z.strictObject(adventureFields).refine(pairedCoordinates, COORDINATES);
export const adventurePatchSchema = z
  .strictObject(adventureFields)
  .partial()
  .refine(given, somethingToChange('any of the adventure’s fields'))
  .refine(pairedCoordinates, COORDINATES);

export const previewSchema = z.strictObject({ markdown: z.string({ error: 'markdown must be text' }).max(MAX_BODY_CHARACTERS, { error: `markdown must be at most ${MAX_BODY_CHARACTERS} characters` }) });

export type StoryCreate = z.output<typeof storyCreateSchema>;
export type StoryPatch = z.output<typeof storyPatchSchema>;
export type AdventureCreate = z.output<typeof adventureCreateSchema>;
export type AdventurePatch = z.output<typeof adventurePatchSchema>;
export type StoryBody = z.input<typeof storyPatchSchema>;
export type AdventureBody = z.input<typeof adventurePatchSchema>;
