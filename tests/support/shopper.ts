/**
 * A shopper for route-handler tests: sends requests as a browser on the shop's own origin would,
 * and keeps the cart cookie the shop hands it, as a browser does.
 */
import type { NextRequest } from 'next/server';
import { apiRequest } from './api';

/** Any route handler: `never` params accept every handler's own params type. */
type Handler = (request: NextRequest, context: { params: Promise<never> }) => Promise<Response>;
type Context = { params: Promise<Record<string, string>> };

export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export class Shopper {
  cookie: string | null = null;

  async call<T = unknown>(
    handler: Handler,
    path: string,
    init: { method?: string; body?: unknown; context?: Context; headers?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    const request = apiRequest(path, {
      method: init.method,
      body: init.body,
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...init.headers },
    });
    const response = await handler(request, (init.context ?? { params: Promise.resolve({}) }) as { params: Promise<never> });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
  }
}
