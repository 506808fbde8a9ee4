import { NextResponse, type NextRequest } from 'next/server';
import { pageViewFor } from '@/lib/domain/page-views';
import { declaredBodyTooLarge, isSameOrigin, MAX_JSON_BODY_BYTES, MUTATING_METHODS } from '@/lib/http/same-origin';

/**
 * Two jobs, before any route runs: guard every state-changing API call (same origin, bounded body),
 * and send a page URL whose query selects another view to that view's own cached path
 * (lib/domain/page-views.ts, docs/adr/0009-storefront-rendering.md).
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname.startsWith('/api/')) return guardApi(request);

  const view = pageViewFor(pathname, searchParams);
  return view.kind === 'rewrite' ? NextResponse.rewrite(new URL(view.path, request.url)) : NextResponse.next();
}

function guardApi(request: NextRequest) {
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

// Only the API and the pages whose query picks a view pay for the proxy (an adventure only when a
// tab is asked for); every other page is served straight from the cache.
export const config = {
  matcher: ['/api/:path*', '/products', '/collections', '/adventures', { source: '/adventures/:id', has: [{ type: 'query', key: 'tab' }] }],
};
