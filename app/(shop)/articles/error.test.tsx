import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StoriesError from './error';

describe('the stories error state', () => {
  it('says the stories are unavailable and tries again on request', async () => {
    const retry = jest.fn();
    render(<StoriesError error={new Error('database down')} retry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Highland Stories Unavailable');
    expect(alert).toHaveTextContent('Our Highland heritage stories are temporarily unavailable. Please try again later.');
    // The visitor never sees the server's own error text.
    expect(alert).not.toHaveTextContent('database down');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
