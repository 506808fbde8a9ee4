/**
 * Every API address answers a method it does not take with the API's JSON error, 405
 * `method_not_allowed`, and an Allow header naming what it does take; OPTIONS names the same
 * (lib/http/other-methods.ts). Next's own answer, for a method a route file does not export, is an
 * empty 405 without Allow.
 */
import { allowHeader, API_METHODS, isMethodRefusal, type ApiMethod } from '@/lib/http/other-methods';
import { apiRequest } from '../support/api';
import { apiRouteModules, ROUTE_CONTEXT, type RouteHandler } from '../support/api-routes';

const modules = apiRouteModules().filter((module) => !module.catchAll);

const taken = (exported: Partial<Record<string, RouteHandler>>): ApiMethod[] => API_METHODS.filter((method) => !isMethodRefusal(exported[method]));

describe('methods an API address does not take', () => {
  it('are found in every route file', () => {
    expect(modules.length).toBeGreaterThan(50);
  });

  it.each(modules.map((module) => [module.address, module] as const))('%s exports every method and OPTIONS, and takes at least one', (_address, { exported }) => {
    for (const method of [...API_METHODS, 'OPTIONS']) expect(typeof exported[method]).toBe('function');
    expect(taken(exported).length).toBeGreaterThan(0);
  });

  const refusals = modules.flatMap(({ address, exported }) =>
    API_METHODS.filter((method) => isMethodRefusal(exported[method])).map((method) => ({ method, address, exported, handler: exported[method]! })),
  );

  it.each(refusals.map((refusal) => [`${refusal.method} ${refusal.address}`, refusal] as const))(
    '%s is answered 405 in JSON with what the address takes',
    async (_name, { method, address, exported, handler }) => {
      const body = method === 'GET' ? undefined : {};
      const reply = await handler(apiRequest(address, { method, body }), ROUTE_CONTEXT);
      expect(reply.status).toBe(405);
      const allow = allowHeader(taken(exported));
      expect(reply.headers.get('allow')).toBe(allow);
      expect(allow).not.toContain(method);
      expect(await reply.json()).toEqual({ error: { code: 'method_not_allowed', message: `${method} is not a method ${address} answers; it answers ${allow}.` } });
    },
  );

  it.each(modules.map((module) => [module.address, module] as const))('OPTIONS %s names the methods it takes', async (address, { exported }) => {
    const reply = await exported.OPTIONS!(apiRequest(address, { method: 'OPTIONS' }), ROUTE_CONTEXT);
    expect(reply.status).toBe(204);
    expect(reply.headers.get('allow')).toBe(allowHeader(taken(exported)));
  });

  it('says HEAD with GET, and OPTIONS always', () => {
    expect(allowHeader(['GET', 'POST'])).toBe('GET, HEAD, POST, OPTIONS');
    expect(allowHeader(['PATCH', 'DELETE'])).toBe('PATCH, DELETE, OPTIONS');
  });
});
