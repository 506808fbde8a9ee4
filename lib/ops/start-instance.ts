/**
 * What a shop server does once as it starts, before it serves a request (called from
 * instrumentation.ts, in Node.js only): refuse unsafe settings, put the page policy in front of every
 * response (docs/adr/0004), and start what must happen without a request: releasing the stock of
 * orders left unpaid (docs/adr/0010).
 */

/**
 * Compression, page replay and page policy (lib/http/response-layer.ts). Without React's runtime
 * the policy would refuse every streamed page's scripts: the start is refused instead.
 */
async function installResponseLayerFor(stripe: boolean): Promise<void> {
  const { loadReactRuntime } = await import('@/lib/http/react-runtime');
  const reactRuntime = loadReactRuntime();
  if (reactRuntime.length === 0) {
    console.error("[highland-home] Cannot start: React's streaming runtime was not found under node_modules/next/dist/compiled, so pages' scripts could not be allowed. Reinstall with npm install.");
    process.exit(1);
  }
  const { pagePolicies } = await import('@/lib/http/page-script-policy');
  const { installResponseLayer } = await import('@/lib/http/response-layer');
  // PAGE_REPLAY=off leaves every request to Next (to compare, or to rule the replay out).
  const replay = process.env.PAGE_REPLAY === 'off' ? undefined : await pageReplayOfCache();
  const { shownInstanceName } = await import('@/lib/domain/instance-name');
  const { hostname } = await import('node:os');
  installResponseLayer({ policyFor: pagePolicies({ stripe, reactRuntime }), replay, instance: shownInstanceName(process.env, hostname()) });
}

async function pageReplayOfCache() {
  const { freshPage } = await import('@/lib/cache/page-cache-handler.mjs');
  const { pageReplay } = await import('@/lib/http/page-replay');
  return pageReplay(freshPage);
}

export async function startInstance(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // `next start` run by hand refuses the same settings `npm start` does (lib/domain/payment-settings.ts,
  // lib/domain/instance-settings.ts).
  const { paymentSettings } = await import('@/lib/domain/payment-settings');
  const { instanceSettingsProblem } = await import('@/lib/domain/instance-settings');
  const payments = paymentSettings(process.env);
  const { commerceBackendProblem } = await import('@/lib/commerce/backend-check');
  const problem = payments.ok ? (instanceSettingsProblem(process.env) ?? (await commerceBackendProblem(process.env)).problem) : payments.problem;
  if (problem) {
    console.error(`[highland-home] Cannot start: ${problem}`);
    process.exit(1);
  }
  if (process.env.NODE_ENV === 'production') await installResponseLayerFor(payments.ok && payments.mode === 'stripe');
  if (!process.env.HIGHLAND_PEER_HEADER) {
    console.warn('[highland-home] Started without scripts/peer-address.mjs (use npm start): clients cannot be told apart, so all share one rate limit.');
  }
  if (!process.env.DATABASE_URL) return;
  const { startOrderExpiry } = await import('@/lib/checkout/expiry-timer');
  startOrderExpiry();
}
