import { commerce } from '@/lib/commerce';
import { toApiCategory } from '@/lib/commerce/api-shape';
import { json, route } from '@/lib/http/route';

export const GET = route(async () => json((await commerce().listCategories()).map(toApiCategory)));
