import { NextRequest } from 'next/server';

/**
 * Builds the request a browser would send to a route handler, same-origin by default: with the Host
 * it was sent to, as every browser sends it (NextRequest's own URL says "localhost" for 127.0.0.1).
 * `rawBody`: sent exactly as given (a signed webhook delivery), instead of `body` as JSON.
 */
export function apiRequest(path: string, init: { method?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {}): NextRequest {
  const url = new URL(path, 'http://127.0.0.1:3000');
  const sent = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  return new NextRequest(url, {
    method: init.method ?? 'GET',
    headers: { host: url.host, origin: url.origin, ...(sent !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
    body: sent,
  });
}

export function params<T extends Record<string, string>>(value: T): { params: Promise<T> } {
  return { params: Promise.resolve(value) };
}
