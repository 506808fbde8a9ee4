import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import { SWRConfig } from 'swr';
import type { ApiCartItem } from '@/lib/commerce/api-shape';
import { fakeResponse } from '@/tests/support/fake-response';
import { CartLineControls } from './CartLineControls';
import { useCart } from './useCart';

jest.mock('@/components/ui/toast', () => ({ dismissToasts: jest.fn(), toast: { success: jest.fn(), error: jest.fn() } }));

/** As the API sends it: the hook reads it into the browser's cart. */
const board: ApiCartItem = {
  id: 7,
  productId: 70,
  quantity: 2,
  selectedVariations: '{"Size":"large (60cm x 40cm)"}',
  variationPrice: '49.99',
  available: 5,
  product: { id: 70, slug: 'oak-board', name: 'Oak Board', price: '29.99', imageUrl: null },
};

/** A cart server in memory: answers the cart calls, and can be told to refuse or to wait. */
function fakeCartServer(initial: ApiCartItem[]) {
  let items = initial;
  let refuse: { status: number; message: string } | null = null;
  let hold: Promise<void> | null = null;
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'GET') return fakeResponse(200, items);
    if (hold) await hold;
    if (refuse) return fakeResponse(refuse.status, { error: { code: 'refused', message: refuse.message } });
    const id = Number(url.split('/').pop());
    const quantity = method === 'PATCH' ? (JSON.parse(String(init?.body)) as { quantity: number }).quantity : 0;
    if (quantity === 0) {
      items = items.filter((item) => item.id !== id);
      return fakeResponse(204, null);
    }
    items = items.map((item) => (item.id === id ? { ...item, quantity } : item));
    return fakeResponse(200, items.find((item) => item.id === id));
  });
  return {
    fetchMock,
    refuseWith: (status: number, message: string) => (refuse = { status, message }),
    holdUntil: (promise: Promise<void>) => (hold = promise),
    items: () => items,
  };
}

function Cart() {
  const { items } = useCart();
  return (
    <ul aria-label="Cart">
      {items.map((item) => (
        <li key={item.id}>
          <CartLineControls item={item} />
        </li>
      ))}
    </ul>
  );
}

function renderCart() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Cart />
    </SWRConfig>,
  );
}

const quantityShown = () => within(screen.getByRole('group', { name: 'Quantity of Oak Board' })).getByRole('status');

let server: ReturnType<typeof fakeCartServer>;
beforeEach(() => {
  server = fakeCartServer([board]);
  global.fetch = server.fetchMock as unknown as typeof fetch;
  jest.mocked(toast.success).mockClear();
  jest.mocked(toast.error).mockClear();
});

