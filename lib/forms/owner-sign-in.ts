/** The back office's sign-in: the body `POST /api/admin/session` parses and the form's rules. */
import { z } from '@/lib/zod';
import { MAX_PASSWORD_LENGTH } from '@/lib/domain/owner-accounts';

export const ownerSignInSchema = z.object({
  email: z.string({ error: 'Please enter your e-mail address' }).trim().min(1, { error: 'Please enter your e-mail address' }).max(254),
  password: z.string({ error: 'Please enter your password' }).min(1, { error: 'Please enter your password' }).max(MAX_PASSWORD_LENGTH),
});

export type OwnerSignInFields = z.input<typeof ownerSignInSchema>;
