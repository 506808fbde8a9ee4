import { FAQ_ENTRIES } from '@/lib/content/faq';
import { faqPageJsonLd } from './faq-json-ld';
import { serializeJsonLd } from './serialize';

describe('faqPageJsonLd', () => {
  const originalSiteUrl = process.env.SITE_URL;
  beforeEach(() => {
    process.env.SITE_URL = 'https://shop.example';
  });
  afterAll(() => {
    if (originalSiteUrl === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = originalSiteUrl;
  });

  it('lists every question with its answer text, in page order', () => {
    const data = faqPageJsonLd(FAQ_ENTRIES, '/faq');
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('FAQPage');
    expect(data.url).toBe('https://shop.example/faq');
    expect(data.mainEntity).toHaveLength(FAQ_ENTRIES.length);
    expect(data.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: FAQ_ENTRIES[0]!.question,
      acceptedAnswer: { '@type': 'Answer', text: FAQ_ENTRIES[0]!.answer },
      url: `https://shop.example/faq#${FAQ_ENTRIES[0]!.id}`,
    });
  });

  it('has no questions when given none, and survives answers with markup-like text', () => {
    expect(faqPageJsonLd([], '/faq').mainEntity).toEqual([]);
    const tricky = faqPageJsonLd([{ id: 'x', question: 'Is </script> safe?', answer: '<b>yes</b>' }], '/faq');
    expect(serializeJsonLd(tricky)).not.toContain('</script>');
  });
});
