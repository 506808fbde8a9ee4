import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductDescription } from './ProductDescription';

describe('ProductDescription', () => {
  it('collapses to the summary and opens the full text from its native disclosure', async () => {
    const { container } = render(<ProductDescription html="<p>Full first line.</p><p>Hidden care notes.</p>" summary="Full first…" collapsible />);
    const disclosure = container.querySelector('details')!;
    expect(screen.getByText('Full first…')).toBeVisible();
    expect(screen.getByText('Hidden care notes.')).not.toBeVisible();
    expect(disclosure.querySelector('summary')).toHaveTextContent('Read more');

    await userEvent.click(screen.getByText('Read more'));
    expect(disclosure).toHaveAttribute('open');
    expect(screen.getByText('Hidden care notes.')).toBeVisible();

    await userEvent.click(screen.getByText('Show less'));
    expect(disclosure).not.toHaveAttribute('open');
    expect(screen.getByText('Hidden care notes.')).not.toBeVisible();
  });

  it('shows a short description whole, without a toggle', () => {
    const { container } = render(<ProductDescription html="<p>Short.</p>" summary="Short." collapsible={false} />);
    expect(screen.getByText('Short.')).toBeVisible();
    expect(container.querySelector('details')).toBeNull();
  });
});
