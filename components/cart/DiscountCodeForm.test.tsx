import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { SWRConfig } from 'swr';
import { toast } from '@/components/ui/toast';
import type { ApiCartDiscount } from '@/lib/checkout/cart-discount';
import { fakeResponse, type FakeResponse } from '@/tests/support/fake-response';
import { DiscountCodeForm } from './DiscountCodeForm';

jest.mock('@/components/ui/toast', () => ({ dismissToasts: jest.fn(), toast: { success: jest.fn(), error: jest.fn() } }));

const NONE: ApiCartDiscount = { code: null, applied: false, subtotal: '25.00', discount: '0.00', total: '25.00' };
const APPLIED: ApiCartDiscount = { code: 'STORY10', applied: true, offer: '10% off', free_shipping: false, subtotal: '25.00', discount: '2.50', total: '22.50' };

const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(toast.success).mockReset();
  jest.mocked(toast.error).mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

/** Each test with a cache of its own, as each page load has. */
function renderForm(initial: ApiCartDiscount, notice: Parameters<typeof DiscountCodeForm>[0]['notice'] = null) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <DiscountCodeForm initial={initial} notice={notice} />
    </SWRConfig>,
  );
}

async function expectAccessible(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

describe('DiscountCodeForm', () => {
  it('is a plain form posted to /cart/discount, with a labelled field and Apply, so it works without JavaScript', async () => {
    const { container } = renderForm(NONE);
    const field = screen.getByRole('textbox', { name: 'Enter a code' });
    const form = field.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/cart/discount');
    expect(field).toHaveAttribute('name', 'code');
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('button', { name: /^Remove code/ })).not.toBeInTheDocument();
    await expectAccessible(container);
  });

  it('shows the cart’s code with its offer and amount off, what the form last did, and Remove', async () => {
    const { container } = renderForm(APPLIED, { tone: 'success', text: 'Code STORY10 applied' });
    expect(screen.getByTestId('discount-current')).toHaveTextContent('STORY10: 10% off (\u2212£2.50)');
    expect(screen.getByRole('status')).toHaveTextContent('Code STORY10 applied');
    expect(screen.getByRole('button', { name: 'Remove code STORY10' })).toHaveAttribute('value', 'remove');
    await expectAccessible(container);
  });

  it('shows why the cart’s code does not apply now', () => {
    renderForm({ ...NONE, code: 'SPEND30', reason: 'minimum_spend', message: 'Spend £30 or more to use this code' });
    expect(screen.getByTestId('discount-current')).toHaveTextContent('SPEND30: Spend £30 or more to use this code');
  });

  it('with JavaScript, applies the code through the API and says so', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, APPLIED));
    const user = userEvent.setup();
    renderForm(NONE);
    await user.type(screen.getByRole('textbox', { name: 'Enter a code' }), 'story10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Code STORY10 applied'));
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/cart/discount');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ code: 'story10' }) });
    expect(screen.getByTestId('discount-current')).toHaveTextContent('STORY10: 10% off (\u2212£2.50)');
    expect(screen.getByRole('textbox', { name: 'Enter a code' })).toHaveValue('');
  });

  it('with JavaScript, toasts a refusal’s reason and shows it by the field', async () => {
    fetchMock.mockResolvedValue(fakeResponse(422, { error: { code: 'discount_expired', message: 'This code has expired' } }));
    const user = userEvent.setup();
    renderForm(NONE);
    await user.type(screen.getByRole('textbox', { name: 'Enter a code' }), 'OLDCODE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Code not applied', { description: 'This code has expired' }));
    expect(screen.getByRole('status')).toHaveTextContent('This code has expired');
    expect(screen.queryByTestId('discount-current')).not.toBeInTheDocument();
  });

  it('with JavaScript, asks for a code rather than sending nothing', async () => {
    const user = userEvent.setup();
    renderForm(NONE);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please enter a code');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with JavaScript, removes the code and reads the cart’s code again', async () => {
    fetchMock.mockImplementation(async (_path, init) => (init.method === 'DELETE' ? fakeResponse(204, null) : fakeResponse(200, NONE)));
    const user = userEvent.setup();
    renderForm(APPLIED);
    await user.click(screen.getByRole('button', { name: 'Remove code STORY10' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Code removed'));
    expect(fetchMock.mock.calls.map(([path, init]) => `${init.method} ${path}`)).toEqual(['DELETE /api/cart/discount', 'GET /api/cart/discount']);
    await waitFor(() => expect(screen.queryByTestId('discount-current')).not.toBeInTheDocument());
  });
});
