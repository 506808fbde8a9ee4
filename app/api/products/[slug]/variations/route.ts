import { commerce } from '@/lib/commerce';
import { toApiVariation } from '@/lib/commerce/api-shape';
import { notFound } from '@/lib/http/errors';
import { json, route } from '@/lib/http/route';

// The segment is named [slug] to share the folder with the product route; it takes the id too.
export const GET = route(async (_request, { params }: { params: Promise<{ slug: string }> }) => {
  const { slug: id } = await params;
  const variations = await commerce().listVariations(id);
  if (!variations) throw notFound(`No product found with id "${id}".`);
  return json(variations.map(toApiVariation));
});
