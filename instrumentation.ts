/**
 * Next calls register() once when a server starts. The shop uses it for the one thing that must
 * happen without a request: releasing the stock of orders left unpaid (DESIGN.md section 2).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.DATABASE_URL) return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startOrderExpiry } = await import('./lib/checkout/expiry-timer');
  startOrderExpiry();
}
