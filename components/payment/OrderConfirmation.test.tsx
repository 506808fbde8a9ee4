import { render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ApiOrder } from '@/lib/commerce/api-shape';
import { PENDING_ORDER_KEY, type PendingOrder } from '@/lib/checkout/pending-order';
import { fakeResponse, type FakeResponse } from '@/tests/support/fake-response';
import OrderConfirmation from './OrderConfirmation';

const replace = jest.fn();
// Next's router and search params keep their identity between renders; the component's effect relies on it.
const router = { push: jest.fn(), replace };
let searchParams = new URLSearchParams();
jest.mock('next/navigation', () => ({ useRouter: () => router, useSearchParams: () => searchParams }));

const PAYMENT_ID = 'pi_test_abcdefghijklmnopqrstu';
const order: PendingOrder = { id: 42, orderKey: 'wc_order_abc', total: '75.93', clientSecret: `${PAYMENT_ID}_secret_xyz` };

const receipt: ApiOrder = {
  id: 42,
  status: 'processing',
  createdAt: '2025-05-01T10:00:00.000Z',
  paidAt: '2025-05-01T10:01:00.000Z',
  email: 'morag@example.com',
  shipping: { first_name: 'Morag', last_name: 'MacLeod', address_1: '12 Castle Street', address_2: '', city: 'Inverness', postcode: 'IV2 3EA', country: 'FR', state: '' },
  lineItems: [
    { productId: 11, name: 'Hairy Coo T-Shirt', selectedOptions: { Size: 'M', Colour: 'Heather' }, quantity: 2, price: '24.99', total: '49.98' },
    { productId: 12, name: 'Thistle Keyring', selectedOptions: {}, quantity: 1, price: '8.99', total: '8.99' },
  ],
  subtotal: '58.97',
  shippingTotal: '16.96',
  total: '75.93',
  currency: 'GBP',
};

const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (path) => {
    if (path === '/api/update-order-payment') return fakeResponse(200, { id: 42, status: 'processing' });
    if (path === '/api/orders/42?key=wc_order_abc') return fakeResponse(200, receipt);
    return fakeResponse(404, { error: { code: 'not_found', message: `No ${path}` } });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  replace.mockReset();
  window.sessionStorage.clear();
});

function renderAt(query: string) {
  searchParams = new URLSearchParams(query);
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <OrderConfirmation />
    </SWRConfig>,
  );
}

const callsTo = (path: string) => fetchMock.mock.calls.filter(([called]) => called === path);

describe('OrderConfirmation', () => {
  it('shows the saved order with its shortened payment id, then forgets it', async () => {
    window.sessionStorage.setItem(PENDING_ORDER_KEY, JSON.stringify(order));
    renderAt(`order_id=42&payment_intent=${PAYMENT_ID}`);

    expect(screen.getByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-order-number')).toHaveTextContent('#42');
    expect(screen.getByTestId('confirmation-status')).toHaveTextContent('Processing');
    expect(screen.getByTestId('confirmation-payment-id')).toHaveTextContent(/^pi_test_abcdefghijkl…$/);
    expect(screen.getByTestId('confirmation-total')).toHaveTextContent('£75.93');
    await waitFor(() => expect(window.sessionStorage.getItem(PENDING_ORDER_KEY)).toBeNull());
  });

  it('asks the server to check the payment, once', async () => {
    window.sessionStorage.setItem(PENDING_ORDER_KEY, JSON.stringify(order));
    renderAt(`order_id=42&payment_intent=${PAYMENT_ID}`);

    // The receipt is read after the check has finished: by then a repeated check would have shown.
    await screen.findByRole('heading', { name: 'What you ordered' });
    expect(callsTo('/api/update-order-payment')).toHaveLength(1);
    const [, init] = callsTo('/api/update-order-payment')[0]!;
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ orderId: 42, paymentIntentId: PAYMENT_ID, status: 'processing' });
    expect(replace).not.toHaveBeenCalled();
  });

  it('lists what was ordered once the receipt arrives', async () => {
    window.sessionStorage.setItem(PENDING_ORDER_KEY, JSON.stringify(order));
    renderAt(`order_id=42&payment_intent=${PAYMENT_ID}`);

    const heading = await screen.findByRole('heading', { name: 'What you ordered' });
    const lines = within(heading.closest('section')!).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('2 × Hairy Coo T-Shirt (M, Heather)');
    expect(lines[0]).toHaveTextContent('£49.98');
    expect(lines[1]).toHaveTextContent('1 × Thistle Keyring');
    expect(lines[1]).toHaveTextContent('£8.99');
    expect(screen.getByText('Shipping £16.96 to Morag MacLeod, Inverness IV2 3EA.')).toBeInTheDocument();
    // The receipt is read only after the payment check, so it shows the checked status.
    const update = fetchMock.mock.calls.findIndex(([path]) => path === '/api/update-order-payment');
    const read = fetchMock.mock.calls.findIndex(([path]) => path === '/api/orders/42?key=wc_order_abc');
    expect(update).toBeGreaterThanOrEqual(0);
    expect(read).toBeGreaterThan(update);
  });

  it('shows the order number and payment id from the address alone', async () => {
    renderAt('order_id=5&payment_intent=pi_x');

    expect(screen.getByTestId('confirmation-order-number')).toHaveTextContent('#5');
    expect(screen.getByTestId('confirmation-payment-id')).toHaveTextContent(/^pi_x$/);
    expect(screen.queryByTestId('confirmation-total')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo('/api/update-order-payment')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('/api/update-order-payment')[0]![1].body))).toEqual({ orderId: 5, paymentIntentId: 'pi_x', status: 'processing' });
    // Without the order key there is no receipt to ask for.
    expect(fetchMock.mock.calls.some(([path]) => path.startsWith('/api/orders/'))).toBe(false);
  });

  it('says the order was not found when there is neither a saved order nor an order id', () => {
    renderAt('');

    expect(screen.getByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find your order details. Please check your email for confirmation")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes Stripe’s client secret out of the address', async () => {
    renderAt('order_id=42&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_abc&redirect_status=succeeded');

    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    const [target] = replace.mock.calls[0] as [string];
    expect(target).toBe('/order-success?order_id=42&payment_intent=pi_1');
    expect(target).not.toContain('secret');
  });
});
