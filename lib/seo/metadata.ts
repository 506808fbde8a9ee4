/** Page metadata: title, description, canonical URL, Open Graph and Twitter cards. */
import type { Metadata } from 'next';
import { cutText } from '@/lib/domain/text';
import { SHOP_NAME } from '@/lib/site';

export const META_DESCRIPTION_LENGTH = 160;

export interface PageMetadataInput {
  title: string;
  description: string;
  /** Site-relative; the layout's metadataBase makes it absolute. */
  path: string;
  image?: { url: string; alt: string; width?: number; height?: number };
  type?: 'website' | 'article';
  noIndex?: boolean;
}

export function pageMetadata({ title, description, path, image, type = 'website', noIndex = false }: PageMetadataInput): Metadata {
  const summary = cutText(description, META_DESCRIPTION_LENGTH);
  const images = image ? [image] : undefined;
  return {
    title,
    description: summary,
    alternates: { canonical: path },
    openGraph: { title, description: summary, url: path, siteName: SHOP_NAME, locale: 'en_GB', type, ...(images ? { images } : {}) },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description: summary, ...(images ? { images: [image!.url] } : {}) },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
