import { productHolder, pictureIndexRoutes } from '@/lib/pictures/picture-routes';
import { otherMethods } from '@/lib/http/other-methods';

/** Removes one of the product's pictures, by its place in the list (0 = main). */
export const DELETE = pictureIndexRoutes<{ id: string; index: string }>(productHolder).DELETE;

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods('DELETE');
