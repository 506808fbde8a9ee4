import { render, screen } from '@testing-library/react';
import { TestShopNotice } from './TestShopNotice';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('TestShopNotice', () => {
  it('tells every visitor that no real payment is taken while test payments are on', () => {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY;
    render(<TestShopNotice />);
    expect(screen.getByRole('complementary', { name: 'Test shop' })).toHaveTextContent('Test shop: no real payment is taken. Pay with a test card such as 4242 4242 4242 4242.');
  });

  it('is gone when Stripe takes the payments', () => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_x';
    process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = 'pk_test_x';
    const { container } = render(<TestShopNotice />);
    expect(container).toBeEmptyDOMElement();
  });
});
