import { commerce, toApiProduct } from '@/lib/commerce';
import { notFound } from '@/lib/errors';
import { keyParam } from '@/lib/http/parse';
import { json, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

export const GET = route(async (_request, { params }: { params: Promise<{ slug: string }> }) => {
  const slug = keyParam((await params).slug, 'product');
  const product = await commerce().getProduct(slug);
  if (!product) throw notFound(`No product found with slug or id "${slug}".`);
  return json(toApiProduct(product));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
