/**
 * Next calls register() once when a server starts, before it serves a request. The shop's start-up
 * (lib/ops/start-instance.ts) needs Node.js: it is imported only under that runtime, so the bundles
 * Next also builds for the Edge runtime never contain it (nor warn about its Node.js APIs).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startInstance } = await import('./lib/ops/start-instance');
    await startInstance();
  }
}
