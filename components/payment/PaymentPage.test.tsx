import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import type { PayableOrder } from '@/lib/domain/order-links';
import { fakeResponse, type FakeResponse } from '@/tests/support/fake-response';
import { PaymentPage } from './PaymentPage';

const push = jest.fn();
const router = { push, replace: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));
jest.mock('@/components/ui/toast', () => ({ dismissToasts: jest.fn(), toast: { success: jest.fn(), error: jest.fn() } }));

const order: PayableOrder = { id: 42, orderKey: 'wc_order_abc', totalPence: 7593, clientSecret: 'pi_test_1_secret_xyz' };

const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  push.mockReset();
  jest.mocked(toast.success).mockReset();
  jest.mocked(toast.error).mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

async function payWithTestCard() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
  await user.type(screen.getByRole('textbox', { name: 'Expiry date (MM / YY)' }), '1230');
  await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
  await user.click(screen.getByRole('button', { name: 'Pay £75.93' }));
}

/** The card form's own confirm call answers; the update that follows is up to each test. */
function serve(update: () => Promise<FakeResponse>) {
  fetchMock.mockImplementation(async (path) => {
    if (path === '/api/test-payments/confirm') return fakeResponse(200, { status: 'succeeded', paymentIntentId: 'pi_test_1' });
    if (path === '/api/update-order-payment') return update();
    // The cart refresh after payment is not what these tests are about.
    return fakeResponse(200, []);
  });
}

const updateCalls = () => fetchMock.mock.calls.filter(([path]) => path === '/api/update-order-payment');

describe('PaymentPage', () => {
  it('shows the order’s number and total with the test card form', () => {
    render(<PaymentPage order={order} mode="test" publishableKey={null} />);
    expect(screen.getByTestId('payment-order-number')).toHaveTextContent('#42');
    expect(screen.getByTestId('payment-total')).toHaveTextContent('£75.93');
    expect(screen.getByRole('note')).toHaveTextContent('Test mode — no real payment is taken');
    expect(screen.getByRole('button', { name: 'Pay £75.93' })).toBeEnabled();
  });

  it('after a successful payment updates the order, thanks the shopper and shows the confirmation', async () => {
    serve(async () => fakeResponse(200, { id: 42, status: 'processing' }));
    render(<PaymentPage order={order} mode="test" publishableKey={null} />);
    await payWithTestCard();

    await waitFor(() => expect(push).toHaveBeenCalledWith('/order-success?order_id=42&key=wc_order_abc&payment_intent=pi_test_1'));
    expect(updateCalls()).toHaveLength(1);
    const [, init] = updateCalls()[0]!;
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ orderId: 42, paymentIntentId: 'pi_test_1', status: 'processing' });
    expect(toast.success).toHaveBeenCalledWith('Payment Successful', { description: 'Thank you for your Highland Home purchase!' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('still shows the confirmation when the order update fails, logging the failure', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
        serve(async () => fakeResponse(500, { error: { code: 'internal', message: 'Something went wrong.' } }));
      render(<PaymentPage order={order} mode="test" publishableKey={null} />);
      await payWithTestCard();

      await waitFor(() => expect(push).toHaveBeenCalledWith('/order-success?order_id=42&key=wc_order_abc&payment_intent=pi_test_1'));
      expect(updateCalls()).toHaveLength(1);
      expect(logged).toHaveBeenCalledWith('Could not update the order after payment:', expect.objectContaining({ status: 500 }));
      expect(toast.success).toHaveBeenCalledWith('Payment Successful', { description: 'Thank you for your Highland Home purchase!' });
      expect(toast.error).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});
