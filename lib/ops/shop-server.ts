/**
 * The shop's HTTP server: Next's documented custom server (`next()` with `http.createServer`), so
 * the shop owns the one thing Next does not hand its route handlers, the connection (server.ts).
 * - The connection's own address, the one thing a client cannot make up, goes into a request header
 *   that overwrites any a client sent, for the rate limits (lib/http/rate-limit.ts).
 * - With an instance name (SHOW_INSTANCE=1), every response says which instance answered, set before
 *   Next sees the request so pages, API calls, files and errors all carry it (docs/adr/0024).
 * - A request body is held to its address's limit whatever its framing: a declared length over it is
 *   refused before a byte is read, and a chunked body is cut off where it crosses it (docs/adr/0013).
 * - TRACE, which Next cannot turn into a web Request (it answered 500), gets 405 here. (TRACK, the
 *   other method the fetch standard forbids, never gets this far: Node's parser answers it 400.)
 * - A redirect carries one Location (OneLocationResponse).
 * - What it sends is compressed here, not by Next (lib/http/response-compression.ts): a shareable
 *   response from a kept compressed copy while its body is unchanged (docs/adr/0039).
 */
import http from 'node:http';
import { bodyLimitOf, bodyTooLargeMessage } from '@/lib/http/body-limits';
import { PEER_HEADER } from '@/lib/http/peer-header.mjs';
import { responseCompression } from '@/lib/http/response-compression';
import { MeteredRequest } from './metered-request';

export const INSTANCE_HEADER = 'X-Instance';
/** The method the fetch standard forbids in a Request that Node's parser lets through. */
const UNROUTABLE_METHODS = new Set(['TRACE']);
const ALLOWED_METHODS = 'GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE';

export type RequestHandler = (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void> | void;

const pathOf = (request: http.IncomingMessage) => (request.url ?? '/').split('?', 1)[0]!;

/** The refusal the API's own error shape gives, in plain text for anything that is not an API call. */
function refuse(request: http.IncomingMessage, response: http.ServerResponse, status: number, code: string, message: string, headers: Record<string, string> = {}): void {
  const api = pathOf(request).startsWith('/api/');
  const body = api ? JSON.stringify({ error: { code, message } }) : `${message}\n`;
  response.writeHead(status, { ...headers, 'Content-Type': api ? 'application/json' : 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' });
  response.end(body);
}

/** Refuses a body over its limit and closes the connection, so the rest of it is never read. */
function refuseTooLarge(request: http.IncomingMessage, response: http.ServerResponse, limit: number): void {
  response.shouldKeepAlive = false;
  response.once('finish', () => request.socket.destroy());
  refuse(request, response, 413, 'body_too_large', bodyTooLargeMessage(limit), { Connection: 'close' });
}

/**
 * Next 16.4 replays a cached page's redirect headers on top of the ones it set itself, so a renamed
 * story's cached 308 went out with its Location twice (vercel/next.js#83057). Browsers forgive two
 * equal values, but fetch, undici and some proxies join them into "/a, /a", which is no address at
 * all. A response holds one Location: a later one replaces the earlier.
 */
export class OneLocationResponse<Request extends http.IncomingMessage = http.IncomingMessage> extends http.ServerResponse<Request> {
  override setHeader(name: string, value: number | string | readonly string[]): this {
    return super.setHeader(name, isLocation(name) && Array.isArray(value) ? lastOf(value) : value);
  }

  override appendHeader(name: string, value: string | readonly string[]): this {
    if (isLocation(name)) return super.setHeader(name, typeof value === 'string' ? value : lastOf(value));
    return super.appendHeader(name, value);
  }
}

const isLocation = (name: string) => name.toLowerCase() === 'location';
const lastOf = (values: readonly string[]) => values[values.length - 1] ?? '';

export function createShopServer(handle: RequestHandler, { instance }: { instance?: string } = {}): http.Server {
  const compress = responseCompression();
  const handleCompressed = (request: http.IncomingMessage, response: http.ServerResponse) => compress(request, response, () => void handle(request, response));
  return http.createServer({ IncomingMessage: MeteredRequest, ServerResponse: OneLocationResponse }, (request, response) => {
    request.headers[PEER_HEADER] = request.socket.remoteAddress ?? '';
    if (instance) response.setHeader(INSTANCE_HEADER, instance);
    if (UNROUTABLE_METHODS.has(request.method ?? '')) {
      request.resume();
      return refuse(request, response, 405, 'method_not_allowed', `${request.method} is not a method this shop answers.`, { Allow: ALLOWED_METHODS });
    }
    const limit = bodyLimitOf(pathOf(request));
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > limit) return refuseTooLarge(request, response, limit);
    if (request.headers['transfer-encoding'] === undefined) return handleCompressed(request, response);
    (request as MeteredRequest).holdBody(limit, (fits) => (fits ? handleCompressed(request, response) : refuseTooLarge(request, response, limit)));
  });
}
