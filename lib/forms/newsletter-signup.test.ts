import { newsletterSignupSchema } from './newsletter-signup';

describe('newsletterSignupSchema', () => {
  it('trims both fields, and a missing name is an empty one', () => {
    expect(newsletterSignupSchema.parse({ email: ' morag@example.co.uk ', name: ' Morag  ' })).toEqual({ email: 'morag@example.co.uk', name: 'Morag' });
    expect(newsletterSignupSchema.parse({ email: 'iain@example.com' })).toEqual({ email: 'iain@example.com', name: '' });
  });

  it('refuses, in the API’s words, an address that is not one and a name far too long', () => {
    const refused = newsletterSignupSchema.safeParse({ email: 'hamish@home', name: 'x'.repeat(101) });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'email must be a valid email address'],
      ['name', 'name must be at most 100 characters'],
    ]);
  });
});
