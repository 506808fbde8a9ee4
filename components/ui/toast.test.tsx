import { dismissToasts, loadSonner } from './toast';

const dismiss = jest.fn();
jest.mock('sonner', () => ({ toast: { dismiss: () => dismiss(), success: jest.fn(), error: jest.fn() } }));

describe('dismissing toasts as a modal opens', () => {
  it('does nothing, and loads nothing, before any toast could have been shown', async () => {
    dismissToasts();
    await Promise.resolve();
    expect(dismiss).not.toHaveBeenCalled();
  });

  it('clears the toasts on show once sonner is on the page', async () => {
    await loadSonner();
    dismissToasts();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dismiss).toHaveBeenCalledTimes(1);
  });
});
