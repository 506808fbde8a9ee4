/**
 * schema.org Article for a heritage story: what Google's Article rich result reads. The shop itself
 * is author and publisher, as the stories are its own writing; every URL is absolute.
 */
import type { Article } from '@/lib/content/store';
import { articlePath } from '@/lib/content/store/api-shape';
import { SHOP_NAME } from '@/lib/site';
import { absoluteUrl } from './json-ld';
import { SCHEMA_CONTEXT, type JsonLdThing } from './schema-types';

export interface ArticleOrganizationJsonLd {
  '@type': 'Organization';
  name: string;
  url: string;
  logo?: { '@type': 'ImageObject'; url: string };
}

export interface ArticleJsonLd extends JsonLdThing {
  '@type': 'Article';
  headline: string;
  description: string;
  image?: string[];
  datePublished: string;
  dateModified: string;
  keywords?: string;
  author: ArticleOrganizationJsonLd;
  publisher: ArticleOrganizationJsonLd;
  mainEntityOfPage: { '@type': 'WebPage'; '@id': string };
  url: string;
}

export type StructuredArticle = Pick<Article, 'slug' | 'title' | 'excerpt' | 'publishedAt' | 'modifiedAt' | 'keywords'> & {
  image: Pick<NonNullable<Article['image']>, 'url'> | null;
};

export function articleJsonLd(article: StructuredArticle): ArticleJsonLd {
  const url = absoluteUrl(articlePath(article.slug));
  const shop = { '@type': 'Organization', name: SHOP_NAME, url: absoluteUrl('/') } as const;
  const keywords = article.keywords.map((keyword) => keyword.trim()).filter(Boolean);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    ...(article.image ? { image: [absoluteUrl(article.image.url)] } : {}),
    datePublished: article.publishedAt.toISOString(),
    // A story never revised was last modified when it was published.
    dateModified: (article.modifiedAt ?? article.publishedAt).toISOString(),
    ...(keywords.length ? { keywords: keywords.join(', ') } : {}),
    author: shop,
    publisher: { ...shop, logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}
