import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from '@/components/ui/toast';
import type { OwnerProduct } from '@/lib/admin/catalogue';
import { ProductEditForm } from './ProductEditForm';

jest.mock('@/components/ui/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));

// jsdom has no Response: the fields lib/http/client reads are enough.
function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) });
}

const candle: OwnerProduct = {
  id: 12,
  slug: 'peat-candle',
  name: 'Peat Candle',
  type: 'simple',
  categoryName: 'Crafts',
  visible: true,
  regularPence: 2200,
  salePence: null,
  stock: 38,
  variations: [],
};

const tee: OwnerProduct = {
  ...candle,
  id: 13,
  name: 'Thistle Tee',
  type: 'variable',
  regularPence: 2299,
  salePence: 1699,
  stock: null,
  variations: [
    { id: 101, attributes: [{ name: 'Size', option: 's' }], regularPence: 2299, salePence: 1699, stock: 5 },
    { id: 102, attributes: [{ name: 'Size', option: 'xl' }], regularPence: 2499, salePence: null, stock: 0 },
  ],
};

function sent(fetchImpl: jest.Mock): { url: string; method: string; body: unknown } {
  const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
  return { url, method: String(init.method), body: JSON.parse(String(init.body)) };
}

beforeEach(() => jest.clearAllMocks());

describe('ProductEditForm', () => {
  it('sends a simple product’s figures as the API takes them, says so, and reads the page again', async () => {
    const fetchImpl = jest.fn(() => answer(200, {}));
    global.fetch = fetchImpl as unknown as typeof fetch;
    render(<ProductEditForm product={candle} />);
    fireEvent.change(screen.getByLabelText('Sale price (£)'), { target: { value: '19.50' } });
    fireEvent.change(screen.getByLabelText('Stock'), { target: { value: '7' } });
    fireEvent.click(screen.getByLabelText('Shown in the shop'));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(sent(fetchImpl)).toEqual({ url: '/api/admin/products/12', method: 'PATCH', body: { visible: false, price: '22.00', salePrice: '19.50', stock: 7 } });
    expect(toast.success).toHaveBeenCalledWith('Peat Candle saved');
  });

  it('sends each variation, an empty sale price as no sale', async () => {
    const fetchImpl = jest.fn(() => answer(200, {}));
    global.fetch = fetchImpl as unknown as typeof fetch;
    render(<ProductEditForm product={tee} />);
    const [small] = screen.getAllByLabelText('Sale price (£)');
    fireEvent.change(small!, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(sent(fetchImpl).body).toEqual({
      visible: true,
      variations: [
        { id: 101, price: '22.99', salePrice: null, stock: 5 },
        { id: 102, price: '24.99', salePrice: null, stock: 0 },
      ],
    });
    expect(screen.getByRole('group', { name: 'Size: xl' })).toBeInTheDocument();
  });

  it('shows the server’s refusal and keeps the page as it is', async () => {
    global.fetch = jest.fn(() => answer(400, { error: { code: 'sale_not_below_regular', message: 'Peat Candle: The sale price must be below the regular price.' } })) as unknown as typeof fetch;
    render(<ProductEditForm product={candle} />);
    fireEvent.change(screen.getByLabelText('Sale price (£)'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Not saved', { description: 'Peat Candle: The sale price must be below the regular price.' }));
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refuses a stock that is not a count without calling the API', () => {
    const fetchImpl = jest.fn();
    global.fetch = fetchImpl as unknown as typeof fetch;
    render(<ProductEditForm product={candle} />);
    fireEvent.change(screen.getByLabelText('Stock'), { target: { value: '-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(toast.error).toHaveBeenCalledWith('Not saved', { description: 'Stock must be a whole number, 0 or more.' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
