/**
 * The server's log (docs/adr/0016-structured-logs.md): one JSON object per line, from pino. Anything a
 * client sent goes in a field of its own, never into the message, and JSON escapes its newlines, so
 * client text cannot forge a log line. Silent under Jest unless LOG_LEVEL says otherwise.
 */
import pino, { type DestinationStream, type Logger } from 'pino';

const defaultLevel = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info');

export function createLog(destination?: DestinationStream, level = defaultLevel): Logger {
  return pino({ level, base: { service: 'highland-home' }, timestamp: pino.stdTimeFunctions.isoTime }, destination);
}

const root = createLog();
const areas = new Map<string, Logger>();

/** The logger for one part of the shop (`api`, `orders`, `payments`, ...): the same instance on every call. */
export function logger(area: string): Logger {
  let child = areas.get(area);
  if (!child) {
    child = root.child({ area });
    areas.set(area, child);
  }
  return child;
}

/** An error as log fields: its message and stack, not the whole object. */
export function errorFields(error: unknown): { err: { message: string; stack?: string } } {
  return { err: error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) } };
}
