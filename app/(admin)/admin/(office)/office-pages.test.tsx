/**
 * The back office's pages rendered with their services stood in for: what each shows, that every
 * field has its label, and that axe finds nothing wrong (colour contrast aside: jsdom lays nothing out).
 */
import { act, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import axe from 'axe-core';
import type { OwnerProduct } from '@/lib/commerce';
import type { InboxMessage } from '@/lib/admin/inbox';
import type { Subscriber } from '@/lib/admin/subscribers';
import ProductsPage from './products/page';
import ProductPage from './products/[id]/page';
import NewProductPage from './products/new/page';
import CategoriesPage from './categories/page';
import MessagesPage from './messages/page';
import MessagePage from './messages/[id]/page';
import SubscribersPage from './subscribers/page';

const OWNER = { id: 1, email: 'morag@highland-home.example' };
const notFound = jest.fn(() => {
  throw new Error('NEXT_NOT_FOUND');
});
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }), notFound: () => notFound() }));
jest.mock('@/lib/admin/guard', () => ({ requireOwnerPage: jest.fn(async () => OWNER) }));
jest.mock('@/lib/admin/catalogue', () => {
  const catalogue = { listProducts: jest.fn(), getProduct: jest.fn(), listCategories: jest.fn() };
  // The port's answer on each back end: WooCommerce's admin where it keeps the catalogue, else none.
  const { storeAdminAt } = jest.requireActual<typeof import('@/lib/commerce/woocommerce/store-admin')>('@/lib/commerce/woocommerce/store-admin');
  const keptInStore = () => (process.env.COMMERCE_BACKEND === 'woocommerce' ? storeAdminAt(process.env.WOOCOMMERCE_URL!) : null);
  return { catalogue, ownerCatalogueOrRefuse: () => catalogue, catalogueKeptInStore: keptInStore };
});
jest.mock('@/lib/admin/inbox', () => ({ listMessages: jest.fn(), openMessage: jest.fn() }));
jest.mock('@/lib/admin/subscribers', () => ({ listSubscribers: jest.fn() }));

const { catalogue } = jest.requireMock<{ catalogue: { listProducts: jest.Mock; getProduct: jest.Mock; listCategories: jest.Mock } }>('@/lib/admin/catalogue');
const inbox = jest.requireMock<{ listMessages: jest.Mock; openMessage: jest.Mock }>('@/lib/admin/inbox');
const subscribers = jest.requireMock<{ listSubscribers: jest.Mock }>('@/lib/admin/subscribers');
const guard = jest.requireMock<{ requireOwnerPage: jest.Mock }>('@/lib/admin/guard');

const TEE: OwnerProduct = {
  id: 13,
  slug: 'thistle-tee',
  name: 'Thistle Tee',
  type: 'variable',
  categoryId: 4,
  categorySlug: 't-shirts',
  categoryName: 'T-Shirts',
  description: 'A **soft** tee.',
  tags: ['thistle'],
  regions: ['highlands'],
  regionsChosen: false,
  attributes: [{ name: 'Size', options: ['s', 'xl'] }],
  images: [{ url: '/images/tee.jpg', alt: 'The thistle tee, folded' }],
  featured: false,
  visible: false,
  archivedAt: null,
  updatedAt: new Date('2026-11-20T10:00:00Z'),
  regularPence: 2299,
  salePence: 1699,
  stock: null,
  variations: [
    { id: 101, attributes: [{ name: 'Size', option: 's' }], regularPence: 2299, salePence: 1699, stock: 5 },
    { id: 102, attributes: [{ name: 'Size', option: 'xl' }], regularPence: 2499, salePence: null, stock: 2 },
  ],
};
const MESSAGE: InboxMessage = { id: 5, name: 'Ailsa', email: 'ailsa@example.com', subject: 'Engraving', message: 'Can you engrave\nour names?', emailedAt: null, state: 'read', createdAt: new Date('2026-11-20T10:00:00Z') };
const SUBSCRIBERS: Subscriber[] = [
  { id: 1, email: 'fiona@example.com', name: 'Fiona', createdAt: new Date('2026-11-01T10:00:00Z'), unsubscribedAt: null },
  { id: 2, email: 'gone@example.com', name: '', createdAt: new Date('2026-10-01T10:00:00Z'), unsubscribedAt: new Date('2026-11-02T10:00:00Z') },
];

const query = (value: Record<string, string> = {}) => ({ searchParams: Promise.resolve(value) });
const id = (value: string) => ({ params: Promise.resolve({ id: value }) });

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

