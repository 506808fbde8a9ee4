import { render, screen } from '@testing-library/react';
import { UNTIL_SCRIPTS_RUN } from '@/components/ui/NeedsJavaScript';
import { LazyCartPageView } from './LazyCartPageView';

jest.mock('./CartPageView', () => ({ CartPageView: () => <p>Your items</p> }));

describe('LazyCartPageView', () => {
  it('says the cart is loading until the view has arrived, then shows it', async () => {
    render(<LazyCartPageView />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cart…');
    // Only scripts ever replace it, so a visitor without them is not left waiting on it.
    expect(screen.getByRole('status')).toHaveClass(UNTIL_SCRIPTS_RUN);
    expect(await screen.findByText('Your items')).toBeInTheDocument();
  });
});
