import { CONTACT_REPLY_PROMISE, receiveContactMessage } from '@/lib/forms/contact';
import { contactMessageSchema } from '@/lib/forms/contact-message';
import { parseJsonBody } from '@/lib/http/parse';
import { CONTACT_LIMIT, enforceRateLimit } from '@/lib/http/rate-limit';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

export const POST = route(async (request) => {
  await enforceRateLimit(request, 'contact', CONTACT_LIMIT);
  const message = await parseJsonBody(contactMessageSchema, request);
  await receiveContactMessage(message);
  return privateJson({ message: CONTACT_REPLY_PROMISE }, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
