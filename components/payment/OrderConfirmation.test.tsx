import { render, screen, within } from '@testing-library/react';
import type { Order } from '@/lib/commerce';
import { anOrder as orderFixture } from '@/tests/support/order-fixture';
import { OrderConfirmation } from './OrderConfirmation';

const address = { firstName: 'Morag', lastName: 'MacLeod', address1: '12 Castle Street', city: 'Inverness', postcode: 'IV2 3EA', country: 'FR' };

function anOrder(status: Order['status']): Order {
  return orderFixture({
    id: 42,
    orderKey: 'hh_order_abc',
    status,
    shipping: address,
    billing: address,
    shippingPence: 1696,
    totalPence: 7593,
    paymentIntentId: 'pi_test_abcdefghijklmnopqrstu',
    createdAt: new Date('2026-05-01T10:00:00Z'),
    paidAt: status === 'processing' ? new Date('2026-05-01T10:01:00Z') : null,
    expiresAt: new Date('2026-05-01T10:30:00Z'),
  });
}

describe('OrderConfirmation', () => {
  it('thanks the shopper for a paid order, with its number, status, shortened payment id and total', () => {
    render(<OrderConfirmation order={anOrder('processing')} />);
    expect(screen.getByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-order-number')).toHaveTextContent('#42');
    expect(screen.getByTestId('confirmation-status')).toHaveTextContent('Processing');
    expect(screen.getByTestId('confirmation-payment-id')).toHaveTextContent(/^pi_test_abcdefghijkl…$/);
    expect(screen.getByTestId('confirmation-total')).toHaveTextContent('£75.93');
  });

  it('lists what was ordered and where it goes', () => {
    render(<OrderConfirmation order={anOrder('completed')} />);
    const heading = screen.getByRole('heading', { name: 'What you ordered' });
    const lines = within(heading.closest('section')!).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('2 × Hairy Coo T-Shirt (M, Heather)');
    expect(lines[0]).toHaveTextContent('£49.98');
    expect(lines[1]).toHaveTextContent('1 × Thistle Keyring');
    expect(lines[1]).toHaveTextContent('£8.99');
    expect(screen.getByText('Shipping £16.96 to Morag MacLeod, Inverness IV2 3EA.')).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-status')).toHaveTextContent('Completed');
  });

  it('names the code and what it took off, and a free-shipping code on the shipping', () => {
    const discounted = { ...anOrder('processing'), discount: { code: 'STORY10', discountPence: 589, shippingDiscountPence: 0 }, totalPence: 5897 - 589 + 1696 };
    const { unmount } = render(<OrderConfirmation order={discounted} />);
    expect(screen.getByTestId('confirmation-discount')).toHaveTextContent('Discount (STORY10)\u2212£5.89');
    expect(screen.getByTestId('confirmation-total')).toHaveTextContent('£70.04');
    unmount();
    render(<OrderConfirmation order={{ ...anOrder('processing'), discount: { code: 'FREESHIP', discountPence: 0, shippingDiscountPence: 1696 }, shippingPence: 0, totalPence: 5897 }} />);
    expect(screen.queryByTestId('confirmation-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('confirmation-shipping')).toHaveTextContent('Shipping Free (FREESHIP) to Morag MacLeod');
    expect(screen.getByTestId('confirmation-total')).toHaveTextContent('£58.97');
  });

  it('never thanks the shopper for an order still awaiting payment, and offers to pay it', () => {
    render(<OrderConfirmation order={anOrder('pending')} />);
    expect(screen.queryByRole('heading', { name: 'Thank you for your order!' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment Not Received Yet' })).toBeInTheDocument();
    expect(screen.getByText(/We have not received payment for order #42 \(£75\.93\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', '/stripe-checkout?order_id=42&key=hh_order_abc');
  });

  it.each([
    ['cancelled', /cancelled before it was paid/],
    ['failed', /the payment failed/],
  ] as const)('says a %s order was not paid, and sends the shopper back to the cart', (status, wording) => {
    render(<OrderConfirmation order={anOrder(status)} />);
    expect(screen.queryByRole('heading', { name: 'Thank you for your order!' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order Not Paid' })).toBeInTheDocument();
    expect(screen.getByText(wording)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
  });
});
