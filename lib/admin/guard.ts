/**
 * The back office's door: every /admin page and /api/admin call asks here first. Pages send a
 * signed-out visitor to the sign-in page; API calls answer 401 JSON.
 */
import { cookies } from 'next/headers';
import { cache } from 'react';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { ShopError } from '@/lib/errors';
import type { Owner } from './owners';
import { OWNER_COOKIE, ownerForToken } from './sessions';

export type { Owner };

export const SIGN_IN_PATH = '/admin/login';

// The layout and the page both ask (they render side by side, and neither may trust the other to
// have asked); one look-up per request answers both.
const pageOwner = cache(async (): Promise<Owner | null> => ownerForToken((await cookies()).get(OWNER_COOKIE)?.value));

export async function requireOwnerPage(): Promise<Owner> {
  const owner = await pageOwner();
  if (!owner) redirect(SIGN_IN_PATH);
  return owner;
}

/** For the sign-in page: whoever is signed in already goes straight on. */
export function signedInOwner(): Promise<Owner | null> {
  return pageOwner();
}

export async function requireOwnerApi(request: NextRequest): Promise<Owner> {
  const owner = await ownerForToken(request.cookies.get(OWNER_COOKIE)?.value);
  if (!owner) throw new ShopError('unauthorized', 'not_signed_in', 'Please sign in as a shop owner first.');
  return owner;
}
