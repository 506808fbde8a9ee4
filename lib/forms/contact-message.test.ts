import { z } from '@/lib/zod';
import { contactMessageSchema } from './contact-message';

const complete = { name: 'Ailsa', email: 'ailsa@example.com', subject: 'Engraving', message: 'Could you engrave a name on the board?' };

/** Each field's first problem, as the form shows it under the field. */
function problems(values: unknown) {
  const result = contactMessageSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(Object.entries(z.flattenError(result.error).fieldErrors).map(([field, messages]) => [field, (messages as string[])[0]]));
}

describe('contactMessageSchema', () => {
  it('takes a complete message, trimmed', () => {
    expect(contactMessageSchema.parse({ ...complete, name: '  Ailsa ' })).toEqual(complete);
  });

  it('wants an e-mail that looks like one and a message of a few words', () => {
    expect(problems({ ...complete, email: 'ailsa-at-home', message: 'Hi' })).toEqual({
      email: 'Please enter a valid email address',
      message: 'Please write a little more (at least 10 characters)',
    });
    expect(problems({ ...complete, name: '   ' })).toEqual({ name: 'Your name is required' });
  });

  it('refuses an address that a mail client would read as more than an address', () => {
    for (const email of ['x?cc=attacker%40evil.example&body=hello@example.com', 'a&b@example.com', 'a=b@example.com', 'a%40b@example.com', 'a#b@example.com', 'a/b@example.com', '.ailsa@example.com', 'ailsa.@example.com', 'ail..sa@example.com']) {
      expect(problems({ ...complete, email })).toEqual({ email: 'Please enter a valid email address' });
    }
    for (const email of ["o'neill@example.com", 'ailsa.ross+shop@example.co.uk', 'AILSA_R-1@Example.com']) {
      expect(problems({ ...complete, email })).toEqual({});
    }
  });

  it('names each blank field once, in the words under the field', () => {
    expect(problems({ name: '', email: ' ', subject: '', message: '' })).toEqual({
      name: 'Your name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    const blankMessage = contactMessageSchema.safeParse({ ...complete, message: ' ' });
    expect(blankMessage.error?.issues.map((issue) => issue.message)).toEqual(['Message is required']);
  });

  it('keeps the stored lengths', () => {
    expect(problems({ ...complete, subject: 'x'.repeat(151), message: 'x'.repeat(5001) })).toEqual({
      subject: 'subject must be at most 150 characters',
      message: 'message must be at most 5000 characters',
    });
  });
});
