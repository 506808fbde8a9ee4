/**
 * Which card processor the shop uses: Stripe when both of its keys are configured, otherwise the
 * built-in test processor (DESIGN.md section 1). Server-only: the secret key never leaves here.
 */
import { getDb } from '@/lib/db/client';
import { stripePaymentProvider } from './stripe/adapter';
import { testPaymentProvider, type TestProcessor } from './test/adapter';
import type { PaymentMode, PaymentProvider } from './types';

export type * from './types';
export { WebhookSignatureError } from './types';

export function paymentMode(): PaymentMode {
  return process.env.STRIPE_SECRET_KEY && process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ? 'stripe' : 'test';
}

/** Tests point the Stripe SDK at a local fake of Stripe's API (STRIPE_API_HOST, _PORT, _PROTOCOL). */
function stripeApiOverride() {
  const host = process.env.STRIPE_API_HOST;
  if (!host) return undefined;
  return {
    host,
    port: Number(process.env.STRIPE_API_PORT ?? 443),
    protocol: process.env.STRIPE_API_PROTOCOL === 'http' ? ('http' as const) : ('https' as const),
  };
}

let cached: { key: string; provider: PaymentProvider } | undefined;
let testProcessor: TestProcessor | undefined;

export function paymentProvider(): PaymentProvider {
  if (paymentMode() === 'test') return builtInTestProcessor();
  const secretKey = process.env.STRIPE_SECRET_KEY!;
  const api = stripeApiOverride();
  const key = [secretKey, process.env.STRIPE_WEBHOOK_SECRET, api?.host, api?.port, api?.protocol].join('|');
  if (cached?.key !== key) {
    cached = { key, provider: stripePaymentProvider({ secretKey, webhookSecret: process.env.STRIPE_WEBHOOK_SECRET, api }) };
  }
  return cached.provider;
}

/** The test processor's card-facing side; null when Stripe is in use, so its routes answer 404. */
export function testPayments(): TestProcessor | null {
  return paymentMode() === 'test' ? builtInTestProcessor() : null;
}

function builtInTestProcessor(): TestProcessor {
  testProcessor ??= testPaymentProvider(getDb);
  return testProcessor;
}
