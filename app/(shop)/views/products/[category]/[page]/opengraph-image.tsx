import { notFound } from 'next/navigation';
import { CARD_ALT, CARD_CONTENT_TYPE, CARD_SIZE } from '@/lib/seo/share-cards/card-spec';
import { ALL_CATEGORIES } from '@/lib/http/page-views.mjs';
import { catalogueCard } from '@/lib/seo/share-cards/page-cards';

// /products and /products?category=… are rewritten to this view, so their cards live here too
// (docs/adr/0029-share-cards.md). Next adds it to the page's og:image and, through the page's
// metadata, twitter:image.
export const alt = CARD_ALT.catalogue;
export const size = CARD_SIZE;
export const contentType = CARD_CONTENT_TYPE;
// Cached like the page, with the page's tags (lib/seo/share-cards/page-cards.ts): rendered on its
// first request, as the page is, and kept until a tag expires or five minutes pass. A card for
// something that does not exist is a 404 before anything is drawn, and nothing keeps it.
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): { category: string; page: string }[] {
  return [];
}

export default async function ShareCardImage({ params }: { params: Promise<{ category: string; page: string }> }) {
  const { category, page } = await params;
  return (await catalogueCard(category === ALL_CATEGORIES ? null : category, page)) ?? notFound();
}
