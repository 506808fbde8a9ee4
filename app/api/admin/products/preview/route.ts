import { requireOwnerApi } from '@/lib/admin/guard';
import { MAX_DESCRIPTION_LENGTH, renderDescription } from '@/lib/domain/product-draft';
import { parseJsonBody } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { z } from '@/lib/zod';
import { otherMethods } from '@/lib/http/other-methods';

const previewSchema = z.strictObject({ description: z.string({ error: 'description must be text' }).max(MAX_DESCRIPTION_LENGTH, { error: `description must be at most ${MAX_DESCRIPTION_LENGTH} characters` }) });

/** A description as the product page will show it: rendered and sanitised by the same rule that stores it. */
export const POST = route(async (request) => {
  await requireOwnerApi(request);
  const { description } = await parseJsonBody(previewSchema, request);
  return privateJson({ html: renderDescription(description).html });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
