import type { z } from 'zod';
import { ApiError } from './errors';

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
