import { contentStore } from '@/lib/content/store';
import { articleListQuery } from '@/lib/commerce';
import { toApiArticle } from '@/lib/content/store/api-shape';
import { parseQuery } from '@/lib/http/parse';
import { json, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

export const GET = route(async (request) => {
  const { featured } = parseQuery(articleListQuery, request.nextUrl.searchParams);
  const articles = await contentStore().listArticles({ featured: featured === 'true' });
  return json(articles.map(toApiArticle));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
