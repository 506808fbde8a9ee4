import { render, screen } from '@testing-library/react';
import { FREE_UK_SHIPPING_HEADLINE } from '@/lib/domain/policies';
import { TrustBadges } from './TrustBadges';

describe('TrustBadges', () => {
  it('states the real review figures when there are reviews', () => {
    render(<TrustBadges ratings={{ average: 4.76, reviewCount: 1234 }} />);
    expect(screen.getByRole('heading', { name: 'Reviewed by customers' })).toBeInTheDocument();
    expect(screen.getByText('Rated 4.7 out of 5 across 1,234 reviews.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('leaves the review badge out when nothing has been reviewed', () => {
    render(<TrustBadges ratings={null} />);
    expect(screen.queryByRole('heading', { name: 'Reviewed by customers' })).not.toBeInTheDocument();
    expect(screen.queryByText(/out of 5/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('promises free UK shipping on every order, with no threshold', () => {
    const { container } = render(<TrustBadges ratings={null} />);
    expect(screen.getByRole('heading', { name: FREE_UK_SHIPPING_HEADLINE })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Secure payments' })).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/over £\d+|5-star|4\.8/);
  });
});
