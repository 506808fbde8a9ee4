/**
 * Which card processor a start may use (README "Payments"), decided from its settings alone, so the
 * launcher, the server and the payment routes all refuse the same way. It fails closed: a setting
 * that would silently take test payments where real ones are expected stops the start instead.
 * - `PAYMENTS=stripe` needs both Stripe keys.
 * - Exactly one of the two keys is always a mistake.
 * - A production server at a public SITE_URL with no keys is refused, unless `PAYMENTS=test` says a
 *   public test shop is meant.
 * - Otherwise both keys mean Stripe, and no keys mean the built-in test processor.
 */
export type PaymentMode = 'stripe' | 'test';

export type PaymentSettings = { ok: true; mode: PaymentMode } | { ok: false; problem: string };

export interface PaymentEnv {
  PAYMENTS?: string;
  STRIPE_SECRET_KEY?: string;
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY?: string;
  NODE_ENV?: string;
  SITE_URL?: string;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** True unless the address is this machine's own: an unreadable address counts as public. */
export function isPublicSiteUrl(siteUrl: string | undefined): boolean {
  if (!siteUrl?.trim()) return false;
  try {
    const host = new URL(siteUrl).hostname.toLowerCase();
    return !(LOCAL_HOSTS.has(host) || host.endsWith('.localhost'));
  } catch {
    return true;
  }
}

export function paymentSettings(env: PaymentEnv): PaymentSettings {
  const refuse = (problem: string): PaymentSettings => ({ ok: false, problem });
  const requested = env.PAYMENTS?.trim().toLowerCase() || undefined;
  if (requested !== undefined && requested !== 'test' && requested !== 'stripe') {
    return refuse(`PAYMENTS must be "test" or "stripe", not "${env.PAYMENTS}".`);
  }
  const secret = Boolean(env.STRIPE_SECRET_KEY?.trim());
  const publishable = Boolean(env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY?.trim());
  if (secret !== publishable) {
    const [set, missing] = secret ? ['STRIPE_SECRET_KEY', 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY'] : ['NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY', 'STRIPE_SECRET_KEY'];
    return refuse(`${set} is set but ${missing} is not. Set both for card payments through Stripe, or neither for the built-in test payments.`);
  }
  if (requested === 'test') return { ok: true, mode: 'test' };
  if (secret) return { ok: true, mode: 'stripe' };
  if (requested === 'stripe') {
    return refuse('PAYMENTS=stripe, but STRIPE_SECRET_KEY and NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY are not set. Set both to take card payments.');
  }
  if (env.NODE_ENV === 'production' && isPublicSiteUrl(env.SITE_URL)) {
    return refuse(
      `SITE_URL is ${env.SITE_URL}, a public address, but no Stripe keys are set, so no real payment could be taken. ` +
        'Set STRIPE_SECRET_KEY and NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY, or PAYMENTS=test for a public test shop.',
    );
  }
  return { ok: true, mode: 'test' };
}

/**
 * Whether no real money can move: the built-in test processor, or Stripe with a test-mode secret key
 * (`sk_test_…`). The back office says so on every page while it holds (docs/adr/0028).
 */
export function takesTestPayments(env: PaymentEnv): boolean {
  const settings = paymentSettings(env);
  if (!settings.ok) return false;
  return settings.mode === 'test' || Boolean(env.STRIPE_SECRET_KEY?.trim().startsWith('sk_test_'));
}
