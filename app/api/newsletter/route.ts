import { commerce } from '@/lib/commerce';
import { newsletterSchema } from '@/lib/commerce/content-requests';
import { parseJsonBody } from '@/lib/http/parse';
import { enforceRateLimit, NEWSLETTER_LIMIT } from '@/lib/http/rate-limit';
import { privateJson, route } from '@/lib/http/route';

export const POST = route(async (request) => {
  await enforceRateLimit(request, 'newsletter', NEWSLETTER_LIMIT);
  const { email, name } = await parseJsonBody(newsletterSchema, request);
  const { created } = await commerce().subscribe(email, name);
  const greeting = name ? `, ${name}` : '';
  return created
    ? privateJson({ message: `Welcome to the Clan${greeting}! Our Highland newsletter will find you soon.` }, { status: 201 })
    : // Said kindly, and without telling a stranger anything new: the address is simply on the list.
      privateJson({ message: `You're already part of the Clan${greeting}: this address is on our newsletter list.` });
});
