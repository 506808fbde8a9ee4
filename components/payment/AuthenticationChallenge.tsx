'use client';

import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '@/components/ui/button-styles';
import { cx } from '@/components/ui/class-list';
import { ModalDialog } from '@/components/ui/ModalDialog';

interface AuthenticationChallengeProps {
  open: boolean;
  amount: string;
  busy: boolean;
  onAnswer: (approve: boolean) => void;
}

/**
 * The test processor's stand-in for a bank's 3D Secure page (card 4000 0025 0000 3155): the shopper
 * chooses the outcome, as on Stripe's own test authentication page. Closing it counts as failing.
 */
export function AuthenticationChallenge({ open, amount, busy, onAnswer }: AuthenticationChallengeProps) {
  return (
    <ModalDialog open={open} onClose={() => open && !busy && onAnswer(false)} title="Confirm your payment">
      <div className="space-y-4">
        <p>
          Your card issuer asks you to confirm this payment of <strong>{amount}</strong> to Highland Home.
        </p>
        <p className="rounded-md bg-cream-100 p-3 text-sm text-slate-ink">
          Test mode: this stands in for your bank’s security check. Choose how it should go.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="button" className={cx(BUTTON_PRIMARY, 'flex-1')} disabled={busy} onClick={() => onAnswer(true)}>
            Complete authentication
          </button>
          <button type="button" className={cx(BUTTON_SECONDARY, 'flex-1')} disabled={busy} onClick={() => onAnswer(false)}>
            Fail authentication
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
