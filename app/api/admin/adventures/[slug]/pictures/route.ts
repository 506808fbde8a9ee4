import { adventureHolder, pictureRoutes } from '@/lib/pictures/picture-routes';
import { otherMethods } from '@/lib/http/other-methods';

/** The adventure's pictures: list, upload (multipart `file` + `alt`), reorder and describe (docs/adr/0031). */
const routes = pictureRoutes<{ slug: string }>(adventureHolder);
export const GET = routes.GET;
export const POST = routes.POST;
export const PATCH = routes.PATCH;

export const { PUT, DELETE, OPTIONS } = otherMethods('GET', 'POST', 'PATCH');
