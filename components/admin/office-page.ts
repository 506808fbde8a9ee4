/**
 * What the back office's pages share: reading a list page's query the way its API does, and
 * turning a record that is not there (or an id that could not be one) into the not-found page.
 */
import { notFound } from 'next/navigation';
import type { z } from '@/lib/zod';
import type { SearchParamsRecord } from '@/lib/domain/catalogue-filters';
import { ShopError } from '@/lib/errors';
import { idParam, slugParam } from '@/lib/http/parse';

/**
 * A page's query through the API's own schema. Where the API would refuse a parameter, the page
 * drops just that one (a hand-edited page number keeps its search) and shows the default for it.
 */
export function pageQuery<S extends z.ZodType>(schema: S, params: SearchParamsRecord): z.output<S> {
  const given: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (typeof value === 'string') given[key] = value;
  const parsed = schema.safeParse(given);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) delete given[String(issue.path[0])];
  const kept = schema.safeParse(given);
  return kept.success ? kept.data : schema.parse({});
}

/** Loads the record a page is about; an unknown or malformed id is the not-found page, as in the storefront. */
export async function recordOr404<T>(id: string, what: string, load: (id: number) => Promise<T>): Promise<T> {
  try {
    return await load(idParam(id, what));
  } catch (error) {
    if (error instanceof ShopError && error.kind === 'not_found') notFound();
    throw error;
  }
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

export function formatWhen(date: Date): string {
  return dateTime.format(date);
}

/** Loads the story or adventure a page is about by its slug; an unknown or malformed one is the not-found page. */
export async function slugRecordOr404<T>(slug: string, what: string, load: (slug: string) => Promise<T>): Promise<T> {
  try {
    return await load(slugParam(slug, what));
  } catch (error) {
    if (error instanceof ShopError && error.kind === 'not_found') notFound();
    throw error;
  }
}
