/**
 * The back office's order requests: the list's query and the actions' bodies, one schema each for
 * `/api/admin/orders` and the pages' forms. Money comes in as decimal pounds text, like every price
 * the API takes, and leaves as integer pence.
 */
import { z } from '@/lib/zod';
import { decimalToPence } from '@/lib/domain/money';
import { DASHBOARD_PERIODS } from '@/lib/domain/dashboard';
import { ORDER_STATUSES } from '@/lib/domain/orders';

const PERIOD_KEYS = DASHBOARD_PERIODS.map(({ key }) => key);

export const ORDERS_PER_PAGE = 20;

export const ownerOrderListSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  search: z.string().trim().max(200).optional(),
  /** Only orders paid in that dashboard period (UK days): the dashboard's order counts link here. */
  paid: z.enum(PERIOD_KEYS, { error: `paid must be one of ${PERIOD_KEYS.join(', ')}` }).optional(),
  page: z.coerce.number({ error: 'page must be a whole number from 1' }).int().min(1).max(100_000).default(1),
});

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(max, { error: `${field} must be at most ${max} characters` });

export const ownerOrderActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('ship'), carrier: text('carrier', 60), trackingNumber: text('trackingNumber', 60).regex(/^[A-Za-z0-9 -]+$/, { error: 'trackingNumber may hold only letters, digits, spaces and dashes' }) }),
    z.object({ action: z.literal('out_for_delivery') }),
    z.object({ action: z.literal('deliver') }),
    z.object({ action: z.literal('cancel') }),
    z.object({
      action: z.literal('refund'),
      amount: z
        .string({ error: 'amount is required, in pounds, e.g. "12.50"' })
        .trim()
        .transform((value, context) => {
          const pence = decimalToPence(value);
          if (pence === null || pence <= 0) {
            context.addIssue({ code: 'custom', message: 'amount must be a positive sum in pounds, e.g. "12.50"' });
            return z.NEVER;
          }
          return pence;
        }),
      restock: z.boolean().default(false),
      reason: z.string().trim().max(500).default(''),
    }),
  ],
  { error: 'action must be one of ship, out_for_delivery, deliver, cancel, refund' },
);

export type OwnerOrderActionBody = z.input<typeof ownerOrderActionSchema>;
