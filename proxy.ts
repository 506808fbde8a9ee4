import { NextResponse, type NextRequest } from 'next/server';
import { declaredBodyTooLarge, isSameOrigin, MAX_JSON_BODY_BYTES, MUTATING_METHODS } from '@/lib/http/same-origin';

/** Guards every state-changing API call before it reaches a route handler: same origin, bounded body. */
export function proxy(request: NextRequest) {
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
