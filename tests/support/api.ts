import { NextRequest } from 'next/server';

/** Builds the request a browser would send to a route handler, same-origin by default. */
export function apiRequest(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): NextRequest {
  const url = new URL(path, 'http://127.0.0.1:3000');
  return new NextRequest(url, {
    method: init.method ?? 'GET',
    headers: { origin: url.origin, ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

export function params<T extends Record<string, string>>(value: T): { params: Promise<T> } {
  return { params: Promise.resolve(value) };
}
