/**
 * The words adventures are sorted and filtered by. Kept as const lists so the filters, the content,
 * its tests and the types share one source and one display order.
 */
export const ADVENTURE_REGIONS = [
  'Highlands',
  'Lowlands',
  'Scottish Borders',
  'Central Scotland',
  'Northeast Scotland',
  'Southwest Scotland',
  'Islands',
] as const;
export type AdventureRegion = (typeof ADVENTURE_REGIONS)[number];

/** Ordered as the filter chips are shown; an adventure's own list is ordered by relevance instead. */
export const ADVENTURE_ACTIVITIES = [
  'Historical',
  'Nature',
  'Hiking',
  'Cultural',
  'Adventure',
  'Photography',
  'Family-Friendly',
] as const;
export type AdventureActivity = (typeof ADVENTURE_ACTIVITIES)[number];

/** Ordered from least to most demanding so the list doubles as a sort order. */
export const ADVENTURE_DIFFICULTIES = ['easy', 'moderate', 'challenging'] as const;
export type AdventureDifficulty = (typeof ADVENTURE_DIFFICULTIES)[number];

/** What the list's search and filters look at: any adventure, from any store. */
export interface AdventureFacts {
  title: string;
  description: string;
  location: string;
  region: string;
  activityTypes: string[];
  difficulty: AdventureDifficulty;
}