describe('back-office pages', () => {
  it('lists products with their prices, variations, stock and visibility, and pages on with the search kept', async () => {
    catalogue.listProducts.mockResolvedValue({ products: [TEE], total: 30, totalPages: 2 });
    const { container } = await show(await ProductsPage(query({ search: 'thistle', page: 'zero' })));
    expect(guard.requireOwnerPage).toHaveBeenCalled();
    // A page number the API would refuse shows the first page.
    expect(catalogue.listProducts).toHaveBeenCalledWith({ search: 'thistle', page: 1, perPage: 25 });
    const row = screen.getByRole('row', { name: /Thistle Tee/ });
    expect(within(row).getByText('Hidden')).toBeInTheDocument();
    expect(within(row).getByText('7')).toBeInTheDocument();
    expect(row).toHaveTextContent('xl: £24.99, 2 in stock');
    expect(screen.getByLabelText('Search by name')).toHaveValue('thistle');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/admin/products?search=thistle&page=2');
    await expectAccessible(container);
  });

  it('on a WooCommerce store, says the products are kept there and links to its admin, reading nothing of its own', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      COMMERCE_BACKEND: 'woocommerce',
      WOOCOMMERCE_URL: 'https://store.example.com',
      WOOCOMMERCE_CONSUMER_KEY: `ck_${'a'.repeat(40)}`,
      WOOCOMMERCE_CONSUMER_SECRET: `cs_${'b'.repeat(40)}`,
      WOOCOMMERCE_WEBHOOK_SECRET: 'a-webhook-secret-of-some-length',
    });
    try {
      const { container } = await show(await ProductsPage(query({})));
      expect(screen.getByRole('heading', { name: 'Products' })).toBeInTheDocument();
      expect(screen.getByText(/orders, refunds, stock and prices are managed in WooCommerce's admin/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Open products in WooCommerce' })).toHaveAttribute('href', 'https://store.example.com/wp-admin/edit.php?post_type=product');
      expect(catalogue.listProducts).not.toHaveBeenCalled();
      await expectAccessible(container);
    } finally {
      process.env = saved;
    }
  });

  it('edits a product with a labelled field for every field and figure, and an unknown id is the not-found page', async () => {
    catalogue.getProduct.mockResolvedValue(TEE);
    catalogue.listCategories.mockResolvedValue([{ id: 4, slug: 't-shirts', name: 'T-Shirts', description: '', sortOrder: 0, visible: true, productCount: 3 }]);
    const { container } = await show(await ProductPage(id('13')));
    expect(catalogue.getProduct).toHaveBeenCalledWith(13);
    expect(screen.getByLabelText('Name')).toHaveValue('Thistle Tee');
    expect(screen.getByLabelText('Category')).toHaveValue('t-shirts');
    expect(screen.getByLabelText('Price of variation 2 (xl)')).toHaveValue('24.99');
    expect(screen.getByLabelText('Sale price of variation 1 (s)')).toHaveValue('16.99');
    expect(screen.getByLabelText('Shown in the shop')).not.toBeChecked();
    await expectAccessible(container);

    await expect(ProductPage(id('not-a-number'))).rejects.toThrow('NEXT_NOT_FOUND');
    expect(notFound).toHaveBeenCalled();
  });

  it('offers a new product with every field labelled, and the categories in order with their moves', async () => {
    catalogue.listCategories.mockResolvedValue([
      { id: 4, slug: 't-shirts', name: 'T-Shirts', description: '', sortOrder: 0, visible: true, productCount: 3 },
      { id: 5, slug: 'peat', name: 'Peat', description: '', sortOrder: 1, visible: false, productCount: 0 },
    ]);
    const form = await show(await NewProductPage());
    for (const label of ['Name', 'Address (slug)', 'Description', 'Category', 'Tags', 'Featured', 'Shown in the shop', 'Price', 'Sale price', 'Stock']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    await expectAccessible(form.container);
    form.unmount();

    const { container } = await show(await CategoriesPage());
    const list = screen.getByRole('list', { name: "Categories in the shop's order" });
    expect(within(list).getByLabelText('Name of T-Shirts')).toHaveValue('T-Shirts');
    expect(within(list).getByRole('button', { name: 'Move T-Shirts up' })).toBeDisabled();
    expect(within(list).getByRole('button', { name: 'Move Peat down' })).toBeDisabled();
    expect(within(list).getByRole('button', { name: 'Show Peat' })).toBeEnabled();
    expect(within(list).getByText(/3 products · shown/)).toBeInTheDocument();
    await expectAccessible(container);
  });

  it('lists messages by state and opens one as its owner', async () => {
    inbox.listMessages.mockResolvedValue({ messages: [MESSAGE], total: 1, totalPages: 1 });
    const list = await show(await MessagesPage(query({ state: 'read' })));
    expect(inbox.listMessages).toHaveBeenCalledWith({ state: 'read', page: 1, perPage: 25 });
    expect(screen.getByRole('link', { name: 'Read' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Engraving' })).toHaveAttribute('href', '/admin/messages/5');
    await expectAccessible(list.container);
    list.unmount();

    inbox.openMessage.mockResolvedValue(MESSAGE);
    const { container } = await show(await MessagePage(id('5')));
    expect(inbox.openMessage).toHaveBeenCalledWith(OWNER, 5);
    expect(screen.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute('href', 'mailto:ailsa@example.com?subject=Re%3A%20Engraving');
    expect(screen.getByRole('button', { name: 'Mark answered' })).toBeInTheDocument();
    await expectAccessible(container);
  });

  it('replies to the sender alone, whatever the stored address holds', async () => {
    // Stored before the address rule refused such addresses: the link must still carry no other field.
    inbox.openMessage.mockResolvedValue({ ...MESSAGE, email: 'x?cc=attacker%40evil.example&body=Send%20the%20bank%20details@example.com' });
    const { unmount } = await show(await MessagePage(id('5')));
    const href = screen.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')!;
    const link = new URL(href);
    expect(link.protocol).toBe('mailto:');
    expect(decodeURIComponent(link.pathname)).toBe('x?cc=attacker%40evil.example&body=Send%20the%20bank%20details@example.com');
    expect([...link.searchParams.keys()]).toEqual(['subject']);
    unmount();
  });

  it('lists subscribers with an unsubscribe button for those still subscribed, and the CSV link', async () => {
    subscribers.listSubscribers.mockResolvedValue({ subscribers: SUBSCRIBERS, total: 2, totalPages: 1 });
    const { container } = await show(await SubscribersPage(query()));
    expect(screen.getByRole('link', { name: 'Download CSV of those subscribed' })).toHaveAttribute('href', '/api/admin/subscribers/export');
    expect(screen.getAllByRole('button', { name: /^Unsubscribe/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Unsubscribe fiona@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /gone@example.com/ })).toHaveTextContent('Unsubscribed');
    await expectAccessible(container);
  });
});
