import { render, screen } from '@testing-library/react';
import PrivacyPage from './page';

describe('the Privacy page', () => {
  it('is dated and covers collection, use, security, sharing, cookies and contact', () => {
    const { container } = render(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(container).toHaveTextContent('Last updated: 2 August 2025');
    for (const heading of ['What we collect', 'How we use it', 'Keeping it safe', 'Your rights', 'Cookies', 'Who we share it with']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
    expect(screen.getAllByRole('link', { name: 'hello@highland-home.example' })[0]).toHaveAttribute('href', 'mailto:hello@highland-home.example');
  });

  it('names all six rights, the four kinds of third party and the 30-day reply', () => {
    const { container } = render(<PrivacyPage />);
    const text = container.textContent ?? '';
    for (const right of ['Access:', 'Correction:', 'Deletion:', 'Portability:', 'Objection:', 'Restriction:']) expect(text).toContain(right);
    for (const party of ['A card payment provider', 'An analytics service', 'An email marketing service', 'Postal carriers']) expect(text).toContain(party);
    expect(text).toContain('we will reply within 30 days');
  });
});
