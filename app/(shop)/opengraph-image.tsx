import { CARD_ALT, CARD_CONTENT_TYPE, CARD_SIZE } from '@/lib/seo/share-cards/card-spec';
import { homeCard } from '@/lib/seo/share-cards/page-cards';

// Home's share card (docs/adr/0029-share-cards.md). Next adds it to the page's
// og:image and, through the page's metadata, twitter:image.
export const alt = CARD_ALT.home;
export const size = CARD_SIZE;
export const contentType = CARD_CONTENT_TYPE;
// Cached like the page, with the page's tags (lib/seo/share-cards/page-cards.ts).
export const revalidate = 300;

export default function ShareCardImage() {
  return homeCard();
}
