/** The contact form (docs/product/decisions.md#contact-form): every message is stored, and e-mailed when mail is set up. */
import { contentStore, type ContactMessage } from '@/lib/content/store';
import { emailContactMessage, mailConfigured } from './contact-mail';
import { errorFields, logger } from '@/lib/log';

export const CONTACT_REPLY_PROMISE = 'Thank you for getting in touch. We will reply within 24 hours.';

export async function receiveContactMessage(message: ContactMessage): Promise<{ id: number; emailed: boolean }> {
  const { id } = await contentStore().saveContactMessage(message);
  if (!mailConfigured()) return { id, emailed: false };
  try {
    await emailContactMessage(message);
    await contentStore().markContactMessageEmailed(id);
    return { id, emailed: true };
  } catch (error) {
    // The message is safe in the database; a mail outage must not lose it or fail the shopper.
    logger('contact').error({ contactMessage: id, ...errorFields(error) }, 'message stored but not e-mailed');
    return { id, emailed: false };
  }
}
