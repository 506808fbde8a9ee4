import type { z } from 'zod';
import { ApiError } from './errors';
import { MAX_JSON_BODY_BYTES } from './same-origin';

/** One readable sentence from zod's issues, naming each field that is wrong. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.join('.');
      return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** Parses a query string; repeated keys keep their last value. Bad input: 400 invalid_query. */
export function parseQuery<S extends z.ZodType>(schema: S, params: URLSearchParams): z.output<S> {
  const result = schema.safeParse(Object.fromEntries(params));
  if (!result.success) throw new ApiError(400, 'invalid_query', describeIssues(result.error));
  return result.data;
}

/**
 * Reads a JSON request body and parses it. The proxy already refuses bodies declared too large;
 * this also catches bodies sent without a length. Bad JSON: 400 invalid_json; bad shape: 400 invalid_body.
 */
export async function parseJsonBody<S extends z.ZodType>(schema: S, request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<z.output<S>> {
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) throw new ApiError(413, 'body_too_large', `Request bodies may be at most ${maxBytes / 1024} KB.`);
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body must be JSON.');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new ApiError(400, 'invalid_body', describeIssues(result.error));
  return result.data;
}

/** A positive whole-number id from a route segment; anything else is a 404, as no such thing exists. */
export function idParam(value: string, what: string): number {
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2_147_483_647) {
    throw new ApiError(404, 'not_found', `There is no ${what} ${value.slice(0, 40)}.`);
  }
  return Number(value);
}