describe('CartLineControls', () => {
  it('shows one more at once, before the server has answered, then keeps the server’s answer', async () => {
    renderCart();
    await waitFor(() => expect(quantityShown()).toHaveTextContent('2'));
    let release!: () => void;
    server.holdUntil(new Promise((resolve) => (release = resolve)));
    await userEvent.click(screen.getByRole('button', { name: 'One more Oak Board' }));
    expect(quantityShown()).toHaveTextContent('3');
    release();
    await waitFor(() => expect(server.items()[0]!.quantity).toBe(3));
    expect(quantityShown()).toHaveTextContent('3');
    expect(server.fetchMock).toHaveBeenCalledWith('/api/cart/7', expect.objectContaining({ method: 'PATCH', body: '{"quantity":3}', credentials: 'include' }));
  });

  it('sends one more then one fewer in that order, the second only once the first is answered, and ends on the later', async () => {
    renderCart();
    await waitFor(() => expect(quantityShown()).toHaveTextContent('2'));
    let release!: () => void;
    server.holdUntil(new Promise((resolve) => (release = resolve)));
    await userEvent.click(screen.getByRole('button', { name: 'One more Oak Board' }));
    await userEvent.click(screen.getByRole('button', { name: 'One fewer Oak Board' }));
    expect(quantityShown()).toHaveTextContent('2');
    const patches = () => server.fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => init?.body);
    expect(patches()).toEqual(['{"quantity":3}']);
    release();
    await waitFor(() => expect(patches()).toEqual(['{"quantity":3}', '{"quantity":2}']));
    await waitFor(() => expect(server.items()[0]!.quantity).toBe(2));
    await waitFor(() => expect(server.fetchMock.mock.calls.at(-1)?.[1]?.method ?? 'GET').toBe('GET'));
    expect(quantityShown()).toHaveTextContent('2');
  });

  it('rolls back and says why when the server refuses', async () => {
    renderCart();
    await waitFor(() => expect(quantityShown()).toHaveTextContent('2'));
    server.refuseWith(409, 'Sorry, only 2 of Oak Board are left in stock.');
    await userEvent.click(screen.getByRole('button', { name: 'One more Oak Board' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Sorry, only 2 of Oak Board are left in stock.' }));
    expect(quantityShown()).toHaveTextContent('2');
  });

  it('falls back to its own words when the server gives no reason', async () => {
    renderCart();
    await waitFor(() => expect(quantityShown()).toHaveTextContent('2'));
    server.fetchMock.mockImplementationOnce(async () => fakeResponse(502, null));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Oak Board' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Failed to remove item from cart' }));
    expect(screen.getByRole('group', { name: 'Quantity of Oak Board' })).toBeInTheDocument();
  });

  it('goes down to 0, which takes the line out with the removed toast', async () => {
    server = fakeCartServer([{ ...board, quantity: 1 }]);
    global.fetch = server.fetchMock as unknown as typeof fetch;
    renderCart();
    await waitFor(() => expect(quantityShown()).toHaveTextContent('1'));
    await userEvent.click(screen.getByRole('button', { name: 'One fewer Oak Board' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Quantity of Oak Board' })).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Removed from cart', { description: 'Item has been removed from your cart' });
    expect(server.items()).toEqual([]);
  });

  it('removes with its own button', async () => {
    renderCart();
    await waitFor(() => expect(quantityShown()).toHaveTextContent('2'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Oak Board' }));
    await waitFor(() => expect(server.items()).toEqual([]));
    expect(toast.success).toHaveBeenCalledWith('Removed from cart', { description: 'Item has been removed from your cart' });
  });

  it('will not go past what is in stock', async () => {
    server = fakeCartServer([{ ...board, quantity: 5 }]);
    global.fetch = server.fetchMock as unknown as typeof fetch;
    renderCart();
    await waitFor(() => expect(quantityShown()).toHaveTextContent('5'));
    expect(screen.getByRole('button', { name: 'One more Oak Board' })).toBeDisabled();
    expect(screen.getByText('Only 5 in stock.')).toBeInTheDocument();
  });

  it('says when the stock of a line in the cart has run out since it was added', async () => {
    server = fakeCartServer([{ ...board, quantity: 2, available: 0 }]);
    global.fetch = server.fetchMock as unknown as typeof fetch;
    renderCart();
    await waitFor(() => expect(quantityShown()).toHaveTextContent('2'));
    expect(screen.getByRole('button', { name: 'One more Oak Board' })).toBeDisabled();
    expect(screen.getByText('Out of stock.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'One fewer Oak Board' })).toBeEnabled();
  });

  it('says nothing of the stock while there is more to have', async () => {
    renderCart();
    await waitFor(() => expect(quantityShown()).toHaveTextContent('2'));
    expect(screen.getByRole('button', { name: 'One more Oak Board' })).toBeEnabled();
    expect(screen.queryByText(/in stock|at most/)).not.toBeInTheDocument();
  });

  it('stops at what one line holds when there is more in stock than that, and says so', async () => {
    server = fakeCartServer([{ ...board, quantity: 99, available: 400 }]);
    global.fetch = server.fetchMock as unknown as typeof fetch;
    renderCart();
    await waitFor(() => expect(quantityShown()).toHaveTextContent('99'));
    expect(screen.getByRole('button', { name: 'One more Oak Board' })).toBeDisabled();
    expect(screen.getByText('You can have at most 99 of one item in your cart.')).toBeInTheDocument();
  });
});
