/**
 * A page Next renders per request is held whole before it goes out: its policy is worked out from
 * the finished HTML, and a page that ended up showing its not-found copy answers 404 even though
 * Next chose 200 before the render got there.
 */
import http from 'node:http';
import { rawGet } from '@/tests/support/raw-get';
import { holdPagesForPolicy } from './page-script-policy';

const SHELL = '<!DOCTYPE html><html><head><title>Secure Payment</title></head><body><main>';
const NOT_FOUND_COPY = '<span hidden="" data-http-status="404"></span><h2>Payment Session Not Found</h2>';
const END = '</main></body></html>';

/** Next's part: the status and headers first, then the page in pieces as the render streams it. */
function streamedPage(parts: readonly string[]) {
  return (request: http.IncomingMessage, response: http.ServerResponse) => {
    holdPagesForPolicy(response, (page) => `script-src 'self' 'sha256-${page.length}'`);
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    const [first, ...rest] = parts;
    response.write(first);
    setTimeout(() => {
      for (const part of rest) response.write(part);
      response.end();
    }, 5);
  };
}

async function withServer(handler: http.RequestListener, work: (server: http.Server) => Promise<void>): Promise<void> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await work(server);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('holdPagesForPolicy', () => {
  it('answers 404 for a page whose render ended in its not-found copy, after Next said 200', async () => {
    const parts = [SHELL, NOT_FOUND_COPY, END];
    await withServer(streamedPage(parts), async (server) => {
      const reply = await rawGet(server, '/stripe-checkout?order_id=9&key=wrong');
      expect(reply.status).toBe(404);
      expect(reply.body.toString()).toBe(parts.join(''));
      expect(reply.headers['content-security-policy']).toBe(`script-src 'self' 'sha256-${parts.join('').length}'`);
    });
  });

  it('sends any other page with the status Next gave it', async () => {
    const parts = [SHELL, '<h2>Card details</h2>', END];
    await withServer(streamedPage(parts), async (server) => {
      const reply = await rawGet(server, '/stripe-checkout?order_id=9&key=right');
      expect(reply.status).toBe(200);
      expect(reply.body.toString()).toBe(parts.join(''));
      expect(reply.headers['content-length']).toBe(String(Buffer.byteLength(parts.join(''))));
    });
  });
});
