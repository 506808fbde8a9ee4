/**
 * Reads the owner's upload: `multipart/form-data` with a `file` and its `alt` text. The body is held
 * to its limit as it arrives (the shop's server and the proxy cut it earlier still; this covers a body
 * with no declared length reaching the handler some other way), so an endless upload is never held
 * whole in memory.
 */
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@/lib/domain/stored-input';
import { altRefusal, MAX_PICTURE_BYTES, MAX_PICTURE_UPLOAD_BODY_BYTES, megabytes, PICTURE_TOO_LARGE_MESSAGE } from '@/lib/domain/pictures';
import { ShopError } from '@/lib/errors';

const MULTIPART = /^multipart\/form-data\s*;\s*boundary=/i;
const tooLarge = (size: string) => new ShopError('too_large', 'picture_too_large', `${PICTURE_TOO_LARGE_MESSAGE} This upload is ${size}.`);

async function boundedBody(request: Request): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (Number.isFinite(declared) && declared > MAX_PICTURE_UPLOAD_BODY_BYTES) throw tooLarge(megabytes(declared));
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_PICTURE_UPLOAD_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge(`over ${megabytes(MAX_PICTURE_UPLOAD_BODY_BYTES)}`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export interface PictureUpload {
  file: Buffer;
  alt: string;
}

export async function readPictureUpload(request: Request): Promise<PictureUpload> {
  const type = request.headers.get('content-type') ?? '';
  if (!MULTIPART.test(type)) throw new ShopError('unsupported_media', 'unsupported_media_type', 'Send the picture as multipart/form-data, with the fields file and alt.');
  const body = await boundedBody(request);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new ShopError('invalid', 'invalid_body', 'The upload could not be read as a form: send multipart/form-data, with the fields file and alt.');
  }
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0) throw new ShopError('invalid', 'invalid_body', 'file: choose a picture to upload.');
  if (file.size > MAX_PICTURE_BYTES) throw tooLarge(megabytes(file.size));
  const alt = form.get('alt');
  const refusal = typeof alt === 'string' ? altRefusal(alt) : altRefusal('');
  if (refusal) throw new ShopError('invalid', 'invalid_body', refusal);
  if (!isStorableText(alt as string)) throw new ShopError('invalid', 'invalid_body', `alt ${UNSTORABLE_TEXT_MESSAGE}.`);
  return { file: Buffer.from(await file.arrayBuffer()), alt: (alt as string).trim() };
}
