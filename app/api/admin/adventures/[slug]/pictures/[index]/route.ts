import { adventureHolder, pictureIndexRoutes } from '@/lib/pictures/picture-routes';
import { otherMethods } from '@/lib/http/other-methods';

/** Removes one of the adventure's pictures, by its place in the list (0 = main). */
export const DELETE = pictureIndexRoutes<{ slug: string; index: string }>(adventureHolder).DELETE;

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods('DELETE');
