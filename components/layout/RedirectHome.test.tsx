import { render } from '@testing-library/react';
import { NOT_FOUND_REDIRECT_MS, RedirectHome } from './RedirectHome';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));

describe('RedirectHome', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('goes home after three seconds, not before', () => {
    render(<RedirectHome />);
    jest.advanceTimersByTime(NOT_FOUND_REDIRECT_MS - 1);
    expect(replace).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(replace).toHaveBeenCalledWith('/');
  });

  it('does not redirect once the page has gone', () => {
    replace.mockClear();
    const { unmount } = render(<RedirectHome />);
    unmount();
    jest.advanceTimersByTime(NOT_FOUND_REDIRECT_MS);
    expect(replace).not.toHaveBeenCalled();
  });
});
