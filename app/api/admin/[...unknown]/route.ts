import { requireOwnerApi } from '@/lib/admin/guard';
import { notFound } from '@/lib/errors';
import { route } from '@/lib/http/route';

// A signed-out caller learns nothing of the back office's endpoints: 401 first, then 404.
const unknownAdminEndpoint = route(async (request) => {
  await requireOwnerApi(request);
  throw notFound(`There is no API endpoint ${request.method} ${request.nextUrl.pathname}.`);
});

export { unknownAdminEndpoint as GET, unknownAdminEndpoint as POST, unknownAdminEndpoint as PUT, unknownAdminEndpoint as PATCH, unknownAdminEndpoint as DELETE };
