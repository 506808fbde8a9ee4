/**
 * The methods an API address does not take. Next answers a method a route file does not export with
 * an empty 405 and no Allow header, and OPTIONS with every method exported: neither is the API's
 * JSON error, and a client could not tell what the address takes. So every route file exports the
 * rest of the methods from here, as the route wrapper's handlers (tests/integration/api-methods.test.ts
 * holds every file to it):
 *
 *   export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
 */
import { NextResponse } from 'next/server';
import { jsonError } from './errors';
import { route, type Handler } from './route';

export const API_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type ApiMethod = (typeof API_METHODS)[number];

export type OtherMethods<Taken extends ApiMethod> = Record<Exclude<ApiMethod, Taken> | 'OPTIONS', Handler<unknown>>;

/** The handlers refusing each method, one per route file, so a test can tell them from the file's own. */
const refusals = new WeakSet<object>();

export const isMethodRefusal = (handler: unknown): boolean => typeof handler === 'function' && refusals.has(handler);

/** What the Allow header says of an address taking these methods: HEAD comes with GET, OPTIONS always. */
export function allowHeader(taken: readonly ApiMethod[]): string {
  return [...taken.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method])), 'OPTIONS'].join(', ');
}

export function otherMethods<const Taken extends ApiMethod>(...taken: Taken[]): OtherMethods<Taken> {
  const allow = allowHeader(taken);
  const refuse = route(async (request) =>
    jsonError(
      { status: 405, code: 'method_not_allowed', message: `${request.method} is not a method ${request.nextUrl.pathname} answers; it answers ${allow}.` },
      { Allow: allow, 'Cache-Control': 'no-store' },
    ),
  );
  const options = route(async () => new NextResponse(null, { status: 204, headers: { Allow: allow } }));
  refusals.add(refuse);
  const handlers: Partial<Record<ApiMethod | 'OPTIONS', Handler<unknown>>> = { OPTIONS: options };
  for (const method of API_METHODS) if (!(taken as readonly ApiMethod[]).includes(method)) handlers[method] = refuse;
  return handlers as OtherMethods<Taken>;
}
