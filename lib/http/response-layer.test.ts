/**
 * X-Instance (SHOW_INSTANCE=1): the response layer names the instance on every response, whoever
 * writes it: Next rendering a page, Next sending a file, or the page replay answering without Next.
 */
import http from 'node:http';
import { rawGet } from '@/tests/support/raw-get';
import { pageReplay, PAGE_HEADER } from './page-replay';
import { installResponseLayer } from './response-layer';

const PAGE = Buffer.from('<!DOCTYPE html><html><body><h1>Oak board</h1></body></html>');

/** Next's part: a cached page (with the marker the replay remembers it by), a file, a JSON error. */
function next(request: http.IncomingMessage, response: http.ServerResponse): void {
  if (request.url === '/products/oak-board') {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    // The policy stored with a cached page (lib/cache/page-cache-handler.mjs): the page passes on.
    response.setHeader('Content-Security-Policy', "script-src 'self' 'sha256-page'");
    response.setHeader('x-nextjs-cache', 'HIT');
    response.setHeader(PAGE_HEADER, '1 %2Fproducts%2Foak-board');
    response.end(PAGE);
  } else if (request.url === '/logo.svg') {
    response.setHeader('Content-Type', 'image/svg+xml');
    response.end('<svg/>');
  } else {
    response.statusCode = 404;
    response.setHeader('Content-Type', 'application/json');
    response.end('{"error":{"code":"not_found"}}');
  }
}

async function withLayer(instance: string | undefined, work: (server: http.Server, nextCalls: () => number) => Promise<void>): Promise<void> {
  let calls = 0;
  const uninstall = installResponseLayer({ policyFor: () => "script-src 'self'", replay: pageReplay(() => PAGE), instance });
  const server = http.createServer((request, response) => {
    calls += 1;
    next(request, response);
  });
  try {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await work(server, () => calls);
  } finally {
    uninstall();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('X-Instance', () => {
  it('is on pages, files, errors and replayed pages when the instance has a name', async () => {
    await withLayer('b', async (server, nextCalls) => {
      for (const path of ['/products/oak-board', '/logo.svg', '/api/nowhere']) {
        expect((await rawGet(server, path)).headers['x-instance']).toBe('b');
      }
      const callsBefore = nextCalls();
      const replayed = await rawGet(server, '/products/oak-board');
      // Answered by the replay, not by Next, and still named.
      expect(nextCalls()).toBe(callsBefore);
      expect(replayed.body.equals(PAGE)).toBe(true);
      expect(replayed.headers['x-instance']).toBe('b');
    });
  });

  it('is absent by default', async () => {
    await withLayer(undefined, async (server) => {
      for (const path of ['/products/oak-board', '/products/oak-board', '/logo.svg']) {
        expect((await rawGet(server, path)).headers['x-instance']).toBeUndefined();
      }
    });
  });
});
