import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductDescription } from './ProductDescription';

describe('ProductDescription', () => {
  it('collapses to the summary and toggles the full text', async () => {
    render(<ProductDescription html="<p>Full first line.</p><p>Hidden care notes.</p>" summary="Full first…" collapsible />);
    expect(screen.getByText('Hidden care notes.')).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText('Hidden care notes.')).toBeVisible();
    expect(screen.getByText('Full first…')).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getByText('Hidden care notes.')).not.toBeVisible();
  });

  it('shows a short description whole, without a toggle', () => {
    render(<ProductDescription html="<p>Short.</p>" summary="Short." collapsible={false} />);
    expect(screen.getByText('Short.')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
