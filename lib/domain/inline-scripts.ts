/**
 * Which inline scripts in a page the Content-Security-Policy lets run (docs/adr/0004). The policy
 * lists a hash for each script the framework wrote, recognised by its shape, and for nothing else:
 * a script injected into the page (a description that slipped past the sanitiser, say) gets no
 * hash and the browser refuses it.
 *
 * What Next and React write, and how each is recognised:
 * - Next's bootstrap, `(self.__next_f=self.__next_f||[]).push([0])`: that exact text.
 * - The page's React Server Components payload, `self.__next_f.push([1,"…"])`: a push of one JSON
 *   array of a number and a string (or null). Data only: no expression can hide in a JSON literal.
 * - Turbopack's chunk list, `(globalThis["TURBOPACK"] || …).push({…});`: a push of one JSON object.
 * - React's streaming instructions (a Suspense boundary finished after the first bytes went out):
 *   React's own runtime functions, taken verbatim from the react-dom build the server runs, then one
 *   call whose arguments are JSON literals.
 */
import { createHash } from 'node:crypto';

export interface InlineScript {
  attributes: string;
  body: string;
}

export interface ScriptVerdict {
  /** CSP source expressions ('sha256-…') for the framework's scripts, once each, in page order. */
  hashes: string[];
  /** Inline scripts that will not run: not the framework's. */
  refused: InlineScript[];
}

// React escapes `<` inside every script it writes (as \u003c), so a script's end is the first `</script`.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

const NEXT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_PUSH = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/;
const TURBOPACK_PUSH = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/;
const REACT_CALL = /^\$R[A-Z]{1,2}\(([\s\S]*)\);?$/;

/** Inline scripts the browser would run: no `src`, and a JavaScript type (JSON-LD is data, never run). */
export function inlineScripts(html: string): InlineScript[] {
  const found: InlineScript[] = [];
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = match[1] ?? '';
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const mime = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(mime)) continue;
    found.push({ attributes, body: match[2] ?? '' });
  }
  return found;
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function isFlightPush(body: string): boolean {
  const argument = FLIGHT_PUSH.exec(body)?.[1];
  if (argument === undefined) return false;
  try {
    const value: unknown = JSON.parse(argument);
    return Array.isArray(value) && typeof value[0] === 'number' && value.slice(1).every((item) => item === null || typeof item === 'string');
  } catch {
    return false;
  }
}

function isTurbopackPush(body: string): boolean {
  const argument = TURBOPACK_PUSH.exec(body)?.[1];
  return argument !== undefined && parsesAsJson(argument);
}

/** What is left of `text` once React's runtime definitions are taken off its front. */
function afterRuntime(text: string, runtime: readonly string[]): string {
  let rest = text;
  for (let progress = true; progress && rest; ) {
    progress = false;
    for (const definition of runtime) {
      if (definition && rest.startsWith(definition)) {
        rest = rest.slice(definition.length);
        progress = true;
      }
    }
  }
  return rest;
}

function isReactInstruction(body: string, runtime: readonly string[]): boolean {
  const rest = afterRuntime(body, runtime);
  if (rest === '') return body !== '';
  // Everything between the call's brackets must be JSON literals: a `);` smuggled into the
  // arguments leaves text that is not JSON.
  const args = REACT_CALL.exec(rest)?.[1];
  return args !== undefined && parsesAsJson(`[${args}]`);
}

export function isFrameworkScript(body: string, reactRuntime: readonly string[]): boolean {
  return body === NEXT_BOOTSTRAP || isFlightPush(body) || isTurbopackPush(body) || isReactInstruction(body, reactRuntime);
}

/** A CSP hash source for a script's text, as the browser computes it (UTF-8, SHA-256, base64). */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

export function judgeInlineScripts(html: string, reactRuntime: readonly string[]): ScriptVerdict {
  const hashes = new Set<string>();
  const refused: InlineScript[] = [];
  for (const script of inlineScripts(html)) {
    if (isFrameworkScript(script.body, reactRuntime)) hashes.add(scriptHash(script.body));
    else refused.push(script);
  }
  return { hashes: [...hashes], refused };
}

const RUNTIME_LITERAL = /(["'])((?:\$R|requestAnimationFrame\()(?:(?!\1)[^\\]|\\.)*)\1/g;
const TRAILING_CALL_START = /\$R[A-Z]{1,2}\("$/;

function unescapeJsString(literal: string): string {
  return literal.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|.)/g, (_, escape: string) => {
    if (escape.length > 1) return String.fromCharCode(parseInt(escape.slice(1), 16));
    return ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', '0': '\0' } as Record<string, string>)[escape] ?? escape;
  });
}

/**
 * React's streaming runtime, read from the source of the react-dom server build: every string
 * literal that defines `$R…` functions (or times the first paint), without the start of the call
 * React appends to some of them. Sorted longest first, so a definition that extends another wins.
 */
export function reactRuntimeDefinitions(source: string): string[] {
  const definitions = new Set<string>();
  for (const match of source.matchAll(RUNTIME_LITERAL)) {
    const text = unescapeJsString(match[2] ?? '').replace(TRAILING_CALL_START, '');
    if (text.length > 8) definitions.add(text);
  }
  return [...definitions].sort((a, b) => b.length - a.length);
}
