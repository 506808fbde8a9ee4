'use client';

import { SMALL_BUTTON } from './styles';
import { useOwnerAction } from './useOwnerAction';

/** Switches a code off (shoppers are told it is not recognised) or on again, keeping everything else about it. */
export function DiscountSwitch({ id, code, active }: { id: number; code: string; active: boolean }) {
  const { run, busy } = useOwnerAction();
  return (
    <button
      type="button"
      className={SMALL_BUTTON}
      disabled={busy}
      onClick={() => void run(`/api/admin/discounts/${id}`, { method: 'PATCH', body: { active: !active } }, active ? `${code} switched off` : `${code} switched on`)}
    >
      {active ? `Switch ${code} off` : `Switch ${code} on`}
    </button>
  );
}
