'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';
import { toast } from '@/components/ui/toast';
import { ACTION_LABELS, type OwnerAction } from '@/lib/domain/order-actions';
import type { OwnerOrderActionBody } from '@/lib/forms/owner-orders';
import { apiRequest, ApiRequestError, newIdempotencyKey } from '@/lib/http/client';
import { FIELD, LABEL, SMALL_BUTTON } from './styles';

interface Props {
  orderId: number;
  actions: OwnerAction[];
  /** What is left to refund, as decimal pounds ("12.50"): the refund form's starting amount. */
  refundable: string;
  carriers: readonly string[];
}

const DONE: Record<OwnerAction, string> = {
  ship: 'Order marked shipped',
  out_for_delivery: 'Order marked out for delivery',
  deliver: 'Order marked delivered',
  cancel: 'Order cancelled',
  refund: 'Refund made',
};

/** The moves this order's status allows (lib/domain/order-actions.ts), each sent to /api/admin/orders/{id}. */
export function OrderActions({ orderId, actions, refundable, carriers }: Props) {
  const id = useId();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // One key per refund the owner means to make: a retry after an error sends the same key, so a
  // refund whose answer was lost is answered, not made twice; a refund made takes a new key.
  const [refundKey, setRefundKey] = useState(newIdempotencyKey);

  const send = async (body: OwnerOrderActionBody) => {
    setBusy(true);
    setProblem(null);
    try {
      await apiRequest(`/api/admin/orders/${orderId}`, { method: 'POST', body, headers: body.action === 'refund' ? { 'idempotency-key': refundKey } : {} });
      if (body.action === 'refund') setRefundKey(newIdempotencyKey());
      toast.success(DONE[body.action]);
      router.refresh();
    } catch (error) {
      setProblem(error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : 'That did not go through. Please try again in a moment.');
    } finally {
      setBusy(false);
    }
  };

  const fields = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return new FormData(event.currentTarget);
  };

  if (actions.length === 0) return <p className="text-slate-700">Nothing more can be done with this order.</p>;

  return (
    <div className="space-y-6">
      {problem ? (
        <p role="alert" className="rounded-md bg-cream-100 p-3 text-tartan-700">
          {problem}
        </p>
      ) : null}
      {actions.includes('ship') ? (
        <form
          aria-labelledby={`${id}-ship`}
          className="grid gap-4 rounded-md border border-moss-100 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          onSubmit={(event) => {
            const data = fields(event);
            void send({ action: 'ship', carrier: String(data.get('carrier') ?? ''), trackingNumber: String(data.get('trackingNumber') ?? '') });
          }}
        >
          <h3 id={`${id}-ship`} className="text-lg font-semibold sm:col-span-3">
            Ship this order
          </h3>
          <div>
            <label htmlFor={`${id}-carrier`} className={LABEL}>
              Carrier
            </label>
            <input id={`${id}-carrier`} name="carrier" required list={`${id}-carriers`} className={FIELD} />
            <datalist id={`${id}-carriers`}>
              {carriers.map((carrier) => (
                <option key={carrier} value={carrier} />
              ))}
            </datalist>
          </div>
          <div>
            <label htmlFor={`${id}-tracking`} className={LABEL}>
              Tracking number
            </label>
            <input id={`${id}-tracking`} name="trackingNumber" required className={FIELD} />
          </div>
          <button type="submit" disabled={busy} className={BUTTON_PRIMARY}>
            {ACTION_LABELS.ship}
          </button>
        </form>
      ) : null}

      <div className="flex flex-wrap gap-3">
        {(['out_for_delivery', 'deliver', 'cancel'] as const)
          .filter((action) => actions.includes(action))
          .map((action) => (
            <button key={action} type="button" disabled={busy} onClick={() => void send({ action })} className={SMALL_BUTTON}>
              {ACTION_LABELS[action]}
            </button>
          ))}
      </div>

      {actions.includes('refund') ? (
        <form
          aria-labelledby={`${id}-refund`}
          className="grid gap-4 rounded-md border border-moss-100 p-4 sm:grid-cols-2"
          onSubmit={(event) => {
            const data = fields(event);
            void send({ action: 'refund', amount: String(data.get('amount') ?? ''), reason: String(data.get('reason') ?? ''), restock: data.get('restock') === 'on' });
          }}
        >
          <h3 id={`${id}-refund`} className="text-lg font-semibold sm:col-span-2">
            Refund
          </h3>
          <div>
            <label htmlFor={`${id}-amount`} className={LABEL}>
              Amount in pounds (at most {refundable})
            </label>
            <input id={`${id}-amount`} name="amount" inputMode="decimal" required defaultValue={refundable} className={FIELD} />
          </div>
          <div>
            <label htmlFor={`${id}-reason`} className={LABEL}>
              Reason (optional)
            </label>
            <input id={`${id}-reason`} name="reason" maxLength={500} className={FIELD} />
          </div>
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name="restock" className="h-5 w-5" />
            Put the items back in stock
          </label>
          <button type="submit" disabled={busy} className={BUTTON_PRIMARY}>
            {ACTION_LABELS.refund}
          </button>
        </form>
      ) : null}
    </div>
  );
}
