import { previewMarkdown } from '@/lib/admin/content';
import { requireOwnerApi } from '@/lib/admin/guard';
import { previewSchema } from '@/lib/forms/owner-content';
import { parseJsonBody } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

/** `{ markdown }` → `{ html }`: the editor's preview, rendered and sanitised exactly as a save is. Changes nothing. */
export const POST = route(async (request) => {
  await requireOwnerApi(request);
  const { markdown } = await parseJsonBody(previewSchema, request);
  return privateJson({ html: previewMarkdown(markdown) });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
