import { productHolder, pictureIndexRoutes } from '@/lib/pictures/picture-routes';

/** Removes one of the product's pictures, by its place in the list (0 = main). */
export const DELETE = pictureIndexRoutes<{ id: string; index: string }>(productHolder).DELETE;
