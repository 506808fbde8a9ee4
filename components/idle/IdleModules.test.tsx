import { render } from '@testing-library/react';
import { startAccessibilityHelpers } from './accessibility';
import { IDLE_FALLBACK_MS, IDLE_TIMEOUT_MS, whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => jest.useRealTimers());

  it('waits for an idle moment, at most 2,000 ms', () => {
    const requestIdleCallback = jest.fn(() => 7);
    const cancelIdleCallback = jest.fn();
    const task = jest.fn();
    const cancel = whenIdle(task, { requestIdleCallback, cancelIdleCallback } as unknown as Window);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: IDLE_TIMEOUT_MS });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a 100 ms timer where the browser has no idle callback', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task, { setTimeout: window.setTimeout.bind(window), clearTimeout: window.clearTimeout.bind(window) } as unknown as Window);
    jest.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('startAccessibilityHelpers', () => {
  function withReducedMotion(matches: boolean) {
    const listeners: (() => void)[] = [];
    const query = { matches, addEventListener: (_: string, listener: () => void) => listeners.push(listener), removeEventListener: jest.fn() };
    window.matchMedia = jest.fn(() => query) as unknown as typeof window.matchMedia;
    return { query, change: (next: boolean) => ((query.matches = next), listeners.forEach((listener) => listener())) };
  }

  it('tells the stylesheet whether the shopper is on the keyboard or a pointer', () => {
    withReducedMotion(false);
    const root = document.createElement('div');
    const stop = startAccessibilityHelpers(root);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(root.dataset.input).toBe('keyboard');
    window.dispatchEvent(new Event('pointerdown'));
    expect(root.dataset.input).toBe('pointer');
    stop();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(root.dataset.input).toBe('pointer');
  });

  it('follows the reduced-motion setting as it changes', () => {
    const motion = withReducedMotion(true);
    const root = document.createElement('div');
    startAccessibilityHelpers(root);
    expect(root.dataset.reducedMotion).toBe('true');
    motion.change(false);
    expect(root.dataset.reducedMotion).toBeUndefined();
  });
});

describe('IdleModules', () => {
  it('renders nothing the shopper can see', () => {
    const { IdleModules } = jest.requireActual<typeof import('./IdleModules')>('./IdleModules');
    const { container } = render(<IdleModules />);
    expect(container).toBeEmptyDOMElement();
  });
});
