import { act, render, screen } from '@testing-library/react';
import { metadata } from '@/app/(shop)/not-found';
import { PathNotFound as NotFound } from './PathNotFound';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));

beforeEach(() => {
  jest.useFakeTimers();
  replace.mockClear();
});
// Next's Link updates itself on timers too, so the clock moves inside act().
afterEach(() => jest.useRealTimers());

describe('not-found page', () => {
  it('says the path is lost in the mist and that it is taking the shopper home', () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Highland Path Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This path seems to have wandered into the Scottish mist. Redirecting you back to Highland Home...')).toBeInTheDocument();
    expect(metadata.title).toBe('Highland Path Not Found');
  });

  it('shows a spinner that screen readers hear as a status', () => {
    render(<NotFound />);
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting to Highland Home');
  });

  it('offers a link home for anyone who will not wait', () => {
    render(<NotFound />);
    expect(screen.getByRole('link', { name: 'Go home now' })).toHaveAttribute('href', '/');
  });

  it('replaces the lost URL with the home page after 3 seconds', () => {
    render(<NotFound />);
    act(() => jest.advanceTimersByTime(2999));
    expect(replace).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith('/');
  });

  it('cancels the redirect when the shopper leaves first', () => {
    const { unmount } = render(<NotFound />);
    unmount();
    act(() => jest.advanceTimersByTime(3000));
    expect(replace).not.toHaveBeenCalled();
  });
});
