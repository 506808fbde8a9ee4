/**
 * Every route module under app/api, found on disk and loaded, with the address it answers: for the
 * tests that hold all of them to one rule (tests/integration/api-write-guard.test.ts, api-methods.test.ts).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

const API = path.join(process.cwd(), 'app', 'api');

export type RouteHandler = (request: Request, context: unknown) => Promise<Response>;

export interface ApiRouteModule {
  /** The address, each dynamic segment filled in. */
  address: string;
  /** A catch-all ([...unknown]) that answers addresses no other file does. */
  catchAll: boolean;
  exported: Partial<Record<string, RouteHandler>>;
}

/** What the dynamic segments of any of the shop's addresses are given. */
export const ROUTE_CONTEXT = { params: Promise.resolve({ id: '1', slug: 'x', index: '0', itemId: '1', unknown: ['x'] }) };

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

function addressOf(file: string): string {
  const segments = path.relative(API, path.dirname(file)).split(path.sep).filter(Boolean);
  return `/api/${segments.map((segment) => (segment.startsWith('[') ? '1' : segment)).join('/')}`;
}

export function apiRouteModules(): ApiRouteModule[] {
  return routeFiles(API).map((file) => ({
    address: addressOf(file),
    catchAll: file.includes('[...'),
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- every route module, found on disk
    exported: require(file) as ApiRouteModule['exported'],
  }));
}
