import { render, screen } from '@testing-library/react';
import { LazyCartPageView } from './LazyCartPageView';

jest.mock('./CartPageView', () => ({ CartPageView: () => <p>Your items</p> }));

describe('LazyCartPageView', () => {
  it('says the cart is loading until the view has arrived, then shows it', async () => {
    render(<LazyCartPageView />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cart…');
    expect(await screen.findByText('Your items')).toBeInTheDocument();
  });
});
