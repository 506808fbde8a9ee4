import { notFound } from 'next/navigation';
import { productSlugRedirect } from '@/lib/commerce';
import { CARD_ALT, CARD_CONTENT_TYPE, CARD_SIZE } from '@/lib/seo/share-cards/card-spec';
import { productCard } from '@/lib/seo/share-cards/page-cards';

// A product's share card (docs/adr/0029-share-cards.md). Next adds it to the page's og:image and,
// through the page's metadata, twitter:image.
export const alt = CARD_ALT.product;
export const size = CARD_SIZE;
export const contentType = CARD_CONTENT_TYPE;
// Cached like the page, with the page's tags (lib/seo/share-cards/page-cards.ts): rendered on its
// first request, as the page is, and kept until a tag expires or five minutes pass. A card for
// something that does not exist is a 404 before anything is drawn, and nothing keeps it.
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

export default async function ShareCardImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const card = await productCard(slug);
  if (card) return card;
  // A renamed product's earlier card address shows its card as it is now. Not a redirect, as its page
  // has: the card's own address ends in a build hash (opengraph-image-<hash>) that no code here can name.
  const current = await productSlugRedirect(slug);
  return (current ? await productCard(current) : null) ?? notFound();
}
