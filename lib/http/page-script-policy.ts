/**
 * Each page's Content-Security-Policy (docs/adr/0004): an HTML page is held until it is complete,
 * its framework scripts are hashed (lib/domain/inline-scripts.ts) and its policy names exactly
 * those hashes. A cached page's policy is worked out once, when the page cache stores it, and comes
 * back with it; such a page passes through without being held.
 */
import http from 'node:http';
import { judgeInlineScripts } from '@/lib/domain/inline-scripts';
import { heldPageStatus } from '@/lib/domain/page-status';
import { logger } from '@/lib/log';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from './security-headers';

type Callback = (error?: Error | null) => void;
type HeaderValue = string | number | readonly string[];


/** Works out a finished page's policy. */
export function pagePolicies({ stripe, reactRuntime }: { stripe: boolean; reactRuntime: readonly string[] }): (page: string) => string {
  const log = logger('csp');
  return (page) => {
    const verdict = judgeInlineScripts(page, reactRuntime);
    for (const script of verdict.refused) log.warn({ script: script.body.slice(0, 120) }, 'inline script left out of the page policy: the browser will not run it');
    return contentSecurityPolicy({ dev: false, stripe, scriptHashes: verdict.hashes });
  };
}

/**
 * A cached page's policy was worked out when it was stored (lib/cache/page-cache-handler.mjs) and
 * Next adds it from the cache entry, after the static one: that one is kept and the page passes on.
 */
function takeStoredPolicy(response: http.ServerResponse): boolean {
  const policies = response.getHeader(CONTENT_SECURITY_POLICY);
  const stored = (Array.isArray(policies) ? policies : [String(policies ?? '')]).find((policy) => policy.includes("'sha256-"));
  if (stored === undefined) return false;
  response.setHeader(CONTENT_SECURITY_POLICY, stored);
  return true;
}

function toBuffer(chunk: unknown, encoding?: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk ?? ''), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/**
 * Holds an HTML response's body until `end`, then sets its policy (and, for a page that rendered
 * its not-found copy, status 404: lib/domain/page-status.ts) and sends it whole. Anything
 * else (JSON, images, a 304) passes straight through as soon as its first byte or header goes out.
 */
export function holdPagesForPolicy(
  response: http.ServerResponse,
  policyFor: (page: string) => string,
  /** Told, once the response's headers are settled, whether it passes on as it is (not held). */
  onHeaders?: (passesOn: boolean) => void,
): void {
  const original = { writeHead: response.writeHead, flushHeaders: response.flushHeaders, write: response.write, end: response.end };
  const chunks: Buffer[] = [];
  let holding: boolean | undefined;

  const release = () => Object.assign(response, original);
  const decide = (): boolean => {
    if (holding !== undefined) return holding;
    // A 304 keeps the policy the browser stored with the page; a new one might not match it.
    if (response.statusCode === 304) response.removeHeader(CONTENT_SECURITY_POLICY);
    holding = response.statusCode !== 304 && /^text\/html\b/i.test(String(response.getHeader('content-type') ?? '')) && !takeStoredPolicy(response);
    if (!holding) release();
    onHeaders?.(!holding);
    return holding;
  };

  response.writeHead = function writeHead(this: http.ServerResponse, statusCode: number, ...rest: unknown[]) {
    // Headers given here are applied now, so the decision (and the policy) can still change them.
    const headers = rest.find((item) => typeof item === 'object' && item !== null) as Record<string, HeaderValue> | HeaderValue[] | undefined;
    const message = rest.find((item) => typeof item === 'string') as string | undefined;
    this.statusCode = statusCode;
    if (message) this.statusMessage = message;
    if (Array.isArray(headers)) {
      for (let index = 0; index + 1 < headers.length; index += 2) this.setHeader(String(headers[index]), headers[index + 1] as HeaderValue);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value);
    }
    if (decide()) return this;
    return original.writeHead.call(this, statusCode);
  } as http.ServerResponse['writeHead'];

  response.flushHeaders = function flushHeaders(this: http.ServerResponse) {
    if (!decide()) original.flushHeaders.call(this);
  };

  response.write = function write(this: http.ServerResponse, ...args: unknown[]) {
    if (!decide()) return (original.write as (...a: unknown[]) => boolean).apply(this, args);
    const [chunk, encoding] = args;
    chunks.push(toBuffer(chunk, encoding));
    const done = args.find((item) => typeof item === 'function');
    if (done) process.nextTick(done as Callback);
    return true;
  } as http.ServerResponse['write'];

  response.end = function end(this: http.ServerResponse, ...args: unknown[]) {
    if (!decide()) return (original.end as (...a: unknown[]) => http.ServerResponse).apply(this, args);
    const done = args.find((item) => typeof item === 'function') as (() => void) | undefined;
    const [data, encoding] = typeof args[0] === 'function' ? [] : args;
    const page = Buffer.concat(data === undefined || data === null ? chunks : [...chunks, toBuffer(data, encoding)]);
    const html = page.toString('utf8');
    // Held whole, the page can still say what its render found: an unknown order answers 404.
    this.statusCode = heldPageStatus(this.statusCode, html);
    this.setHeader(CONTENT_SECURITY_POLICY, policyFor(html));
    if (!this.hasHeader('content-length') && this.req?.method !== 'HEAD') this.setHeader('content-length', page.length);
    release();
    return (original.end as (...a: unknown[]) => http.ServerResponse).apply(this, done ? [page, done] : [page]);
  } as http.ServerResponse['end'];
}
