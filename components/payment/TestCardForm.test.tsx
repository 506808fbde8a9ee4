import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import type { PayableOrder } from '@/lib/domain/order-links';
import { PAYMENT_MESSAGES } from '@/lib/domain/test-cards';
import { fakeResponse, type FakeResponse } from '@/tests/support/fake-response';
import { TestCardForm } from './TestCardForm';

jest.mock('@/components/ui/toast', () => ({ dismissToasts: jest.fn(), toast: { success: jest.fn(), error: jest.fn() } }));

const order: PayableOrder = { id: 42, orderKey: 'wc_order_abc', totalPence: 5897, clientSecret: 'pi_test_1_secret_xyz' };

const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();
const onSucceeded = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  fetchMock.mockReset();
  onSucceeded.mockReset().mockResolvedValue(undefined);
  jest.mocked(toast.success).mockReset();
  jest.mocked(toast.error).mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

async function enterCard(user: ReturnType<typeof userEvent.setup>, number: string, expiry = '1230', cvc = '123') {
  await user.type(field('Card number'), number);
  await user.type(field('Expiry date (MM / YY)'), expiry);
  await user.type(field('Security code (CVC)'), cvc);
}

function sentTo(index: number) {
  const [path, init] = fetchMock.mock.calls[index]!;
  return { path, method: init.method, body: JSON.parse(String(init.body)) as unknown };
}

describe('TestCardForm', () => {
  it('says plainly that no real payment is taken', () => {
    render(<TestCardForm order={order} onSucceeded={onSucceeded} />);
    expect(screen.getByRole('note')).toHaveTextContent('Test mode — no real payment is taken');
    expect(screen.getByRole('button', { name: 'Pay £58.97' })).toBeEnabled();
  });

  it('formats the number in groups of four and the expiry as MM / YY while typing', async () => {
    const user = userEvent.setup();
    render(<TestCardForm order={order} onSucceeded={onSucceeded} />);
    await enterCard(user, '4242424242424242', '1230', '123');
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(field('Expiry date (MM / YY)')).toHaveValue('12 / 30');
    expect(field('Security code (CVC)')).toHaveValue('123');
  });

  it('refuses a number failing the Luhn check, a past expiry and a short CVC without calling the server', async () => {
    const user = userEvent.setup();
    render(<TestCardForm order={order} onSucceeded={onSucceeded} />);
    await enterCard(user, '4242424242424241', '0120', '12');
    await user.click(screen.getByRole('button', { name: 'Pay £58.97' }));

    expect(screen.getByText('Your card number is invalid.')).toBeInTheDocument();
    expect(screen.getByText("Your card's expiry date is in the past or invalid.")).toBeInTheDocument();
    expect(screen.getByText("Your card's security code should be 3 digits.")).toBeInTheDocument();
    expect(field('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Expiry date (MM / YY)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Security code (CVC)')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSucceeded).not.toHaveBeenCalled();
  });

  it('reports a decline in the server’s words and offers to pay again', async () => {
    const user = userEvent.setup();
    const answer = deferred<FakeResponse>();
    fetchMock.mockReturnValueOnce(answer.promise);
    render(<TestCardForm order={order} onSucceeded={onSucceeded} />);
    await enterCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay £58.97' }));

    expect(screen.getByRole('button', { name: 'Processing Payment...' })).toBeDisabled();
    expect(sentTo(0)).toEqual({
      path: '/api/test-payments/confirm',
      method: 'POST',
      body: { clientSecret: order.clientSecret, card: { number: '4000 0000 0000 0002', expiry: '12 / 30', cvc: '123' } },
    });

    await act(async () => answer.resolve(fakeResponse(400, { error: { code: 'card_declined', message: 'Your card was declined.' } })));

    expect(toast.error).toHaveBeenCalledWith('Payment Failed', { description: 'Your card was declined.' });
    expect(onSucceeded).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay £58.97' })).toBeEnabled();
  });

  it('hands the payment id on when the card succeeds', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(fakeResponse(200, { status: 'succeeded', paymentIntentId: 'pi_test_1' }));
    render(<TestCardForm order={order} onSucceeded={onSucceeded} />);
    await enterCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay £58.97' }));

    await waitFor(() => expect(onSucceeded).toHaveBeenCalledWith('pi_test_1'));
    expect(onSucceeded).toHaveBeenCalledTimes(1);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('asks for authentication, and a failed one is reported with the server’s message', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(fakeResponse(200, { status: 'requires_action', paymentIntentId: 'pi_test_1' }))
      .mockResolvedValueOnce(fakeResponse(400, { error: { code: 'card_declined', message: PAYMENT_MESSAGES.authentication_failed } }));
    render(<TestCardForm order={order} onSucceeded={onSucceeded} />);
    await enterCard(user, '4000002500003155');
    await user.click(screen.getByRole('button', { name: 'Pay £58.97' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(dialog).toHaveTextContent('confirm this payment of £58.97');
    expect(onSucceeded).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Fail authentication' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Payment Failed', { description: PAYMENT_MESSAGES.authentication_failed }));
    expect(sentTo(1)).toEqual({ path: '/api/test-payments/authenticate', method: 'POST', body: { clientSecret: order.clientSecret, approve: false } });
    expect(onSucceeded).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The dialog closing itself after the answer is not a second answer.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pay £58.97' })).toBeEnabled();
  });

  it('completes an authenticated payment', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(fakeResponse(200, { status: 'requires_action', paymentIntentId: 'pi_test_1' }))
      .mockResolvedValueOnce(fakeResponse(200, { status: 'succeeded', paymentIntentId: 'pi_test_1' }));
    render(<TestCardForm order={order} onSucceeded={onSucceeded} />);
    await enterCard(user, '4000002500003155');
    await user.click(screen.getByRole('button', { name: 'Pay £58.97' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });

    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));

    await waitFor(() => expect(onSucceeded).toHaveBeenCalledWith('pi_test_1'));
    expect(sentTo(1)).toEqual({ path: '/api/test-payments/authenticate', method: 'POST', body: { clientSecret: order.clientSecret, approve: true } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The dialog closing itself after success must not post a failed authentication.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onSucceeded).toHaveBeenCalledTimes(1);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('counts closing the challenge as failing it', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(fakeResponse(200, { status: 'requires_action', paymentIntentId: 'pi_test_1' }))
      .mockResolvedValueOnce(fakeResponse(400, { error: { code: 'card_declined', message: PAYMENT_MESSAGES.authentication_failed } }));
    render(<TestCardForm order={order} onSucceeded={onSucceeded} />);
    await enterCard(user, '4000002500003155');
    await user.click(screen.getByRole('button', { name: 'Pay £58.97' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Payment Failed', { description: PAYMENT_MESSAGES.authentication_failed }));
    expect(sentTo(1)).toEqual({ path: '/api/test-payments/authenticate', method: 'POST', body: { clientSecret: order.clientSecret, approve: false } });
    expect(onSucceeded).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the general payment error when the request never reaches the server', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<TestCardForm order={order} onSucceeded={onSucceeded} />);
    await enterCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay £58.97' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Payment Error', { description: 'An unexpected error occurred. Please try again.' }));
    expect(onSucceeded).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay £58.97' })).toBeEnabled();
  });
});
