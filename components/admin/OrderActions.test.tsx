import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse } from '@/tests/support/fake-response';
import { OrderActions } from './OrderActions';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() }, dismissToasts: jest.fn() }));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  refresh.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const sentBody = () => JSON.parse(fetchMock.mock.calls[0][1].body);

describe('OrderActions', () => {
  it('offers only the moves it is given, and says so when there are none', () => {
    const { rerender } = render(<OrderActions orderId={7} actions={['cancel']} refundable="0.00" carriers={['Royal Mail']} />);
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark shipped' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    rerender(<OrderActions orderId={7} actions={[]} refundable="0.00" carriers={[]} />);
    expect(screen.getByText('Nothing more can be done with this order.')).toBeInTheDocument();
  });

  it('ships with the carrier and tracking number typed, then refreshes the page', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(200, {}));
    render(<OrderActions orderId={7} actions={['ship', 'deliver', 'refund']} refundable="34.99" carriers={['Royal Mail', 'DPD']} />);
    await userEvent.type(screen.getByLabelText('Carrier'), 'DPD');
    await userEvent.type(screen.getByLabelText('Tracking number'), '15501234567890');
    await userEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/orders/7');
    expect(sentBody()).toEqual({ action: 'ship', carrier: 'DPD', trackingNumber: '15501234567890' });
    expect(refresh).toHaveBeenCalled();
  });

  it('refunds the amount left by default, with the restock choice, and shows a refusal in words', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(400, { error: { code: 'refund_too_large', message: 'At most £34.99 of this payment is left to refund.' } }));
    render(<OrderActions orderId={9} actions={['refund']} refundable="34.99" carriers={[]} />);
    expect(screen.getByLabelText('Amount in pounds (at most 34.99)')).toHaveValue('34.99');
    await userEvent.click(screen.getByLabelText('Put the items back in stock'));
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(sentBody()).toEqual({ action: 'refund', amount: '34.99', reason: '', restock: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('At most £34.99 of this payment is left to refund.');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('sends each refund with an Idempotency-Key: the same key when retried after an error, a new one once a refund is made', async () => {
    fetchMock
      .mockResolvedValueOnce(fakeResponse(503, { error: { code: 'unavailable', message: 'Please try again in a moment.' } }))
      .mockResolvedValueOnce(fakeResponse(200, {}))
      .mockResolvedValueOnce(fakeResponse(200, {}));
    render(<OrderActions orderId={9} actions={['refund']} refundable="34.99" carriers={[]} />);
    const refund = screen.getByRole('button', { name: 'Refund' });
    await userEvent.click(refund);
    await screen.findByRole('alert');
    await userEvent.click(refund);
    await userEvent.click(refund);
    const keys = fetchMock.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('sends no key with the other actions', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(200, {}));
    render(<OrderActions orderId={7} actions={['deliver']} refundable="0.00" carriers={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark delivered' }));
    expect(fetchMock.mock.calls[0][1].headers).not.toHaveProperty('idempotency-key');
  });
});
