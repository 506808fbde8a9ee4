import { requireOwnerApi } from '@/lib/admin/guard';
import { clearOwnerCookie, OWNER_COOKIE, setOwnerCookie, signIn, signOut } from '@/lib/admin/sessions';
import { ownerSignInSchema } from '@/lib/forms/owner-sign-in';
import { parseJsonBody } from '@/lib/http/parse';
import { clientKey } from '@/lib/http/rate-limit';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

/** Who is signed in: 401 when nobody is. */
export const GET = route(async (request) => {
  const owner = await requireOwnerApi(request);
  return privateJson({ owner: { email: owner.email } });
});

/** Sign in: 401 for a wrong pair, 429 once the account or the address is locked out. */
export const POST = route(async (request) => {
  const { email, password } = await parseJsonBody(ownerSignInSchema, request);
  const session = await signIn(email, password, clientKey(request));
  const response = privateJson({ owner: { email: session.owner.email } });
  setOwnerCookie(response, request, session.token, session.expiresAt);
  return response;
});

/** Sign out: the session ends on the server, not only in this browser. */
export const DELETE = route(async (request) => {
  await signOut(request.cookies.get(OWNER_COOKIE)?.value);
  const response = privateJson({ signedOut: true });
  clearOwnerCookie(response, request);
  return response;
});

export const { PUT, PATCH, OPTIONS } = otherMethods('GET', 'POST', 'DELETE');
