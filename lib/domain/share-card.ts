/**
 * What a share card (the Open Graph / Twitter picture of a page, docs/adr/0029-share-cards.md) says:
 * its title, the one line under it, and how large the title is set so that it fits.
 */
import { priceRangeText, type PriceRange } from './pricing';
import { readTimeLabel } from './stories';
import { cutText } from './text';

export interface ShareCardText {
  title: string;
  /** The price, the reading time, the region: one short line under the title, or none. */
  detail: string | null;
}

export function productCardText(product: { name: string; priceRange: PriceRange }): ShareCardText {
  return { title: product.name, detail: priceRangeText(product.priceRange) };
}

/** Stories have no region of their own, so their card gives the reading time. */
export function storyCardText(article: { title: string; readTimeMinutes: number }): ShareCardText {
  return { title: article.title, detail: readTimeLabel(article.readTimeMinutes) };
}

export function adventureCardText(adventure: { title: string; region: string; duration: string }): ShareCardText {
  const parts = [adventure.region, adventure.duration].map((part) => part.trim()).filter(Boolean);
  return { title: adventure.title, detail: parts.length ? parts.join(' · ') : null };
}

/** Longer titles are cut here, with an ellipsis, rather than overflow the card. */
export const CARD_TITLE_MAX_LENGTH = 90;

/**
 * The title's font size in pixels for a text column about 540 pixels wide: short names large, long
 * story titles smaller, so every title fits in at most four lines.
 */
export function cardTitleSize(title: string): number {
  const length = title.length;
  if (length <= 24) return 64;
  if (length <= 44) return 54;
  if (length <= 64) return 46;
  return 40;
}

/** The title as the card sets it. */
export function cardTitle(title: string): string {
  return cutText(title.trim(), CARD_TITLE_MAX_LENGTH);
}
