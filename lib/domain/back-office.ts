/** States of the back office's own records (docs/product/rules.md#back-office). */

/** A contact message in the owner's inbox: new until opened, then read, then answered. */
export const MESSAGE_STATES = ['new', 'read', 'answered'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/** An e-mail in the outbox: waiting (and retried), sent, or given up after its last attempt. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** An order's page in the back office, as the owner's new-order e-mail links to it. */
export function backOfficeOrderPath(orderId: number): string {
  return `/admin/orders/${orderId}`;
}
