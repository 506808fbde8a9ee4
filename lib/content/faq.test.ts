import { faqDocument } from './faq';

describe('the FAQ page’s own words', () => {
  it('describes delivery with the shipping headline mid-sentence, its acronym kept', () => {
    const { description } = faqDocument();
    expect(description).toContain('(free UK shipping on every order)');
    expect(description).not.toMatch(/\buk\b/);
  });
});
