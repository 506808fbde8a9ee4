/** The tags that earn a badge on a product card, each with its own look. */
export const BADGE_TAGS = ['new', 'bestseller', 'limited', 'premium'] as const;
export type BadgeTag = (typeof BADGE_TAGS)[number];

export const BADGE_LABELS: Record<BadgeTag, string> = {
  new: 'New',
  bestseller: 'Bestseller',
  limited: 'Limited Edition',
  premium: 'Premium',
};

/** The badge tags a product carries, in the fixed badge order, whatever case or form the tag takes. */
export function badgeTags(tags: readonly (string | { name: string })[]): BadgeTag[] {
  const names = new Set(tags.map((tag) => (typeof tag === 'string' ? tag : tag.name).trim().toLowerCase()));
  return BADGE_TAGS.filter((tag) => names.has(tag));
}
