import { adventureHolder, pictureRoutes } from '@/lib/pictures/picture-routes';

/** The adventure's pictures: list, upload (multipart `file` + `alt`), reorder and describe (docs/adr/0031). */
const routes = pictureRoutes<{ slug: string }>(adventureHolder);
export const GET = routes.GET;
export const POST = routes.POST;
export const PATCH = routes.PATCH;
