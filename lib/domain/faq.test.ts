import { CONTACT_FAQ, FAQ_ENTRIES, faqEntries } from '@/lib/content/faq';
import { faqContent, pickFaqEntries } from './faq';
import { REFUND_TIME, RETURN_WINDOW_DAYS } from './policies';

describe('the FAQ', () => {
  it('has 8 to 12 questions, each with an answer and a unique anchor', () => {
    expect(FAQ_ENTRIES.length).toBeGreaterThanOrEqual(8);
    expect(FAQ_ENTRIES.length).toBeLessThanOrEqual(12);
    expect(new Set(FAQ_ENTRIES.map((entry) => entry.id)).size).toBe(FAQ_ENTRIES.length);
    for (const entry of FAQ_ENTRIES) {
      expect(entry.id).toMatch(/^[a-z0-9-]+$/);
      expect(entry.question.endsWith('?')).toBe(true);
      expect(entry.answer.length).toBeGreaterThan(40);
      if (entry.link) expect(entry.link.href).toMatch(/^\//);
    }
  });

  it('states the decided policies, and never a free-shipping threshold', () => {
    const all = FAQ_ENTRIES.map((entry) => entry.answer).join(' ');
    expect(all).toContain('free on every order');
    expect(all).toContain(REFUND_TIME);
    expect(all).toContain(`${RETURN_WINDOW_DAYS} days of delivery`);
    expect(all).toContain('£4.99');
    expect(all).toContain('United States, Canada, Australia, Germany and France');
    expect(all).not.toMatch(/£30|£50|over £/);
    expect(all).not.toMatch(/3-5 working days after/);
  });

  it('covers tracking, returns, board care, sizing, payment and gifts', () => {
    const questions = FAQ_ENTRIES.map((entry) => entry.question).join(' ');
    for (const topic of [/track/i, /return/i, /chopping board/i, /size/i, /pay/i, /gift/i]) expect(questions).toMatch(topic);
    expect(FAQ_ENTRIES.find((entry) => entry.id === 'tracking')?.link?.href).toBe('/track');
  });

  it('gives the Contact page three entries, and refuses an unknown one', () => {
    expect(CONTACT_FAQ).toHaveLength(3);
    expect(CONTACT_FAQ.every((entry) => FAQ_ENTRIES.includes(entry))).toBe(true);
    expect(faqEntries(['gifts'])[0]?.question).toContain('gift');
    expect(() => faqEntries(['no-such-question'])).toThrow('no-such-question');
  });
});

describe('faqContent', () => {
  const body = [
    '## Questions and answers {#questions}',
    '',
    '### Can I pay by card? {#payment}',
    '',
    'Yes: every major card & PayPal.',
    '',
    '[How we take payment](/terms#payment)',
    '',
    '### Do you gift wrap? {#gifts}',
    '',
    'Not yet.',
    '',
    '## Still have a question? {#more}',
    '',
    '[Get in touch](/contact).',
  ].join('\n');

  it('reads each question, its plain-text answer and its link, and the closing box', () => {
    const faq = faqContent(body, 'content/faq.md');
    expect(faq.questionsTitle).toBe('Questions and answers');
    expect(faq.entries).toEqual([
      { id: 'payment', question: 'Can I pay by card?', answer: 'Yes: every major card & PayPal.', link: { href: '/terms#payment', label: 'How we take payment' } },
      { id: 'gifts', question: 'Do you gift wrap?', answer: 'Not yet.' },
    ]);
    expect(faq.more).toEqual({ title: 'Still have a question?', html: '<p><a href="/contact">Get in touch</a>.</p>' });
  });

  it('refuses a link out of the shop, a question without an anchor and a missing section', () => {
    expect(() => faqContent(body.replace('/terms#payment', 'https://example.org'), 'content/faq.md')).toThrow('content/faq.md: question "Can I pay by card?": the answer is one paragraph');
    expect(() => faqContent(body.replace(' {#gifts}', ''), 'content/faq.md')).toThrow('content/faq.md: question "Do you gift wrap?" needs an anchor');
    expect(() => faqContent(body.replace('{#more}', '{#closing}'), 'content/faq.md')).toThrow('content/faq.md: needs a "## ... {#more}" section');
  });

  it('picks entries by anchor, in the order asked for', () => {
    const { entries } = faqContent(body, 'content/faq.md');
    expect(pickFaqEntries(entries, ['gifts', 'payment']).map((entry) => entry.id)).toEqual(['gifts', 'payment']);
    expect(() => pickFaqEntries(entries, ['nope'])).toThrow('nope');
  });
});
