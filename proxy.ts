import { NextResponse, type NextRequest } from 'next/server';
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
    return NextResponse.json(
      { error: { code: 'invalid_path', message: 'The address has a broken %-escape: nothing lives there.' } },
      { status: 400 },
    );
  }
  if (!MUTATING_METHODS.has(request.method) || request.nextUrl.pathname.startsWith('/api/webhooks/')) {
    return NextResponse.next();
  }
  if (!isSameOrigin(request.headers, request.nextUrl)) {
    return NextResponse.json(
      { error: { code: 'cross_origin', message: 'This request must come from the Highland Home website itself.' } },
      { status: 403 },
    );
  }
  if (declaredBodyTooLarge(request.headers)) {
    return NextResponse.json(
      { error: { code: 'body_too_large', message: `Request bodies may be at most ${MAX_JSON_BODY_BYTES / 1024} KB.` } },
      { status: 413 },
    );
  }
  return NextResponse.next();
}

export const config = { matcher: '/api/:path*' };
