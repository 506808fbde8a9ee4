/**
 * How the shop's server compresses what it sends (docs/adr/0039), in place of Next's own
 * compression (`compress: false` in next.config.mjs): the `compression` package for everything,
 * as Next does, and in front of it the kept copies of shareable responses (./compressed-copies.ts).
 * A response any shared cache may keep (a cached page, a build file) is the same for every visitor,
 * so it is held whole, compared with the body last compressed for its address and sent from that
 * copy when they match. Everything else streams through `compression` as it is written: per-request
 * pages, API answers, anything marked private, anything larger than a kept copy may be.
 */
import type http from 'node:http';
import compression from 'compression';
import compressible from 'compressible';
import Negotiator from 'negotiator';
import vary from 'vary';
import { CompressedCopies, sizeOf, type Body, type CopyEncoding } from './compressed-copies';

type Middleware = (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void;
type Write = http.ServerResponse['write'];
type End = http.ServerResponse['end'];
type Callback = (error?: Error | null) => void;

/** compression 1.8's negotiation, so a kept copy is in the encoding it would have chosen. */
const OFFERED = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED = ['br', 'gzip'];
/** compression's default: a smaller body is sent as it is, where an encoding's own bytes outweigh it. */
const THRESHOLD_BYTES = 1024;

/** negotiator 0.6.4 takes the preferred order as compression passes it; @types/negotiator predates it. */
type NegotiatesWithPreference = { encoding(available: string[], preferred: string[]): string | undefined };

function copyEncodingFor(request: http.IncomingMessage): CopyEncoding | undefined {
  if (!request.headers['accept-encoding']) return undefined;
  const chosen = (new Negotiator(request) as unknown as NegotiatesWithPreference).encoding(OFFERED, PREFERRED);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/** Kept by a shared cache as it is (s-maxage, or a build file's immutable), and never per visitor. */
const SHAREABLE = /(?:^|,)\s*(?:s-maxage\s*=|immutable\s*(?:,|$))/i;
const PER_VISITOR_OR_UNTOUCHABLE = /(?:^|,)\s*(?:private|no-store|no-cache|no-transform)\s*(?:[,=]|$)/i;

/** Whether this response, about to be written, is one a compressed copy is kept of. */
export function keepsCopy(response: http.ServerResponse): boolean {
  if (response.headersSent || response.statusCode !== 200 || response.getHeader('content-encoding')) return false;
  const cacheControl = String(response.getHeader('cache-control') ?? '');
  if (!SHAREABLE.test(cacheControl) || PER_VISITOR_OR_UNTOUCHABLE.test(cacheControl)) return false;
  const type = String(response.getHeader('content-type') ?? '');
  return !!type && compressible(type) === true;
}

/** The address and the client router's headers: the same address sends its document and its payloads. */
function copyKeyOf(request: http.IncomingMessage): string {
  const { headers } = request;
  return [request.url, headers.rsc, headers['next-router-prefetch'], headers['next-router-segment-prefetch'], headers['next-router-state-tree'], headers['next-url']].join('|');
}

function asChunk(chunk: unknown, encoding: unknown): Body {
  if (typeof chunk === 'string') return typeof encoding === 'string' && encoding !== 'utf8' && encoding !== 'utf-8' ? Buffer.from(chunk, encoding as BufferEncoding) : chunk;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  throw new TypeError('A response body is a string or bytes.');
}

/** Under the threshold, counting a long string's bytes only when it might be (UTF-8 is never shorter). */
const belowThreshold = (body: Body) => body.length < THRESHOLD_BYTES && (typeof body !== 'string' || Buffer.byteLength(body) < THRESHOLD_BYTES);

/** One chunk as it was written (a string stays the string, so the same page compares at once), or all joined. */
function joined(chunks: Body[]): Body {
  if (chunks.length === 1) return chunks[0]!;
  return Buffer.concat(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk)));
}

const callbackOf = (...args: unknown[]) => args.find((arg): arg is Callback => typeof arg === 'function');

/**
 * Holds a shareable response's body as it is written (over `write` and `end`, which `compression`
 * has already taken over) and sends it from its kept compressed copy. Decided at the first write,
 * when the response's headers are set: anything else is handed straight to `compression`.
 */
function sendFromCopies(request: http.IncomingMessage, response: http.ServerResponse, copies: CompressedCopies, encoding: CopyEncoding): void {
  const write: Write = response.write;
  const end: End = response.end;
  // Called as they were, whichever of their overloads that was.
  const writeAs = write as unknown as (this: http.ServerResponse, ...args: unknown[]) => boolean;
  const endAs = end as unknown as (this: http.ServerResponse, ...args: unknown[]) => http.ServerResponse;
  let chunks: Body[] | undefined;
  let size = 0;
  const handBack = () => {
    response.write = write;
    response.end = end;
  };
  const held = (): boolean => {
    if (chunks) return true;
    if (!keepsCopy(response)) {
      handBack();
      return false;
    }
    chunks = [];
    return true;
  };

  response.write = function (this: http.ServerResponse, chunk: unknown, ...rest: unknown[]): boolean {
    if (!held()) return writeAs.call(this, chunk, ...rest);
    const body = asChunk(chunk, rest[0]);
    chunks!.push(body);
    size += sizeOf(body);
    const callback = callbackOf(...rest);
    if (size <= copies.maxBodyBytes) {
      if (callback) process.nextTick(callback);
      return true;
    }
    // Too large to keep a copy of: what is held so far goes on to be compressed as it streams.
    const heldSoFar = chunks!;
    chunks = undefined;
    handBack();
    let flowing = true;
    for (const one of heldSoFar) flowing = writeAs.call(this, one);
    if (callback) process.nextTick(callback);
    return flowing;
  } as Write;

  response.end = function (this: http.ServerResponse, chunk?: unknown, ...rest: unknown[]): http.ServerResponse {
    if (!held()) return endAs.call(this, chunk, ...rest);
    const callback = callbackOf(chunk, ...rest);
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks!.push(asChunk(chunk, rest[0]));
    const body = joined(chunks!);
    handBack();
    if (callback) this.once('finish', callback);
    if (belowThreshold(body)) return endAs.call(this, body);
    copies.compressed(copyKeyOf(request), body, encoding).then(
      (encoded) => {
        this.setHeader('Content-Encoding', encoding);
        this.setHeader('Content-Length', encoded.length);
        vary(this, 'Accept-Encoding');
        endAs.call(this, encoded);
      },
      // The compressor failed on it: `compression` sends it as it would any other.
      () => endAs.call(this, body),
    );
    return this;
  } as End;
}

/** The shop's compression: `compression`, with kept copies of the shareable responses in front. */
export function responseCompression(copies = new CompressedCopies()): Middleware {
  const compress = compression();
  return (request, response, next) => {
    compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () => {
      const encoding = request.method === 'GET' ? copyEncodingFor(request) : undefined;
      if (encoding) sendFromCopies(request, response, copies, encoding);
      next();
    });
  };
}
