/**
 * What the database can hold. PostgreSQL refuses a NUL character in text, UTF-8 has no encoding for
 * half of a surrogate pair (it would be stored as U+FFFD, silently changing what was sent), and a
 * `serial` id stops at 2^31 - 1. Input past these limits is refused where it is parsed.
 */
import { z } from '@/lib/zod';

export const MAX_RECORD_ID = 2_147_483_647;

const NUL_OR_UNPAIRED_SURROGATE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text has no NUL character and no unpaired surrogate. */
export function isStorableText(text: string): boolean {
  return !NUL_OR_UNPAIRED_SURROGATE.test(text);
}

export const UNSTORABLE_TEXT_MESSAGE = 'contains a character that cannot be accepted (a NUL or a broken Unicode character)';

/** A record id: a whole number from 1 to the largest serial. */
export function recordId(message: string) {
  return z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(MAX_RECORD_ID, { error: message });
}

/** The longest slug the shop makes is well under this; a longer key names nothing. */
const MAX_KEY_LENGTH = 200;

export type RecordKey = { id: number } | { slug: string };

/**
 * A product, story or adventure named in a URL by id or slug. Null when the text could name nothing
 * stored (a NUL, a broken character, an id past the largest serial, an absurd length), so callers
 * answer "not found" without asking the database.
 */
export function recordKey(key: string): RecordKey | null {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !isStorableText(key)) return null;
  if (!/^\d+$/.test(key)) return { slug: key };
  const id = Number(key);
  return id >= 1 && id <= MAX_RECORD_ID ? { id } : null;
}
