import { commerce, toApiVariation } from '@/lib/commerce';
import { notFound } from '@/lib/errors';
import { keyParam } from '@/lib/http/parse';
import { json, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

// The segment is named [slug] to share the folder with the product route; it takes the id too.
export const GET = route(async (_request, { params }: { params: Promise<{ slug: string }> }) => {
  const id = keyParam((await params).slug, 'product');
  const variations = await commerce().listVariations(id);
  if (!variations) throw notFound(`No product found with id "${id}".`);
  return json(variations.map(toApiVariation));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
