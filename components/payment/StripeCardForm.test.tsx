import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { loadStripe } from '@stripe/stripe-js';
import type { PayableOrder } from '@/lib/domain/order-links';
import StripeCardForm from './StripeCardForm';

jest.mock('@/components/ui/toast', () => ({ dismissToasts: jest.fn(), toast: { success: jest.fn(), error: jest.fn() } }));
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

type ConfirmResult = { error?: { message?: string }; paymentIntent?: { id: string; status: string } };

// Stand-ins for Stripe.js: nothing may reach Stripe's servers from a test.
const confirmPayment = jest.fn<Promise<ConfirmResult>, [unknown]>();
const stripe = { confirmPayment };
const elements = { name: 'the Elements group' };
const elementsProps = jest.fn<void, [{ stripe: unknown; options: unknown }]>();

jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(() => Promise.resolve(stripe)) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ stripe: promise, options, children }: { stripe: unknown; options: unknown; children: ReactNode }) => {
    elementsProps({ stripe: promise, options });
    return children;
  },
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => stripe,
  useElements: () => elements,
}));

const order: PayableOrder = { id: 42, orderKey: 'wc_order_abc', totalPence: 7593, clientSecret: 'pi_1_secret_xyz' };
const onSucceeded = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  confirmPayment.mockReset();
  elementsProps.mockClear();
  onSucceeded.mockReset().mockResolvedValue(undefined);
  push.mockReset();
  jest.mocked(toast.success).mockReset();
  jest.mocked(toast.error).mockReset();
});

function renderForm() {
  render(<StripeCardForm order={order} publishableKey="pk_test_123" onSucceeded={onSucceeded} />);
}

describe('StripeCardForm', () => {
  it('loads Stripe.js once, with the publishable key, for the order’s own payment intent', async () => {
    renderForm();
    renderForm();
    // The loaded Stripe is kept for the page, so a second form does not load it again.
    expect(loadStripe).toHaveBeenCalledTimes(1);
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    const { stripe: promise, options } = elementsProps.mock.calls[0]![0];
    await expect(promise).resolves.toBe(stripe);
    expect(options).toEqual(expect.objectContaining({ clientSecret: 'pi_1_secret_xyz' }));
    expect(screen.getAllByTestId('payment-element')).toHaveLength(2);
  });

  it('confirms the payment with a return address for the order, redirecting only if required', async () => {
    let answer!: (result: ConfirmResult) => void;
    confirmPayment.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Pay £75.93' }));

    expect(confirmPayment).toHaveBeenCalledTimes(1);
    expect(confirmPayment).toHaveBeenCalledWith({
      elements,
      confirmParams: { return_url: 'http://localhost/order-success?order_id=42&key=wc_order_abc' },
      redirect: 'if_required',
    });
    expect(screen.getByRole('button', { name: 'Processing Payment...' })).toBeDisabled();

    await act(async () => answer({ paymentIntent: { id: 'pi_1', status: 'succeeded' } }));
    expect(screen.getByRole('button', { name: 'Pay £75.93' })).toBeEnabled();
  });

  it('reports Stripe’s message when the card is declined', async () => {
    confirmPayment.mockResolvedValueOnce({ error: { message: 'Your card was declined.' } });
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Pay £75.93' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Payment Failed', { description: 'Your card was declined.' }));
    expect(onSucceeded).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay £75.93' })).toBeEnabled();
  });

  it('hands the payment id on when the payment succeeds', async () => {
    confirmPayment.mockResolvedValueOnce({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Pay £75.93' }));

    await waitFor(() => expect(onSucceeded).toHaveBeenCalledWith('pi_1'));
    expect(onSucceeded).toHaveBeenCalledTimes(1);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows the general payment error when Stripe.js itself fails', async () => {
    confirmPayment.mockRejectedValueOnce(new Error('Stripe.js could not reach Stripe'));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Pay £75.93' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Payment Error', { description: 'An unexpected error occurred. Please try again.' }));
    expect(onSucceeded).not.toHaveBeenCalled();
  });

  it('sends a payment that is still processing to the confirmation, where its status shows', async () => {
    confirmPayment.mockResolvedValueOnce({ paymentIntent: { id: 'pi_slow', status: 'processing' } });
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Pay £75.93' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/order-success?order_id=42&key=wc_order_abc&payment_intent=pi_slow'));
    expect(onSucceeded).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('calls a payment that needs another method a failure, in plain words', async () => {
    confirmPayment.mockResolvedValueOnce({ paymentIntent: { id: 'pi_2', status: 'requires_payment_method' } });
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Pay £75.93' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Payment Failed', { description: 'Your payment was not completed. Please try again or use another card.' }));
  });
});
