/**
 * The production server's response layer, put in front of Next at start-up (lib/ops/start-instance.ts). Each request
 * goes through, in order:
 * 1. compression (here rather than in Next, which would compress a page before its scripts could
 *    be hashed; docs/adr/0004);
 * 2. the page replay, which answers a GET of a page Next has just served from its cache with the
 *    same cache entry, while it stays fresh (lib/http/page-replay.ts, docs/adr/0009);
 * 3. the page script policy, which holds a page Next renders until its policy is known
 *    (lib/http/page-script-policy.ts).
 * With an instance name (SHOW_INSTANCE=1), every response carries it in `X-Instance`, set before
 * any of these so a replayed page, a static file and an error carry it as well as a rendered page.
 */
import http from 'node:http';
import compression from 'compression';
import { holdPagesForPolicy } from './page-script-policy';
import type { PageReplay } from './page-replay';

/** Where the page cache (plain JavaScript, outside Next's bundles) finds the policy maker. */
export const PAGE_POLICY = Symbol.for('highland-home.page-policy');

export const INSTANCE_HEADER = 'X-Instance';

/** Installs the layer on every HTTP server of the process. Returns the way to take it out again (for tests). */
export function installResponseLayer({
  policyFor,
  replay,
  instance,
}: {
  policyFor: (page: string) => string;
  replay?: PageReplay;
  /** Shown in X-Instance on every response (lib/domain/instance-name.ts). */
  instance?: string;
}): () => void {
  const compress = compression();
  const emit = http.Server.prototype.emit;
  const scope = globalThis as typeof globalThis & { [PAGE_POLICY]?: (page: string) => string };
  scope[PAGE_POLICY] = policyFor;
  http.Server.prototype.emit = function emitThroughLayer(this: http.Server, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      if (instance) response.setHeader(INSTANCE_HEADER, instance);
      compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () => {});
      if (replay?.serve(request, response)) return true;
      holdPagesForPolicy(response, policyFor, replay && ((passesOn) => replay.remember(request, response, passesOn)));
    }
    return (emit as (...a: unknown[]) => boolean).call(this, event, ...args);
  } as typeof http.Server.prototype.emit;
  return () => {
    http.Server.prototype.emit = emit;
    delete scope[PAGE_POLICY];
  };
}
