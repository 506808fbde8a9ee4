import { render, screen, within } from '@testing-library/react';
import type { AttributedFigures } from '@/lib/commerce';
import { AttributionTables } from './AttributionTables';

const figures = (week: [number, number], month: [number, number]): AttributedFigures => ({
  week: { orders: week[0], paidPence: week[1], refundedPence: 0, takingsPence: week[1] },
  month: { orders: month[0], paidPence: month[1], refundedPence: 0, takingsPence: month[1] },
});

describe('AttributionTables', () => {
  it('shows orders and takings by code and by campaign, over the last 7 and 30 days', () => {
    render(
      <AttributionTables
        figures={{
          byCode: [{ code: 'STORY10', periods: figures([1, 3599], [2, 7198]) }],
          byCampaign: [
            { campaign: { source: 'newsletter', medium: 'email', name: 'winter', referrerHost: null }, periods: figures([1, 3599], [1, 3599]) },
            { campaign: { source: null, medium: null, name: null, referrerHost: 'facebook.com' }, periods: figures([0, 0], [1, 3599]) },
          ],
        }}
      />,
    );
    const byCode = screen.getByRole('table', { name: /by discount code/ });
    expect(within(byCode).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Code', 'Orders, last 7 days', 'Takings, last 7 days', 'Orders, last 30 days', 'Takings, last 30 days']);
    expect(within(byCode).getByRole('row', { name: 'STORY10 1 £35.99 2 £71.98' })).toBeInTheDocument();
    const byCampaign = screen.getByRole('table', { name: /by campaign/ });
    expect(within(byCampaign).getByRole('row', { name: 'newsletter / email / winter 1 £35.99 1 £35.99' })).toBeInTheDocument();
    expect(within(byCampaign).getByRole('row', { name: 'A link on facebook.com 0 £0.00 1 £35.99' })).toBeInTheDocument();
  });

  it('says so when no order came with a code or from a campaign', () => {
    render(<AttributionTables figures={{ byCode: [], byCampaign: [] }} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No order with a code in the last 30 days.')).toBeInTheDocument();
    expect(screen.getByText('No order from a campaign in the last 30 days.')).toBeInTheDocument();
  });
});
