import { contentStore } from '@/lib/content/store';
import { newsletterSignupSchema } from '@/lib/forms/newsletter-signup';
import { parseJsonBody } from '@/lib/http/parse';
import { enforceRateLimit, NEWSLETTER_LIMIT } from '@/lib/http/rate-limit';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

export const POST = route(async (request) => {
  await enforceRateLimit(request, 'newsletter', NEWSLETTER_LIMIT);
  const { email, name } = await parseJsonBody(newsletterSignupSchema, request);
  await contentStore().subscribe(email, name);
  // The same answer whether or not the address was already on the list: a stranger typing someone
  // else's address learns nothing about them. A repeat changes nothing stored.
  const greeting = name ? `, ${name}` : '';
  return privateJson({ message: `Welcome to the Clan${greeting}! Our Highland newsletter will find you soon.` });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
