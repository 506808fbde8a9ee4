import { commerce, toApiCategory } from '@/lib/commerce';
import { json, route } from '@/lib/http/route';

export const GET = route(async () => json((await commerce().listCategories()).map(toApiCategory)));
