/**
 * Next calls register() once when a server starts. The shop uses it for the one thing that must
 * happen without a request: releasing the stock of orders left unpaid (DESIGN.md section 2).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // `next start` run by hand refuses the same settings `npm start` does (lib/domain/payment-settings.ts).
  const { paymentSettings } = await import('./lib/domain/payment-settings');
  const payments = paymentSettings(process.env);
  if (!payments.ok) {
    console.error(`[highland-home] Cannot start: ${payments.problem}`);
    process.exit(1);
  }
  if (!process.env.HIGHLAND_PEER_HEADER) {
    console.warn('[highland-home] Started without scripts/peer-address.mjs (use npm start): clients cannot be told apart, so all share one rate limit.');
  }
  if (!process.env.DATABASE_URL) return;
  const { startOrderExpiry } = await import('./lib/checkout/expiry-timer');
  startOrderExpiry();
}
