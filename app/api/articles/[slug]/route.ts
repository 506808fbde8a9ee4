import { contentStore } from '@/lib/content/store';
import { toApiArticle } from '@/lib/content/store/api-shape';
import { notFound } from '@/lib/errors';
import { keyParam } from '@/lib/http/parse';
import { json, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

type Context = { params: Promise<{ slug: string }> };

export const GET = route<Context>(async (_request, context) => {
  const slug = keyParam((await context.params).slug, 'story');
  const article = await contentStore().getArticle(slug);
  if (!article) throw notFound(`There is no story "${slug.slice(0, 80)}".`);
  return json(toApiArticle(article));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
