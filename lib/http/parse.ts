import type { z } from 'zod';
import { isSlug } from '@/lib/domain/owner-content';
import { isStorableText, MAX_RECORD_ID, recordKey, UNSTORABLE_TEXT_MESSAGE } from '@/lib/domain/stored-input';
import { ShopError } from '@/lib/errors';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';
import { bodyTooLargeMessage, MAX_JSON_BODY_BYTES } from './body-limits';

/** One readable sentence from zod's issues, naming each field that is wrong. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.join('.');
      return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/**
 * The path ('shipping.city') of the first text in a parsed value the database could not store, if
 * any. Walked with a stack of its own rather than by recursion, so no value can overflow the call
 * stack, whatever called it.
 */
export function unstorableTextPath(value: unknown): string | null {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: item, path } = pending.pop()!;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return path.join('.') || 'the request';
    } else if (item && typeof item === 'object') {
      const entries = Array.isArray(item) ? item.map((child, index) => [String(index), child] as const) : Object.entries(item);
      const badKey = entries.find(([key]) => !isStorableText(key));
      if (badKey) return [...path, 'a field name'].join('.');
      // Pushed last to first so the first field is checked first, as a reader would expect.
      for (let index = entries.length - 1; index >= 0; index--) pending.push({ value: entries[index]![1], path: [...path, entries[index]![0]] });
    }
  }
  return null;
}

/** Every text of a request is checked once, here, before any schema or database sees it. */
function assertStorableText(value: unknown, code: 'invalid_query' | 'invalid_body'): void {
  const path = unstorableTextPath(value);
  if (path !== null) throw new ShopError('invalid', code, `${path} ${UNSTORABLE_TEXT_MESSAGE}.`);
}

/** Parses a query string; repeated keys keep their last value. Bad input: 400 invalid_query. */
export function parseQuery<S extends z.ZodType>(schema: S, params: URLSearchParams): z.output<S> {
  assertStorableText(Object.fromEntries(params), 'invalid_query');
  const result = schema.safeParse(Object.fromEntries(params));
  if (!result.success) throw new ShopError('invalid', 'invalid_query', describeIssues(result.error));
  return result.data;
}

/** application/json, or a JSON-based type such as application/merge-patch+json, with any parameters. */
const JSON_CONTENT_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * Reads a JSON request body and parses it. The proxy already refuses bodies declared too large;
 * this also catches bodies sent without a length. Not sent as JSON: 415; bad JSON: 400 invalid_json; bad shape: 400 invalid_body.
 */
export async function parseJsonBody<S extends z.ZodType>(schema: S, request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<z.output<S>> {
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) throw new ShopError('too_large', 'body_too_large', bodyTooLargeMessage(maxBytes));
  // A form post is never read as JSON, so a cross-site HTML form cannot speak to these routes.
  if (text && !JSON_CONTENT_TYPE.test(request.headers.get('content-type') ?? '')) {
    throw new ShopError('unsupported_media', 'unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json).');
  }
  // Checked on the text, before anything recursive (the parser, the schema) sees the body.
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new ShopError('invalid', 'invalid_body', `The request body nests deeper than ${MAX_JSON_DEPTH} levels; no request to this shop needs that.`);
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    throw new ShopError('invalid', 'invalid_json', 'The request body must be JSON.');
  }
  assertStorableText(body, 'invalid_body');
  const result = schema.safeParse(body);
  if (!result.success) throw new ShopError('invalid', 'invalid_body', describeIssues(result.error));
  return result.data;
}

/** A positive whole-number id from a route segment; anything else is a 404, as no such thing exists. */
export function idParam(value: string, what: string): number {
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > MAX_RECORD_ID) {
    throw new ShopError('not_found', 'not_found', `There is no ${what} ${value.slice(0, 40)}.`);
  }
  return Number(value);
}

/** A product, story or adventure key from a route segment: one that could name nothing is a 404. */
export function keyParam(value: string, what: string): string {
  if (recordKey(value) === null) throw new ShopError('not_found', 'not_found', `There is no ${what} with that name.`);
  return value;
}

/** A story's or adventure's slug from a route segment, as the back office names them: one that could name nothing is a 404. */
export function slugParam(value: string, what: string): string {
  if (!isSlug(value)) throw new ShopError('not_found', 'not_found', `There is no ${what} with that name.`);
  return value;
}
