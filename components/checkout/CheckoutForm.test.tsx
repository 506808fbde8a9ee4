import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import type { CartState } from '@/components/cart/useCart';
import { fakeResponse, type FakeResponse } from '@/tests/support/fake-response';
import { CheckoutForm } from './CheckoutForm';
import { cartOf, keyring, tShirt } from '@/tests/support/cart-fixtures';
import { ADDRESS } from '@/tests/support/address';

const push = jest.fn();
const router = { push, replace: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));
jest.mock('@/components/ui/toast', () => ({ dismissToasts: jest.fn(), toast: { success: jest.fn(), error: jest.fn() } }));

let cart: CartState;
jest.mock('@/components/cart/useCart', () => ({ useCart: () => cart }));
const refreshDiscount = jest.fn();
jest.mock('@/components/cart/useCartDiscount', () => ({
  useCartDiscount: () => ({ discount: jest.requireActual('@/lib/cart/discount-from-api').NO_CART_DISCOUNT, mutate: refreshDiscount }),
}));


// The optional phone left empty, as a shopper may.
const SHIPPING = { ...ADDRESS, phone: '' };

const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();

beforeEach(() => {
  cart = cartOf([tShirt, keyring]);
  fetchMock.mockReset();
  push.mockReset();
  jest.mocked(toast.success).mockReset();
  jest.mocked(toast.error).mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

type User = ReturnType<typeof userEvent.setup>;

const shippingGroup = () => screen.getByRole('group', { name: 'Shipping Address' });
const billingGroup = () => screen.getByRole('group', { name: 'Billing Address' });
const continueButton = () => screen.getByRole('button', { name: 'Continue to Payment' });

async function fillAddress(user: User, group: HTMLElement, values: Partial<Record<'first_name' | 'last_name' | 'email' | 'address_1' | 'city' | 'postcode', string>>) {
  const labels = { first_name: 'First name', last_name: 'Last name', email: 'Email', address_1: 'Address', city: 'City', postcode: 'Postcode' } as const;
  for (const [field, value] of Object.entries(values) as [keyof typeof labels, string][]) {
    await user.type(within(group).getByRole('textbox', { name: labels[field] }), value);
  }
}

const fillShipping = (user: User) =>
  fillAddress(user, shippingGroup(), { first_name: 'Morag', last_name: 'MacLeod', email: 'morag@example.com', address_1: '12 Castle Street', city: 'Inverness', postcode: 'IV2 3EA' });

/** create-order answering as the server does for a 58.97 order. */
function serveCheckout(createOrder: () => Promise<FakeResponse> = async () => fakeResponse(201, { id: 42, order_key: 'wc_order_abc', total: '58.97', status: 'pending' })) {
  fetchMock.mockImplementation(async (path) => {
    if (path === '/api/create-order') return createOrder();
    return fakeResponse(404, { error: { code: 'not_found', message: `No ${path}` } });
  });
}

function sent(index: number) {
  const [path, init] = fetchMock.mock.calls[index]!;
  return { path, method: init.method, body: JSON.parse(String(init.body)) as unknown };
}

const EXPECTED_LINE_ITEMS = [
  { product_id: 11, quantity: 2, name: 'Hairy Coo T-Shirt', price: '24.99', meta_data: [{ key: 'Size', value: 'M' }, { key: 'Colour', value: 'Heather' }] },
  { product_id: 12, quantity: 1, name: 'Thistle Keyring', price: '8.99', meta_data: [] },
];

describe('CheckoutForm', () => {
  it('says so while the cart is loading', () => {
    cart = cartOf([], { isLoading: true });
    render(<CheckoutForm />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cart…');
    expect(screen.queryByRole('button', { name: 'Continue to Payment' })).not.toBeInTheDocument();
  });

  it('says so when the cart cannot be loaded, rather than offering an empty checkout', () => {
    cart = cartOf([], { error: new Error('500: cart unavailable') });
    render(<CheckoutForm />);
    expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t load your cart just now.');
    expect(screen.queryByText('Your Highland cart is empty')).not.toBeInTheDocument();
  });

  it('sends the shopper to the products when the cart is empty', () => {
    cart = cartOf([]);
    render(<CheckoutForm />);
    expect(screen.getByText('Your Highland cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Highland Treasures' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('group', { name: 'Shipping Address' })).not.toBeInTheDocument();
  });

  it('summarises the order with free UK shipping, and charges per item once France is chosen', async () => {
    const user = userEvent.setup();
    render(<CheckoutForm />);
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    const lines = within(summary).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Hairy Coo T-Shirt');
    expect(lines[0]).toHaveTextContent('Size: M, Colour: Heather');
    expect(lines[0]).toHaveTextContent('2 × £24.99');
    expect(lines[0]).toHaveTextContent('£49.98');
    expect(lines[1]).toHaveTextContent('1 × £8.99');
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('£58.97');
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('Free');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('£58.97');

    await user.selectOptions(within(shippingGroup()).getByRole('combobox', { name: 'Country' }), 'France');

    // £4.99 plus £3.99 for each of the 3 units.
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('£16.96');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('£75.93');
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('£58.97');
  });

  it('names the blank required fields, marks them, and sends nothing', async () => {
    const user = userEvent.setup();
    render(<CheckoutForm />);
    await user.click(continueButton());

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Missing Required Information', { description: 'Please fill in: First name, Last name, Email, Address, City, Postcode' }),
    );
    for (const name of ['First name', 'Last name', 'Email', 'Address', 'City', 'Postcode']) {
      expect(within(shippingGroup()).getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    }
    expect(within(shippingGroup()).getByRole('textbox', { name: 'Phone (optional)' })).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });

  it('shows the field’s own message for an invalid email and sends nothing', async () => {
    const user = userEvent.setup();
    render(<CheckoutForm />);
    await fillAddress(user, shippingGroup(), { first_name: 'Morag', last_name: 'MacLeod', email: 'morag@example', address_1: '12 Castle Street', city: 'Inverness', postcode: 'IV2 3EA' });
    await user.click(continueButton());

    const email = within(shippingGroup()).getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Email must be a valid email address');
    expect(toast.error).not.toHaveBeenCalledWith('Missing Required Information', expect.anything());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a billing address of its own once "Same as shipping address" is unticked', async () => {
    const user = userEvent.setup();
    render(<CheckoutForm />);
    expect(screen.queryByRole('group', { name: 'Billing Address' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Same as shipping address' }));
    expect(within(billingGroup()).queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();

    await fillShipping(user);
    await user.click(continueButton());

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Missing Required Information', { description: 'Please fill in: First name, Last name, Address, City, Postcode' }),
    );
    expect(within(billingGroup()).getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(shippingGroup()).getByRole('textbox', { name: 'First name' })).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the order and goes to its payment page, named by the order and its key', async () => {
    const user = userEvent.setup();
    serveCheckout();
    render(<CheckoutForm />);
    await fillShipping(user);
    await user.click(continueButton());

    await waitFor(() => expect(push).toHaveBeenCalledWith('/stripe-checkout?order_id=42&key=wc_order_abc'));
    // The payment page starts the payment on the server; nothing about the order stays in the browser.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent(0)).toEqual({
      path: '/api/create-order',
      method: 'POST',
      body: { shipping: SHIPPING, billing: SHIPPING, line_items: EXPECTED_LINE_ITEMS },
    });
    expect(window.sessionStorage.length + window.localStorage.length).toBe(0);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('sends the billing address given when it differs from shipping', async () => {
    const user = userEvent.setup();
    serveCheckout();
    render(<CheckoutForm />);
    await fillShipping(user);
    await user.click(screen.getByRole('checkbox', { name: 'Same as shipping address' }));
    await fillAddress(user, billingGroup(), { first_name: 'Iain', last_name: 'MacLeod', address_1: '3 Harbour Road', city: 'Portree', postcode: 'IV51 9DD' });
    await user.click(continueButton());

    await waitFor(() => expect(push).toHaveBeenCalledWith('/stripe-checkout?order_id=42&key=wc_order_abc'));
    expect(sent(0).body).toEqual(
      expect.objectContaining({
        shipping: SHIPPING,
        billing: { ...SHIPPING, first_name: 'Iain', email: '', address_1: '3 Harbour Road', city: 'Portree', postcode: 'IV51 9DD' },
      }),
    );
  });

  it('shows Creating Order... and stays disabled while the order is being created', async () => {
    const user = userEvent.setup();
    const created = deferred<FakeResponse>();
    serveCheckout(() => created.promise);
    render(<CheckoutForm />);
    await fillShipping(user);
    await user.click(continueButton());

    const busy = await screen.findByRole('button', { name: 'Creating Order...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => created.resolve(fakeResponse(201, { id: 42, order_key: 'wc_order_abc', total: '58.97', status: 'pending' })));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/stripe-checkout?order_id=42&key=wc_order_abc'));
    // Once the shopper is on the way to payment the button does not invite a second order.
    expect(screen.getByRole('button', { name: 'Creating Order...' })).toBeDisabled();
  });

  it('shows the server’s reason when the order is refused, and lets the shopper try again', async () => {
    const user = userEvent.setup();
    serveCheckout(async () => fakeResponse(409, { error: { code: 'out_of_stock', message: 'Sorry, only 1 of Hairy Coo T-Shirt is left in stock.' } }));
    render(<CheckoutForm />);
    await fillShipping(user);
    await user.click(continueButton());

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Order Creation Failed', { description: 'Sorry, only 1 of Hairy Coo T-Shirt is left in stock.' }));
    expect(continueButton()).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
  });

  it('says why create-order refused the cart’s code, inline and in a toast, and reads the code again; nothing is charged', async () => {
    const user = userEvent.setup();
    serveCheckout(async () => fakeResponse(422, { error: { code: 'discount_used_up', message: 'This code has been used up' } }));
    render(<CheckoutForm />);
    await fillShipping(user);
    await user.click(continueButton());

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Code not applied', { description: 'This code has been used up. Nothing has been charged: remove or change the code in your cart.' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This code has been used up. Change the code in your cart');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Change the code in your cart' })).toHaveAttribute('href', '/cart');
    expect(refreshDiscount).toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
    expect(continueButton()).toBeEnabled();
  });

  it('falls back to its own words when the failure has no message', async () => {
    const user = userEvent.setup();
    serveCheckout(async () => fakeResponse(500, 'Internal Server Error'));
    render(<CheckoutForm />);
    await fillShipping(user);
    await user.click(continueButton());

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Order Creation Failed', { description: 'Please check your information and try again' }));
    expect(continueButton()).toBeEnabled();
    expect(push).not.toHaveBeenCalled();
  });
});
