'use client';

import { BUTTON_SECONDARY } from '@/components/ui/button-styles';
import { useOwnerAction } from './useOwnerAction';

export function UnsubscribeButton({ id, email }: { id: number; email: string }) {
  const { run, busy } = useOwnerAction();
  return (
    <button
      type="button"
      disabled={busy}
      className={BUTTON_SECONDARY}
      aria-label={`Unsubscribe ${email}`}
      onClick={() => void run(`/api/admin/subscribers/${id}/unsubscribe`, { method: 'POST' }, `${email} unsubscribed`)}
    >
      Unsubscribe
    </button>
  );
}
