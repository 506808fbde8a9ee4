import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { OwnerProduct } from '@/lib/commerce';
import { ProductEditor } from './ProductEditor';

jest.mock('@/components/ui/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
const refresh = jest.fn();
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push }) }));

// jsdom has no Response: the fields lib/http/client reads are enough.
function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) });
}

const CATEGORIES = [
  { slug: 'aprons', name: 'Aprons' },
  { slug: 't-shirts', name: 'T-Shirts' },
];

const CANDLE: OwnerProduct = {
  id: 12,
  slug: 'peat-candle',
  name: 'Peat Candle',
  type: 'simple',
  categoryId: 1,
  categorySlug: 'aprons',
  categoryName: 'Aprons',
  description: 'Smoky.',
  tags: ['peat'],
  regions: ['highlands'],
  regionsChosen: false,
  attributes: [],
  images: [],
  featured: false,
  visible: true,
  archivedAt: null,
  regularPence: 2200,
  salePence: null,
  stock: 38,
  variations: [],
  updatedAt: new Date('2026-11-20T10:00:00Z'),
};

function sent(fetchImpl: jest.Mock): { url: string; method: string; body: unknown } {
  const [url, init] = fetchImpl.mock.calls.at(-1) as unknown as [string, RequestInit];
  return { url, method: String(init.method), body: JSON.parse(String(init.body)) };
}

beforeEach(() => jest.clearAllMocks());

describe('ProductEditor', () => {
  it('creates a product in two sizes, each with its own price and stock, and opens it', async () => {
    const fetchImpl = jest.fn(() => answer(201, { id: 77, name: 'Glen Tee' }));
    global.fetch = fetchImpl as unknown as typeof fetch;
    render(<ProductEditor categories={CATEGORIES} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Glen Tee' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 't-shirts' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add an option (size, colour…)' }));
    fireEvent.change(screen.getByLabelText('Option 1 name'), { target: { value: 'Size' } });
    fireEvent.change(screen.getByLabelText('Size of variation 1'), { target: { value: 'M' } });
    fireEvent.change(screen.getByLabelText('Price of variation 1 (M)'), { target: { value: '20.00' } });
    fireEvent.change(screen.getByLabelText('Stock of variation 1 (M)'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a variation' }));
    fireEvent.change(screen.getByLabelText('Size of variation 2'), { target: { value: 'L' } });
    fireEvent.change(screen.getByLabelText('Stock of variation 2 (L)'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/admin/products/77'));
    expect(sent(fetchImpl)).toEqual({
      url: '/api/admin/products',
      method: 'POST',
      body: {
        name: 'Glen Tee',
        description: '',
        category: 't-shirts',
        tags: [],
        featured: false,
        visible: true,
        attributes: [{ name: 'Size', options: [] }],
        variations: [
          { attributes: { Size: 'M' }, price: '20.00', salePrice: null, stock: 3 },
          { attributes: { Size: 'L' }, price: '20.00', salePrice: null, stock: 2 },
        ],
      },
    });
  });

  it('shows each refusal by the field the API names', async () => {
    global.fetch = jest.fn(() => answer(400, { error: { code: 'invalid_body', message: 'slug: "x y" is not kebab; price must be a positive sum in pounds, e.g. "24.99"' } })) as unknown as typeof fetch;
    render(<ProductEditor product={CANDLE} categories={CATEGORIES} />);
    expect(screen.getByLabelText('Address (slug)')).toHaveValue('peat-candle');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByLabelText('Address (slug)')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Address (slug)')).toHaveAccessibleDescription(/"x y" is not kebab/);
    expect(screen.getByLabelText('Price')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('price must be a positive sum in pounds, e.g. "24.99"')).toBeInTheDocument();
  });
});
