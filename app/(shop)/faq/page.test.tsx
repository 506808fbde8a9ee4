import { render, screen } from '@testing-library/react';
import { FAQ_ENTRIES } from '@/lib/content/faq';
import FaqPage, { metadata } from './page';

describe('the FAQ page', () => {
  it('shows every question and describes them all in FAQPage structured data', () => {
    const { container } = render(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(container.querySelectorAll('details summary')).toHaveLength(FAQ_ENTRIES.length);
    const data = [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!));
    const faq = data.find((entry) => entry['@type'] === 'FAQPage');
    expect(faq.mainEntity.map((question: { name: string }) => question.name)).toEqual(FAQ_ENTRIES.map((entry) => entry.question));
    expect(metadata.title).toBe('Frequently Asked Questions');
  });
});
