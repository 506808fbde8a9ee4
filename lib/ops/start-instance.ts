/**
 * What a shop server does once as it starts, before it serves a request (called from
 * instrumentation.ts, in Node.js only): refuse unsafe settings, and start what must happen without a
 * request: releasing the stock of orders left unpaid (docs/adr/0010).
 */

export async function startInstance(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // `next start` run by hand refuses the same settings `npm start` does (lib/settings/payment-settings.ts,
  // lib/settings/instance-settings.ts).
  const { paymentSettings } = await import('@/lib/settings/payment-settings');
  const { instanceSettingsProblem } = await import('@/lib/settings/instance-settings');
  const payments = paymentSettings(process.env);
  const { commerceBackendProblem } = await import('@/lib/commerce/backend-check');
  const { redisCacheProblem } = await import('@/lib/ops/redis-check');
  const problem = payments.ok
    ? (instanceSettingsProblem(process.env) ?? (await redisCacheProblem(process.env)) ?? (await commerceBackendProblem(process.env)).problem)
    : payments.problem;
  if (problem) {
    console.error(`[highland-home] Cannot start: ${problem}`);
    process.exit(1);
  }
  if (!process.env.HIGHLAND_PEER_HEADER) {
    console.warn('[highland-home] Started without the shop’s own server, server.ts (use npm start): clients cannot be told apart, so all share one rate limit.');
  }
  if (!process.env.DATABASE_URL) return;
  const { startOrderExpiry } = await import('@/lib/checkout/expiry-timer');
  startOrderExpiry();
}
