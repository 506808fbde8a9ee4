/**
 * The route handlers of `…/pictures` and `…/pictures/{index}`, the same for products, stories and
 * adventures: each route file only says how its address names the item (docs/adr/0031).
 */
import type { NextRequest } from 'next/server';
import { requireOwnerApi } from '@/lib/admin/guard';
import { refuseWhenKeptInStore } from '@/lib/admin/kept-in-store';
import { ownerPicturesSchema } from '@/lib/forms/owner-pictures';
import { idParam, keyParam, parseJsonBody } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { arrangePictures, picturesOf, removePicture, uploadPicture, type PictureHolder } from './picture-lists';
import { readPictureUpload } from './upload-form';
import { notFound } from '@/lib/errors';

type Params = Record<string, string>;
type Context<P extends Params> = { params: Promise<P> };

/** How each kind's address names it; a product's pictures are refused while WooCommerce keeps them. */
export const productHolder = async (params: Promise<{ id: string }>): Promise<PictureHolder> => {
  refuseWhenKeptInStore('products');
  return { kind: 'product', id: idParam((await params).id, 'product') };
};
export const storyHolder = async (params: Promise<{ slug: string }>): Promise<PictureHolder> => ({ kind: 'story', slug: keyParam((await params).slug, 'story') });
export const adventureHolder = async (params: Promise<{ slug: string }>): Promise<PictureHolder> => ({
  kind: 'adventure',
  slug: keyParam((await params).slug, 'adventure'),
});

export function pictureRoutes<P extends Params>(holderOf: (params: Promise<P>) => Promise<PictureHolder>) {
  return {
    /** The item's pictures, first = main. */
    GET: route<Context<P>>(async (request, context) => {
      await requireOwnerApi(request);
      return privateJson({ pictures: await picturesOf(await holderOf(context.params)) });
    }),
    /** One picture uploaded (multipart `file` and `alt`) and added last: 201 `{ url, alt, width, height, pictures }`. */
    POST: route<Context<P>>(async (request: NextRequest, context) => {
      const owner = await requireOwnerApi(request);
      const holder = await holderOf(context.params);
      const { file, alt } = await readPictureUpload(request);
      return privateJson(await uploadPicture(owner, holder, file, alt), { status: 201 });
    }),
    /** `{ pictures: [{ url, alt }] }`: the same pictures in a new order (first = main), with their alt texts. */
    PATCH: route<Context<P>>(async (request, context) => {
      const owner = await requireOwnerApi(request);
      const holder = await holderOf(context.params);
      const body = await parseJsonBody(ownerPicturesSchema, request);
      return privateJson({ pictures: await arrangePictures(owner, holder, body.pictures) });
    }),
  };
}

export function pictureIndexRoutes<P extends Params & { index: string }>(holderOf: (params: Promise<P>) => Promise<PictureHolder>) {
  return {
    /** Takes the picture at `index` (0 = main) out of the list: 200 `{ pictures }`. */
    DELETE: route<Context<P>>(async (request, context) => {
      const owner = await requireOwnerApi(request);
      const holder = await holderOf(context.params);
      const index = (await context.params).index;
      if (!/^\d{1,3}$/.test(index)) throw notFound(`There is no picture ${index.slice(0, 20)} here.`);
      return privateJson({ pictures: await removePicture(owner, holder, Number(index)) });
    }),
  };
}
