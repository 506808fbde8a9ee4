import { render } from '@testing-library/react';
import { SCROLL_REPEAT_MS, ScrollToTop } from './ScrollToTop';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

const scrollTo = jest.fn();

beforeEach(() => {
  jest.useFakeTimers();
  scrollTo.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  window.history.replaceState(null, '', '/');
  pathname = '/';
});
afterEach(() => jest.useRealTimers());

const toTop = expect.objectContaining({ top: 0, left: 0 });

describe('ScrollToTop', () => {
  it('leaves the first page load alone (the browser restores its own position)', () => {
    render(<ScrollToTop />);
    jest.advanceTimersByTime(SCROLL_REPEAT_MS);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top on a new path, and again 50 ms later', () => {
    const { rerender } = render(<ScrollToTop />);
    pathname = '/products/oak-board';
    rerender(<ScrollToTop />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(toTop);
    jest.advanceTimersByTime(SCROLL_REPEAT_MS - 1);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(toTop);
  });

  it('does nothing when only the query string changes (same path)', () => {
    const { rerender } = render(<ScrollToTop />);
    window.history.replaceState(null, '', '/?page=2');
    rerender(<ScrollToTop />);
    jest.advanceTimersByTime(SCROLL_REPEAT_MS);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('lets a link to an anchor land on its target', () => {
    const { rerender } = render(<ScrollToTop />);
    window.history.replaceState(null, '', '/faq#delivery');
    pathname = '/faq';
    rerender(<ScrollToTop />);
    jest.advanceTimersByTime(SCROLL_REPEAT_MS);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('drops the repeat when the shopper moves on before it fires', () => {
    const { rerender, unmount } = render(<ScrollToTop />);
    pathname = '/about';
    rerender(<ScrollToTop />);
    unmount();
    jest.advanceTimersByTime(SCROLL_REPEAT_MS);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
