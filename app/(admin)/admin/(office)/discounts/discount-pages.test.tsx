/**
 * The back office's discount code pages (docs/adr/0034) with their services stood in for: the list,
 * a new code's form and a stored code's, each field labelled and each refusal shown by its field,
 * axe finding nothing wrong (colour contrast aside: jsdom lays nothing out), and WooCommerce's
 * coupons linked where the store keeps the codes.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import axe from 'axe-core';
import type { OwnerDiscount } from '@/lib/commerce';
import { ShopError } from '@/lib/errors';
import DiscountsPage from './page';
import NewDiscountPage from './new/page';
import DiscountPage from './[id]/page';

jest.mock('@/components/ui/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
const refresh = jest.fn();
const push = jest.fn();
const notFound = jest.fn(() => {
  throw new Error('NEXT_NOT_FOUND');
});
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push }), notFound: () => notFound() }));
jest.mock('@/lib/admin/guard', () => ({ requireOwnerPage: jest.fn(async () => ({ id: 1, email: 'morag@highland-home.example' })) }));
jest.mock('@/lib/admin/discounts', () => {
  const discounts = { listDiscounts: jest.fn(), getDiscount: jest.fn() };
  // The port's answer on each back end: WooCommerce's admin where it keeps the codes, else none.
  const { storeAdminAt } = jest.requireActual<typeof import('@/lib/commerce/woocommerce/store-admin')>('@/lib/commerce/woocommerce/store-admin');
  return {
    discounts,
    COUPONS_IN_STORE: 'Discount codes are WooCommerce coupons.',
    ownerDiscountsOrRefuse: () => discounts,
    discountsKeptInStore: () => (process.env.COMMERCE_BACKEND === 'woocommerce' ? storeAdminAt('https://store.example.com') : null),
    discountTargets: async () => ({
      categories: [
        { id: 2, name: 'Aprons' },
        { id: 4, name: 'T-Shirts' },
      ],
      products: [{ id: 31, name: 'Peat Candle' }],
    }),
  };
});

const { discounts } = jest.requireMock<{ discounts: { listDiscounts: jest.Mock; getDiscount: jest.Mock } }>('@/lib/admin/discounts');

const STORY: OwnerDiscount = {
  id: 7,
  code: 'STORY10',
  kind: 'percent',
  percentHundredths: 1000,
  amountPence: 0,
  minimumSpendPence: 3000,
  startsAt: new Date('2026-12-01T09:00:00Z'),
  endsAt: new Date('2026-12-24T18:00:00Z'),
  usageLimit: 50,
  uses: 3,
  oncePerCustomer: true,
  categoryIds: [2],
  productIds: [],
  active: true,
  createdAt: new Date('2026-11-28T10:00:00Z'),
  updatedAt: new Date('2026-11-28T10:00:00Z'),
};
const POSTAGE: OwnerDiscount = { ...STORY, id: 8, code: 'POSTFREE', kind: 'free_shipping', percentHundredths: 0, minimumSpendPence: null, startsAt: null, endsAt: null, usageLimit: null, uses: 0, oncePerCustomer: false, categoryIds: [], active: false };

// jsdom has no Response: the fields lib/http/client reads are enough.
function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) });
}

function sent(fetchImpl: jest.Mock): { url: string; method: string; body: unknown } {
  const [url, init] = fetchImpl.mock.calls.at(-1) as unknown as [string, RequestInit];
  return { url, method: String(init.method), body: JSON.parse(String(init.body)) };
}

/** Next's links mark themselves seen on an idle callback (a timer in jsdom): let that land inside act(). */
async function show(page: ReactElement) {
  const rendered = render(page);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return rendered;
}

async function expectAccessible(container: HTMLElement): Promise<void> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
}

beforeEach(() => jest.clearAllMocks());

describe('the discount codes list', () => {
  it('shows each code with its offer, conditions, uses of its limit, whether it is on, and when it runs', async () => {
    discounts.listDiscounts.mockResolvedValue([POSTAGE, STORY]);
    const { container } = await show(await DiscountsPage());
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('POSTFREE');
    expect(rows[1]).toHaveTextContent('Free shipping');
    expect(rows[1]).toHaveTextContent('Off');
    expect(rows[1]).toHaveTextContent('Always');
    expect(within(rows[2]!).getByRole('link', { name: 'STORY10' })).toHaveAttribute('href', '/admin/discounts/7');
    expect(rows[2]).toHaveTextContent('10% off');
    expect(rows[2]).toHaveTextContent('spend £30.00 or more · once per customer · only 1 category');
    expect(rows[2]).toHaveTextContent('3 of 50');
    expect(rows[2]).toHaveTextContent('1 Dec 2026, 09:00 to 24 Dec 2026, 18:00');
    expect(screen.getByRole('link', { name: 'New code' })).toHaveAttribute('href', '/admin/discounts/new');
    await expectAccessible(container);
  });

  it('says so when there are none', async () => {
    discounts.listDiscounts.mockResolvedValue([]);
    await show(await DiscountsPage());
    expect(screen.getByText('No codes yet.')).toBeInTheDocument();
  });
});

