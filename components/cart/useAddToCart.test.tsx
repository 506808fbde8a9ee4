import { act, renderHook } from '@testing-library/react';
import { toast } from '@/components/ui/toast';
import { CART_KEY, useAddToCart } from './useAddToCart';

jest.mock('@/components/ui/toast', () => ({ dismissToasts: jest.fn(), toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }) }));
const mutate = jest.fn();
jest.mock('swr', () => ({ mutate: (key: string) => mutate(key) }));

// jsdom has no Response: the fields lib/http/client reads are enough.
function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) });
}

async function add(fetchImpl: jest.Mock) {
  global.fetch = fetchImpl as unknown as typeof fetch;
  const { result } = renderHook(() => useAddToCart());
  let added: boolean | undefined;
  await act(async () => {
    added = await result.current.addToCart({ productId: 7, quantity: 2, selectedVariations: { Size: 'large' } });
  });
  return { added, pending: result.current.pending };
}

beforeEach(() => jest.clearAllMocks());

describe('useAddToCart', () => {
  it('posts the line as the API takes it, says so, and refreshes every cart view', async () => {
    const fetchImpl = jest.fn(() => answer(201, { items: [] }));
    const { added, pending } = await add(fetchImpl);
    expect(added).toBe(true);
    expect(pending).toBe(false);
    expect(fetchImpl).toHaveBeenCalledWith(CART_KEY, expect.objectContaining({ method: 'POST', credentials: 'include' }));
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toEqual({ productId: 7, quantity: 2, selectedVariations: '{"Size":"large"}' });
    expect(toast.success).toHaveBeenCalledWith('Added to cart', expect.objectContaining({ description: 'Item has been added to your Highland cart' }));
    expect(mutate).toHaveBeenCalledWith(CART_KEY);
  });

  it("shows the server's own sentence when the API refuses the line", async () => {
    const { added } = await add(jest.fn(() => answer(409, { error: { code: 'out_of_stock', message: 'Only 3 of these are left.' } })));
    expect(added).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Only 3 of these are left.' });
    expect(mutate).not.toHaveBeenCalled();
  });

  it('falls back to a plain sentence when the network fails', async () => {
    const { added, pending } = await add(jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    expect(added).toBe(false);
    expect(pending).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Failed to add item to cart' });
  });
});
