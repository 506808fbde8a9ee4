import { notFound } from '@/lib/errors';
import { jsonError } from '@/lib/http/errors';
import { route } from '@/lib/http/route';

// API clients get a JSON 404 for unknown endpoints, not the shop's HTML not-found page; a write from
// another site is refused first, as at every other API address.
const unknownEndpoint = route(async (request) => jsonError(notFound(`There is no API endpoint ${request.method} ${new URL(request.url).pathname}.`)));

export { unknownEndpoint as GET, unknownEndpoint as POST, unknownEndpoint as PUT, unknownEndpoint as PATCH, unknownEndpoint as DELETE };