describe('a new code', () => {
  it('sends every field as typed, the times on the shop’s clock, and opens the code made', async () => {
    const fetchImpl = jest.fn(() => answer(201, { id: 9, code: 'STORY10' }));
    global.fetch = fetchImpl as unknown as typeof fetch;
    const { container } = await show(await NewDiscountPage());
    await expectAccessible(container);
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'story10' } });
    fireEvent.change(screen.getByLabelText('Percentage off'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Minimum spend (£)'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Starts'), { target: { value: '2026-07-01T09:00' } });
    fireEvent.change(screen.getByLabelText('Usage limit'), { target: { value: '50' } });
    fireEvent.click(screen.getByLabelText('One use per customer'));
    fireEvent.click(screen.getByLabelText('T-Shirts'));
    fireEvent.click(screen.getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/admin/discounts/9'));
    expect(sent(fetchImpl)).toEqual({
      url: '/api/admin/discounts',
      method: 'POST',
      body: { code: 'story10', kind: 'percent', value: '10', minimumSpend: '30', startsAt: '2026-07-01T08:00:00.000Z', usageLimit: 50, oncePerCustomer: true, categories: [4], products: [] },
    });
  });

  it('asks for no value for free shipping, and names an amount’s field in pounds', async () => {
    await show(await NewDiscountPage());
    fireEvent.click(screen.getByLabelText('An amount off'));
    expect(screen.getByLabelText('Amount off (£)')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Free shipping'));
    expect(screen.queryByLabelText(/^(Percentage|Amount) off/)).not.toBeInTheDocument();
  });

  it('shows each refusal by the field the API names, and a code in use by the code', async () => {
    global.fetch = jest.fn(() => answer(400, { error: { code: 'invalid_body', message: 'value: value must be a percentage from 0.01 to 100, e.g. "10"; endsAt must be after startsAt' } })) as unknown as typeof fetch;
    const { container } = await show(await NewDiscountPage());
    fireEvent.click(screen.getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(screen.getByLabelText('Percentage off')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Percentage off')).toHaveAccessibleDescription(/value must be a percentage from 0.01 to 100/);
    expect(screen.getByLabelText('Ends')).toHaveAccessibleDescription(/endsAt must be after startsAt/);
    await expectAccessible(container);

    global.fetch = jest.fn(() => answer(409, { error: { code: 'discount_code_taken', message: 'That code is already in use' } })) as unknown as typeof fetch;
    fireEvent.click(screen.getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(/That code is already in use/));
  });
});

describe("a stored code's page", () => {
  it('shows the code filled in, saves a change with emptied fields cleared, and switches the code off', async () => {
    discounts.getDiscount.mockResolvedValue(STORY);
    const fetchImpl = jest.fn(() => answer(200, { id: 7, code: 'STORY10' }));
    global.fetch = fetchImpl as unknown as typeof fetch;
    const { container } = await show(await DiscountPage({ params: Promise.resolve({ id: '7' }) }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('STORY10');
    expect(screen.getByLabelText('Percentage off')).toHaveValue('10');
    expect(screen.getByLabelText('Minimum spend (£)')).toHaveValue('30.00');
    expect(screen.getByLabelText('Starts')).toHaveValue('2026-12-01T09:00');
    expect(screen.getByLabelText('Aprons')).toBeChecked();
    await expectAccessible(container);

    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(sent(fetchImpl)).toMatchObject({ url: '/api/admin/discounts/7', method: 'PATCH', body: { code: 'STORY10', kind: 'percent', value: '10', endsAt: null, startsAt: '2026-12-01T09:00:00.000Z', categories: [2] } });

    fireEvent.click(screen.getByRole('button', { name: 'Switch STORY10 off' }));
    await waitFor(() => expect(sent(fetchImpl)).toEqual({ url: '/api/admin/discounts/7', method: 'PATCH', body: { active: false } }));
  });

  it('is the not-found page for a code that is not there', async () => {
    discounts.getDiscount.mockRejectedValue(new ShopError('not_found', 'discount_not_found', 'There is no discount code 99.'));
    await expect(DiscountPage({ params: Promise.resolve({ id: '99' }) })).rejects.toThrow('NEXT_NOT_FOUND');
  });
});

describe('on WooCommerce', () => {
  const saved = process.env.COMMERCE_BACKEND;
  beforeAll(() => {
    process.env.COMMERCE_BACKEND = 'woocommerce';
  });
  afterAll(() => {
    process.env.COMMERCE_BACKEND = saved;
  });

  it('says the codes are WooCommerce coupons and links to them, on every discounts page, reading none', async () => {
    for (const page of [await DiscountsPage(), await NewDiscountPage(), await DiscountPage({ params: Promise.resolve({ id: '7' }) })]) {
      const { container, unmount } = await show(page);
      expect(screen.getByText('Discount codes are WooCommerce coupons.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Open discounts in WooCommerce' })).toHaveAttribute('href', 'https://store.example.com/wp-admin/edit.php?post_type=shop_coupon');
      await expectAccessible(container);
      unmount();
    }
    expect(discounts.listDiscounts).not.toHaveBeenCalled();
    expect(discounts.getDiscount).not.toHaveBeenCalled();
  });
});
