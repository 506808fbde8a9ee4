import { pictureFileOf } from '@/lib/domain/pictures';
import { readPicture } from '@/lib/pictures/picture-store';
import { route } from '@/lib/http/route';

/**
 * An uploaded picture, `/pictures/{id}-{digest}.webp`, from PostgreSQL, so every instance serves it
 * (docs/adr/0031). Its URL holds its digest, so its bytes never change: every cache may keep it for a
 * year. Pages show it through Next's image optimizer at the sizes they use, as every other picture.
 */
export const GET = route<{ params: Promise<{ file: string }> }>(async (_request, context) => {
  const named = pictureFileOf((await context.params).file);
  const picture = named && (await readPicture(named.id, named.digestPrefix));
  if (!picture) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } });
  return new Response(new Uint8Array(picture.bytes), {
    headers: {
      'Content-Type': picture.contentType,
      'Content-Length': String(picture.bytes.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
