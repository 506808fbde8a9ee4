/**
 * The back office on a back end whose own admin keeps the orders and stock (WooCommerce): the
 * layout, the dashboard and the orders page ask the commerce port what it offers (docs/adr/0033),
 * never the environment, say where the owner works instead, and read none of the orders.
 */
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { CommercePort } from '@/lib/commerce';
import { wooCommerceOwner } from '@/lib/commerce/woocommerce/store-admin';
import OfficeLayout from './layout';
import DashboardPage from './page';
import OwnerOrdersPage from './orders/page';

const mockPort: Pick<CommercePort, 'ownerCapabilities' | 'ownerOrders'> = wooCommerceOwner('https://store.example.com');
jest.mock('@/lib/commerce', () => ({ commerce: () => mockPort }));
jest.mock('next/navigation', () => ({ usePathname: () => '/admin', useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));
jest.mock('@/lib/admin/guard', () => ({ requireOwnerPage: jest.fn(async () => ({ id: 1, email: 'morag@highland-home.example' })) }));
jest.mock('@/lib/admin/dashboard', () => ({ dashboardFigures: jest.fn(async () => ({ trading: null, campaigns: null, unreadMessages: 2, failedEmails: 0 })) }));
jest.mock('@/lib/admin/orders', () => ({ listOrdersForOwner: jest.fn() }));

const orders = jest.requireMock<{ listOrdersForOwner: jest.Mock }>('@/lib/admin/orders');

/** Next's links mark themselves seen on an idle callback (a timer in jsdom): let that land inside act(). */
async function show(page: ReactElement) {
  const rendered = render(page);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return rendered;
}

describe('the back office on WooCommerce', () => {
  it("says on every page that WooCommerce keeps orders and stock, with a link to its admin", async () => {
    await show(await OfficeLayout({ children: <p>A section</p> }));
    expect(screen.getByRole('note')).toHaveTextContent("orders, refunds, stock and prices are managed in WooCommerce's admin");
    expect(screen.getByRole('link', { name: 'Open WooCommerce’s admin' })).toHaveAttribute('href', 'https://store.example.com/wp-admin/');
  });

  it('shows the dashboard’s messages and e-mails, and links to WooCommerce for the orders', async () => {
    await show(await DashboardPage());
    expect(screen.queryByText('Awaiting shipment')).not.toBeInTheDocument();
    expect(screen.getByText('Unread messages')).toBeInTheDocument();
    expect(screen.getByText(/Orders, takings and stock are kept in WooCommerce/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the orders in WooCommerce' })).toHaveAttribute('href', 'https://store.example.com/wp-admin/admin.php?page=wc-orders');
  });

  it('sends the owner to WooCommerce for the orders, reading none of its own', async () => {
    await show(await OwnerOrdersPage({ searchParams: Promise.resolve({}) }));
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open orders in WooCommerce' })).toHaveAttribute('href', 'https://store.example.com/wp-admin/admin.php?page=wc-orders');
    expect(orders.listOrdersForOwner).not.toHaveBeenCalled();
  });
});
