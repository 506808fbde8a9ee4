import { paymentSettings } from '@/lib/settings/payment-settings';

/**
 * While the built-in test processor takes the payments, every page says so (docs/product/decisions.md#test-processor), so
 * nobody mistakes a demo or a misconfigured shop for one that charges cards.
 */
export function TestShopNotice() {
  const payments = paymentSettings(process.env);
  if (payments.ok && payments.mode === 'stripe') return null;
  return (
    <aside aria-label="Test shop" className="border-b border-amber-900/20 bg-amber-100 px-4 py-1.5 text-center text-sm text-amber-950">
      <strong className="font-semibold">Test shop:</strong> no real payment is taken. Pay with a test card such as 4242 4242 4242 4242.
    </aside>
  );
}
