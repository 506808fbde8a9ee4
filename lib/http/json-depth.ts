/**
 * How deep a JSON text nests, found by one pass over its characters before it is parsed (docs/adr/0013).
 * Whatever walks a parsed value afterwards (the text check, the schemas, the log) may then recurse
 * safely: a body nested past the limit never gets that far, and a few thousand levels were enough
 * to overflow the stack.
 */

/** The deepest nesting a request body may have; no request the shop takes comes near it. */
export const MAX_JSON_DEPTH = 32;

const OPEN = new Set(['[', '{']);
const CLOSE = new Set([']', '}']);

/** True when the text opens more than `max` arrays or objects inside one another (strings are skipped). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (OPEN.has(char)) {
      depth++;
      if (depth > max) return true;
    } else if (CLOSE.has(char)) {
      depth--;
    }
  }
  return false;
}
