import { ImageResponse } from 'next/og';
import type { ShareCardText } from '@/lib/domain/share-card';
import { cardFonts } from './card-fonts';
import { pictureDataUrl } from './card-picture';
import { CARD_SIZE } from './card-spec';
import { PICTURE_BOX, ShareCard } from './ShareCard';

export interface CardContent {
  text: ShareCardText;
  /** The page's own picture, site-relative (/images/generated/…), or null. */
  pictureUrl: string | null;
}

/** One page's share card as a 1200 x 630 PNG (docs/adr/0029-share-cards.md). */
export async function renderShareCard({ text, pictureUrl }: CardContent): Promise<ImageResponse> {
  const [fonts, picture] = await Promise.all([cardFonts(), pictureUrl ? pictureDataUrl(pictureUrl, PICTURE_BOX) : Promise.resolve(null)]);
  return new ImageResponse(<ShareCard text={text} picture={picture} />, { ...CARD_SIZE, fonts });
}
