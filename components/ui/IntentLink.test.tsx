import { fireEvent, render, screen } from '@testing-library/react';
import type { useRouter as UseRouter } from 'next/navigation';
import { IntentLink } from './IntentLink';

const router = (jest.requireMock('next/navigation') as { useRouter: typeof UseRouter }).useRouter() as unknown as { prefetch: jest.Mock };

beforeEach(() => router.prefetch.mockClear());

describe('IntentLink', () => {
  it('asks for nothing when it is merely on the screen', () => {
    render(<IntentLink href="/products/oak-board">Oak board</IntentLink>);
    expect(screen.getByRole('link', { name: 'Oak board' })).toHaveAttribute('href', '/products/oak-board');
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it.each([
    ['the pointer enters it', (link: HTMLElement) => fireEvent.mouseEnter(link)],
    ['it takes keyboard focus', (link: HTMLElement) => fireEvent.focus(link)],
    ['a finger touches it', (link: HTMLElement) => fireEvent.touchStart(link)],
  ])('prefetches its page when %s, and still runs the handler it was given', (_, intent) => {
    const onFocus = jest.fn();
    const onMouseEnter = jest.fn();
    const onTouchStart = jest.fn();
    render(
      <IntentLink href="/articles" onFocus={onFocus} onMouseEnter={onMouseEnter} onTouchStart={onTouchStart}>
        Stories
      </IntentLink>,
    );
    intent(screen.getByRole('link', { name: 'Stories' }));
    expect(router.prefetch).toHaveBeenCalledWith('/articles');
    expect(onFocus.mock.calls.length + onMouseEnter.mock.calls.length + onTouchStart.mock.calls.length).toBe(1);
  });

  it('prefetches nothing for a link to a place on the same page or another site', () => {
    render(
      <>
        <IntentLink href="#newsletter">Subscribe</IntentLink>
        <IntentLink href="mailto:hello@highland-home.example">Write to us</IntentLink>
      </>,
    );
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Subscribe' }));
    fireEvent.focus(screen.getByRole('link', { name: 'Write to us' }));
    expect(router.prefetch).not.toHaveBeenCalled();
  });
});
