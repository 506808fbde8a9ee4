/** The back office's inbox, newsletter and outbox requests: list queries and the message state change. */
import { z } from '@/lib/zod';
import { MESSAGE_STATES, OUTBOX_STATUSES } from '@/lib/domain/back-office';

export const MESSAGES_PER_PAGE = 25;
export const SUBSCRIBERS_PER_PAGE = 50;
export const OUTBOX_PER_PAGE = 25;

export const page = z.coerce.number({ error: 'page must be a whole number from 1' }).int().min(1).max(100_000).default(1);
const state = z.enum(MESSAGE_STATES, { error: `state must be one of ${MESSAGE_STATES.join(', ')}` });

export const ownerMessageListSchema = z.object({ state: state.optional(), page });

export const ownerMessageStateSchema = z.strictObject({ state });

export const ownerSubscriberListSchema = z.object({ page });

export const ownerOutboxListSchema = z.object({
  status: z.enum(OUTBOX_STATUSES, { error: `status must be one of ${OUTBOX_STATUSES.join(', ')}` }).optional(),
  page,
});
