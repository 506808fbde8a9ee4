/**
 * The shop's HTTP server: Next's documented custom server (`next()` with `http.createServer`), so
 * the shop owns the one thing Next does not hand its route handlers, the connection (server.ts).
 * - The connection's own address, the one thing a client cannot make up, goes into a request header
 *   that overwrites any a client sent, for the rate limits (lib/http/rate-limit.ts).
 * - With an instance name (SHOW_INSTANCE=1), every response says which instance answered, set before
 *   Next sees the request so pages, API calls, files and errors all carry it (docs/adr/0024).
 */
import http from 'node:http';
import { PEER_HEADER } from '@/lib/http/peer-header.mjs';

export const INSTANCE_HEADER = 'X-Instance';

export type RequestHandler = (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void> | void;

export function createShopServer(handle: RequestHandler, { instance }: { instance?: string } = {}): http.Server {
  return http.createServer((request, response) => {
    request.headers[PEER_HEADER] = request.socket.remoteAddress ?? '';
    if (instance) response.setHeader(INSTANCE_HEADER, instance);
    void handle(request, response);
  });
}
