/** Idle start-up tasks wait for an idle moment, at most 2,000 ms; without the API, 100 ms. */
export const IDLE_TIMEOUT_MS = 2000;
export const IDLE_FALLBACK_MS = 100;

/** Runs `task` when the browser is idle; returns a function that cancels it. */
export function whenIdle(task: () => void, target: Window = window): () => void {
  if (typeof target.requestIdleCallback === 'function') {
    const handle = target.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => target.cancelIdleCallback(handle);
  }
  const timer = target.setTimeout(task, IDLE_FALLBACK_MS);
  return () => target.clearTimeout(timer);
}
