import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import { fakeResponse } from '@/tests/support/fake-response';
import { ProductPurchase } from './ProductPurchase';

const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: jest.fn() }),
  usePathname: () => '/products/oak-board',
}));
jest.mock('@/components/ui/toast', () => ({ dismissToasts: jest.fn(), toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }) }));

const product = {
  id: 7,
  name: 'Oak Board',
  pricePence: 2999,
  regularPricePence: null,
  inStock: true,
  attributes: [{ name: 'Size', options: ['small', 'large'] }],
};
const variations = [
  { attributes: [{ name: 'Size', option: 'small' }], pricePence: 2999, regularPricePence: null, inStock: true, stockQuantity: 3 },
  { attributes: [{ name: 'Size', option: 'large' }], pricePence: 4999, regularPricePence: 5999, inStock: false, stockQuantity: 0 },
];

beforeEach(() => {
  jest.clearAllMocks();
  window.history.replaceState(null, '', '/products/oak-board?ref=mail');
});

describe('ProductPurchase', () => {
  it('shows "from" the cheapest price until the size is chosen, then that size’s price in the URL', async () => {
    render(<ProductPurchase product={product} variations={variations} />);
    expect(screen.getByTestId('product-price')).toHaveTextContent('from £29.99');

    await userEvent.click(screen.getByRole('radio', { name: 'small' }));
    expect(screen.getByTestId('product-price')).toHaveTextContent('£29.99');
    expect(screen.getByTestId('product-price')).not.toHaveTextContent('from');
    expect(replace).toHaveBeenCalledWith('/products/oak-board?ref=mail&size=small', { scroll: false });
  });

  it('asks for the missing options instead of adding', async () => {
    // jsdom has no fetch: any cart call would have to go through this one.
    const fetchSpy = jest.fn(() => Promise.reject(new Error('no call expected')));
    global.fetch = fetchSpy as unknown as typeof fetch;
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(<ProductPurchase product={product} variations={variations} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(scrollIntoView).toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Please Select Options', { description: 'Please select: Size' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('opens with the choice of a shared link (?size=large): a sold-out choice disables Add to Cart and shows the reduction', async () => {
    window.history.replaceState(null, '', '/products/oak-board?size=large');
    render(<ProductPurchase product={product} variations={variations} />);
    expect(await screen.findByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.getByText('Save 17%')).toBeInTheDocument();
  });

  it('disables Add to Cart when the product is out of stock', () => {
    render(<ProductPurchase product={{ ...product, attributes: [], inStock: false }} variations={[]} />);
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });

  it('never lets the quantity below 1', async () => {
    render(<ProductPurchase product={product} variations={variations} />);
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(decrease).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByLabelText('Quantity')).toHaveValue(2);
    await userEvent.clear(screen.getByLabelText('Quantity'));
    expect(screen.getByLabelText('Quantity')).toHaveValue(1);
  });

  it('turns a quantity past what a cart line holds into the most it can hold', async () => {
    render(<ProductPurchase product={product} variations={variations} />);
    const box = screen.getByLabelText('Quantity');
    await userEvent.clear(box);
    await userEvent.type(box, '500');
    expect(box).toHaveValue(99);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByText('You can have at most 99 of one item in your cart.')).toBeInTheDocument();
  });

  it('stops at the stock of a product without options, saying how many are left', async () => {
    render(<ProductPurchase product={{ ...product, attributes: [], stockQuantity: 2 }} variations={[]} />);
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    expect(screen.queryByText(/in stock/)).not.toBeInTheDocument();
    await userEvent.click(increase);
    expect(screen.getByLabelText('Quantity')).toHaveValue(2);
    expect(increase).toBeDisabled();
    expect(screen.getByText('Only 2 in stock.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Quantity'), '7');
    expect(screen.getByLabelText('Quantity')).toHaveValue(2);
  });

  it('stops at the chosen size’s stock, bringing a larger quantity down to it, and adds no more than that', async () => {
    const fetchSpy = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => fakeResponse(201, { id: 1, ...JSON.parse(String(init?.body)) }));
    global.fetch = fetchSpy as unknown as typeof fetch;
    render(<ProductPurchase product={product} variations={variations} />);
    const box = screen.getByLabelText('Quantity');
    fireEvent.change(box, { target: { value: '8' } });
    // No size chosen yet: its stock is not known, so only the line limit applies.
    expect(box).toHaveValue(8);
    expect(screen.queryByText(/in stock/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'small' }));
    expect(box).toHaveValue(3);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByText('Only 3 in stock.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(fetchSpy).toHaveBeenCalledWith('/api/cart', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body))).toMatchObject({ productId: 7, quantity: 3, selectedVariations: '{"Size":"small"}' });
  });

  it('leaves saying sold out to the stock line and the button', async () => {
    window.history.replaceState(null, '', '/products/oak-board?size=large');
    render(<ProductPurchase product={product} variations={variations} />);
    expect(await screen.findByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.queryByText('Out of stock.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });
});
