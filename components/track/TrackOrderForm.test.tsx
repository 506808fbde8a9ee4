import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse } from '@/tests/support/fake-response';
import { TrackOrderForm } from './TrackOrderForm';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

async function track(number: string, email: string) {
  if (number) await userEvent.type(screen.getByLabelText('Order number'), number);
  if (email) await userEvent.type(screen.getByLabelText('Email used for the order'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Track Order' }));
}

describe('TrackOrderForm', () => {
  it('needs both fields, ignoring blanks', async () => {
    render(<TrackOrderForm />);
    await track('   ', 'morag@example.com');
    expect(screen.getByText('Please enter your order number')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks each refused field with its message, and calls nobody', async () => {
    render(<TrackOrderForm />);
    await track('abc', '   ');
    const number = screen.getByLabelText('Order number');
    const email = screen.getByLabelText('Email used for the order');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('orderNumber must be the number from your confirmation, e.g. 1042');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter the e-mail address you ordered with');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed pair and shows the order on the six-step timeline', async () => {
    fetchMock.mockResolvedValueOnce(
      fakeResponse(200, {
        id: 1042,
        status: 'processing',
        placedAt: '2026-11-20T10:00:00Z',
        itemCount: 3,
        total: '53.08',
        discount: { code: 'STORY10', amount: '5.89', shipping: '0.00' },
        view: { kind: 'timeline', reached: 1, note: 'Paid, and being packed.' },
      }),
    );
    render(<TrackOrderForm />);
    await track(' 1042 ', ' morag@example.com ');
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ orderNumber: '1042', email: 'morag@example.com' });
    const result = await screen.findByRole('heading', { name: 'Order #1042' });
    expect(result).toBeInTheDocument();
    expect(screen.getByText(/Placed on 20 November 2026 · 3 items/)).toBeInTheDocument();
    expect(screen.getByTestId('tracked-total')).toHaveTextContent('Total £53.08, after Discount (STORY10) \u2212£5.89');
    const steps = within(screen.getByRole('list', { name: 'Delivery progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '✓Order Placed (done)',
      '✓Processing (done)',
      '3Shipped (not yet)',
      '4In Transit (not yet)',
      '5Out for Delivery (not yet)',
      '6Delivered (not yet)',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
  });

  it('says plainly when no order matches', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(404, { error: { code: 'order_not_found', message: "We couldn't find an order with that number and e-mail address." } }));
    render(<TrackOrderForm />);
    await track('99', 'someone@example.com');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("We couldn't find an order with that number and e-mail address."));
  });
});
