import { ownerCatalogueOrRefuse } from '@/lib/admin/catalogue';
import { requireOwnerApi } from '@/lib/admin/guard';
import { CatalogueImportRefused } from '@/lib/commerce';
import { ShopError } from '@/lib/errors';
import { bodyTooLargeMessage, MAX_CATALOGUE_CSV_BYTES } from '@/lib/http/body-limits';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

/**
 * The export's file, edited or not, back in: products matched by slug (or the sku's slug) are
 * updated, the rest created, unchanged ones left alone. All or nothing: any bad row refuses the
 * file, 400 with `errors: [{ row, column, message }]`.
 */
export const POST = route(async (request) => {
  const owner = await requireOwnerApi(request);
  const catalogue = ownerCatalogueOrRefuse();
  // A form post is never read as a catalogue, so no cross-site HTML form can send one.
  if (!/^text\/csv\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
    throw new ShopError('unsupported_media', 'unsupported_media_type', 'Send the file as the request body with Content-Type: text/csv.');
  }
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > MAX_CATALOGUE_CSV_BYTES) throw new ShopError('too_large', 'body_too_large', bodyTooLargeMessage(MAX_CATALOGUE_CSV_BYTES));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ShopError('invalid', 'invalid_csv', 'The file must be UTF-8 text, as the export is.');
  }
  if (text.includes('\u0000')) throw new ShopError('invalid', 'invalid_csv', 'The file holds a NUL character: it is not a CSV the shop wrote.');
  try {
    return privateJson(await catalogue.importCsv(owner, text));
  } catch (error) {
    if (!(error instanceof CatalogueImportRefused)) throw error;
    return privateJson({ error: { code: error.code, message: error.message }, errors: error.problems }, { status: error.status });
  }
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
