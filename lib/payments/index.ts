/**
 * Which card processor the shop uses (lib/settings/payment-settings.ts): Stripe with both of its keys,
 * otherwise the built-in test processor. Settings that would take test payments where real ones are
 * expected stop every payment call with a 503 (and the launcher refuses to start with them).
 * Server-only: the secret key never leaves here.
 */
import 'server-only';
import { scopedDb } from '@/lib/db/unit-of-work';
import { paymentSettings } from '@/lib/settings/payment-settings';
import { ShopError } from '@/lib/errors';
import { stripePaymentProvider } from './stripe/adapter';
import { testPaymentProvider, type TestProcessor } from './test/adapter';
import type { PaymentMode, PaymentProvider } from './types';

export type * from './types';
export { webhookSignatureError } from './types';

export function paymentMode(): PaymentMode {
  const settings = paymentSettings(process.env);
  if (!settings.ok) throw new ShopError('unavailable', 'payments_misconfigured', `Card payments are switched off: ${settings.problem}`);
  return settings.mode;
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
  testProcessor ??= testPaymentProvider(scopedDb);
  return testProcessor;
}
