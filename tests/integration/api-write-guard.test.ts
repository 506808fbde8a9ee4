/**
 * Every state-changing API handler is made by the route wrapper, which refuses a call from another
 * site, or with a declared body over its address's limit, before the handler runs
 * (lib/http/write-guard.ts): the proxy does not run for API calls (docs/adr/0037), so a handler
 * written without the wrapper would take cross-site writes. Each is called from another site and
 * must answer 403 `cross_origin`; the signed webhooks alone take calls from anywhere.
 */
import { isGuardedRoute } from '@/lib/http/route';
import { apiRequest } from '../support/api';
import { apiRouteModules, ROUTE_CONTEXT as CONTEXT, type RouteHandler } from '../support/api-routes';

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

const writes = apiRouteModules().flatMap(({ address, exported }) =>
  WRITES.filter((method) => exported[method] !== undefined).map((method) => ({ method, address, handler: exported[method] as RouteHandler })),
);

describe('state-changing API calls', () => {
  it('are found: the shop has dozens', () => {
    expect(writes.length).toBeGreaterThan(30);
  });

  it.each(writes.map((write) => [`${write.method} ${write.address}`, write] as const))('%s is made by the route wrapper', (_name, { handler }) => {
    expect(isGuardedRoute(handler)).toBe(true);
  });

  it.each(writes.filter((write) => !write.address.startsWith('/api/webhooks/')).map((write) => [`${write.method} ${write.address}`, write] as const))(
    '%s from another site is refused with 403 before it runs',
    async (_name, { method, address, handler }) => {
      const reply = await handler(apiRequest(address, { method, body: {}, headers: { origin: 'https://evil.example' } }), CONTEXT);
      expect(reply.status).toBe(403);
      expect(await reply.json()).toEqual({ error: { code: 'cross_origin', message: 'This request must come from the Highland Home website itself.' } });
    },
  );

  it('lets the signed webhooks take calls from anywhere, to check their signatures', async () => {
    const hooks = writes.filter((write) => write.address.startsWith('/api/webhooks/'));
    expect(hooks.length).toBeGreaterThan(0);
    for (const { method, address, handler } of hooks) {
      const reply = await handler(apiRequest(address, { method, rawBody: '{}', headers: { origin: 'https://evil.example' } }), CONTEXT);
      expect(reply.status).not.toBe(403);
    }
  });
});
