import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ApiRequestError, fetchJson } from '@/lib/http/client';
import { useCart } from './useCart';

jest.mock('@/lib/http/client', () => ({ ...jest.requireActual('@/lib/http/client'), fetchJson: jest.fn() }));
const fetchJsonMock = jest.mocked(fetchJson);

// A fresh cache per test, so one test's cart never leaks into the next.
const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;

beforeEach(() => fetchJsonMock.mockReset());
afterEach(() => jest.useRealTimers());

describe('useCart', () => {
  it('reads GET /api/cart and derives the count and subtotal', async () => {
    fetchJsonMock.mockResolvedValue([
      { id: 1, quantity: 2, selectedVariations: null, variationPrice: '24.99', product: { name: 'Tee', price: '22.99', imageUrl: null } },
      { id: 2, quantity: 1, selectedVariations: null, variationPrice: null, product: { name: 'Keyring', price: '8.99', imageUrl: null } },
    ]);
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(fetchJsonMock).toHaveBeenCalledWith('/api/cart');
    expect(result.current.items).toHaveLength(2);
    expect(result.current.count).toBe(3);
    expect(result.current.subtotalPence).toBe(5897);
    expect(result.current.error).toBeUndefined();
  });

  it('treats a 404 (no cart API yet, or no cart) as an empty cart, not an error', async () => {
    fetchJsonMock.mockRejectedValue(new ApiRequestError(404, '404: {"error":{}}', null));
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.error).toBeUndefined();
    expect(result.current.items).toEqual([]);
    expect(result.current.count).toBe(0);
    expect(result.current.subtotalPence).toBe(0);
  });

  it('treats a body that is not a list as an empty cart', async () => {
    fetchJsonMock.mockResolvedValue({ items: 'nope' });
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.items).toEqual([]);
  });

  it('reports other failures once, without retrying', async () => {
    jest.useFakeTimers();
    fetchJsonMock.mockRejectedValue(new ApiRequestError(500, '500: Internal Server Error', null));
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiRequestError));
    expect(result.current.items).toEqual([]);
    // SWR's first retry would come 2.5 to 7.5 seconds later.
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(fetchJsonMock).toHaveBeenCalledTimes(1);
  });

  it('does not refetch when the window regains focus or comes back online, nor poll', async () => {
    jest.useFakeTimers();
    fetchJsonMock.mockResolvedValue([]);
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('online'));
    });
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(fetchJsonMock).toHaveBeenCalledTimes(1);
  });

  it('fetches again when told the cart changed (after add, update or remove)', async () => {
    fetchJsonMock.mockResolvedValue([]);
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await act(async () => {
      await result.current.mutate();
    });
    expect(fetchJsonMock).toHaveBeenCalledTimes(2);
  });

  it('shares one request between every component that shows the cart', async () => {
    fetchJsonMock.mockResolvedValue([]);
    const { result } = renderHook(() => [useCart(), useCart()], { wrapper });
    await waitFor(() => expect(result.current[0]!.isLoading).toBe(false));
    expect(fetchJsonMock).toHaveBeenCalledTimes(1);
  });
});
