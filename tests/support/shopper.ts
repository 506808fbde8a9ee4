/**
 * A shopper for route-handler tests: sends requests as a browser on the shop's own origin would,
 * and keeps the cookies the shop hands it (the cart's, the discount code's), as a browser does.
 */
import type { NextRequest } from 'next/server';
import { PEER_HEADER } from '@/lib/http/rate-limit';
import { apiRequest } from './api';

let shoppers = 0;

/** Any route handler: `never` params accept every handler's own params type. */
type Handler = (request: NextRequest, context: { params: Promise<never> }) => Promise<Response>;
type Context = { params: Promise<Record<string, string>> };

export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export class Shopper {
  private readonly jar = new Map<string, string>();
  /**
   * The address the shop server would see this shopper connect from: one of their own, as each
   * browser has, so per-client limits count each shopper apart (a test's own headers may name another).
   */
  private readonly peer = `10.250.${(++shoppers >> 8) & 255}.${shoppers & 255}`;

  /** The Cookie header this shopper sends, or null with none; set it to send cookies of a test's own. */
  get cookie(): string | null {
    return this.jar.size ? [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ') : null;
  }

  set cookie(header: string | null) {
    this.jar.clear();
    for (const pair of header ? header.split('; ') : []) {
      const at = pair.indexOf('=');
      this.jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  /** One Set-Cookie: kept, or dropped when it deletes the cookie (empty, expired or Max-Age=0). */
  private keep(setCookie: string): void {
    const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    const expired = attributes.some((attribute) => /^max-age=0$/i.test(attribute) || (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) <= Date.now()));
    if (!value || expired) this.jar.delete(name);
    else this.jar.set(name, value);
  }

  async call<T = unknown>(
    handler: Handler,
    path: string,
    init: { method?: string; body?: unknown; rawBody?: string; context?: Context; headers?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    const request = apiRequest(path, {
      method: init.method,
      body: init.body,
      rawBody: init.rawBody,
      headers: { [PEER_HEADER]: this.peer, ...(this.cookie ? { cookie: this.cookie } : {}), ...init.headers },
    });
    const response = await handler(request, (init.context ?? { params: Promise.resolve({}) }) as { params: Promise<never> });
    for (const setCookie of response.headers.getSetCookie()) this.keep(setCookie);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
  }
}
