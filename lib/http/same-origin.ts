/** Pure checks behind the API write guard (./write-guard.ts), kept here so they can be tested without a running server. */
import { MAX_JSON_BODY_BYTES } from './body-limits';

export const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A mutating request is same-origin when its Origin header (or, failing that, Referer) names the
 * host it was sent to. Browsers always send Origin on cross-site POSTs, so a mismatch is refused.
 * Webhooks from the payment provider are signed instead and skip this check.
 */
export function isSameOrigin(headers: Headers, requestUrl: URL): boolean {
  const source = headers.get('origin') ?? headers.get('referer');
  if (!source) return headers.get('sec-fetch-site') !== 'cross-site';
  try {
    const origin = new URL(source);
    const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? requestUrl.host;
    return origin.host === host;
  } catch {
    return false;
  }
}

export function declaredBodyTooLarge(headers: Headers, limit = MAX_JSON_BODY_BYTES): boolean {
  const length = Number(headers.get('content-length') ?? 0);
  return Number.isFinite(length) && length > limit;
}
