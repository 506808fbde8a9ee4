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

const isApi = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** Matches no route, so Next answers it with the shop's own not-found page and 404. */
const NOWHERE = '/_broken-address';

/**
 * Runs before Next routes a request, for API calls and for any path holding a %-escape (the
 * matcher below), so ordinary pages never pay for it. A path Next cannot decode is refused here:
 * 400 JSON on /api, the shop's not-found page elsewhere (docs/adr/0013). A state-changing API call
 * must come from the same origin with a bounded body.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!decodablePath(pathname)) {
    if (isApi(pathname)) return jsonError(new ShopError('invalid', 'invalid_path', 'The address has a broken %-escape: nothing lives there.'));
    return NextResponse.rewrite(new URL(NOWHERE, request.url));
  }
  if (!isApi(pathname) || !MUTATING_METHODS.has(request.method) || pathname.startsWith('/api/webhooks/')) {
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

// Matched against the path as sent, still encoded: only a path with a % in it reaches the proxy.
export const config = { matcher: ['/api/:path*', '/(.*%.*)'] };
