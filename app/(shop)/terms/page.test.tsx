import { render, screen } from '@testing-library/react';
import TermsPage from './page';

describe('the Terms page', () => {
  it('is dated and covers every topic the product docs list', () => {
    const { container } = render(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(container).toHaveTextContent('Last updated: 2 August 2025');
    const text = container.textContent ?? '';
    expect(text).toContain('at least 18 years old');
    expect(text).toContain('consent of a parent or guardian');
    expect(text).toContain('pounds sterling (GBP) and include VAT where applicable');
    expect(text).toMatch(/major credit and debit cards.*PayPal and Apple Pay.*card payment provider/);
    expect(text).toContain('Refunds are paid 5-10 working days after your return arrives');
    expect(text).toContain('optional customer account');
    expect(text).toMatch(/chargeback .* suspended/);
    for (const heading of ['Orders', 'Delivery', 'Our designs and content', 'Using the website', 'Our responsibility to you', 'Changes to these terms']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(text).not.toMatch(/3-5 working days after/);
  });

  it('promises no order e-mail the shop does not send, and says where an order shows instead', () => {
    const { container } = render(<TermsPage />);
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/e-?mail you to say we have received/i);
    expect(text).toContain('the confirmation page shows its number and its status');
  });
});
