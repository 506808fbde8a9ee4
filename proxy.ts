import { NextResponse, type NextRequest } from 'next/server';
import { ShopError } from '@/lib/errors';
import { jsonError } from '@/lib/http/errors';
import { declaredBodyTooLarge, isSameOrigin, MAX_JSON_BODY_BYTES, MUTATING_METHODS } from '@/lib/http/same-origin';

/** True when every %-escape in the path decodes: Next itself answers a broken one with a plain-text 500. */
function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Guards every API call before Next routes it: a path Next cannot decode is refused here, and a
 * state-changing call must come from the same origin with a bounded body.
 */
export function proxy(request: NextRequest) {
  if (!decodablePath(request.nextUrl.pathname)) {
    return jsonError(new ShopError('invalid', 'invalid_path', 'The address has a broken %-escape: nothing lives there.'));
  }
  if (!MUTATING_METHODS.has(request.method) || request.nextUrl.pathname.startsWith('/api/webhooks/')) {
    return NextResponse.next();
  }
  if (!isSameOrigin(request.headers, request.nextUrl)) {
    return jsonError(new ShopError('forbidden', 'cross_origin', 'This request must come from the Highland Home website itself.'));
  }
  if (declaredBodyTooLarge(request.headers)) {
    return jsonError(new ShopError('too_large', 'body_too_large', `Request bodies may be at most ${MAX_JSON_BODY_BYTES / 1024} KB.`));
  }
  return NextResponse.next();
}

export const config = { matcher: '/api/:path*' };
