import { commerce } from '@/lib/commerce';
import { toApiProduct } from '@/lib/commerce/api-shape';
import { notFound } from '@/lib/http/errors';
import { json, route } from '@/lib/http/route';

export const GET = route(async (_request, { params }: { params: Promise<{ slug: string }> }) => {
  const { slug } = await params;
  const product = await commerce().getProduct(slug);
  if (!product) throw notFound(`No product found with slug or id "${slug}".`);
  return json(toApiProduct(product));
});
