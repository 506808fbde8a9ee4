import type { NextRequest } from 'next/server';
import { STORE_RETRY_AFTER_SECONDS } from '@/lib/commerce';
import { unavailablePage } from '@/lib/http/unavailable-page';

/**
 * An order page whose store or database does not answer is rewritten here (proxy.ts): a route
 * handler rather than a page, because a rewritten page is always answered 200, and this must be 503
 * with Retry-After, as the API answers. `after` is the wait the proxy chose.
 */
export function GET(request: NextRequest): Response {
  const after = Number(request.nextUrl.searchParams.get('after'));
  const seconds = Number.isSafeInteger(after) && after >= 1 && after <= 60 ? after : STORE_RETRY_AFTER_SECONDS;
  return new Response(unavailablePage(), {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': String(seconds), 'Cache-Control': 'no-store' },
  });
}
