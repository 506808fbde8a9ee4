import { render, screen } from '@testing-library/react';
import ReturnsPage, { metadata } from './page';

describe('the Returns page', () => {
  it('states every returns policy figure as decided', () => {
    const { container } = render(<ReturnsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Returns & Exchanges' })).toBeInTheDocument();
    const text = container.textContent ?? '';
    expect(text).toContain('30 days from the day your parcel is delivered');
    expect(text).toContain('within 24 hours');
    expect(text).toContain('within 48 hours of delivery');
    expect(text).toContain('5-10 working days after your return arrives');
    expect(text).toContain('within 2 hours of it being placed');
    expect(text).toContain('Sale and custom items are final sale unless they arrive faulty or damaged');
    expect(text).not.toMatch(/3-5 working days/);
    expect(metadata.alternates?.canonical).toBe('/returns');
  });

  it('shows how to start a return, through the contact page', () => {
    render(<ReturnsPage />);
    expect(screen.getByRole('region', { name: 'How to start a return' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'contact us' })[0]).toHaveAttribute('href', '/contact');
  });
});
