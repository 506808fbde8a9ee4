import { commerce, toApiCategory } from '@/lib/commerce';
import { json, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

export const GET = route(async () => json((await commerce().listCategories()).map(toApiCategory)));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
