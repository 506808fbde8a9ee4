import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import { ShareAdventureButton } from './ShareAdventureButton';

jest.mock('@/components/ui/toast', () => ({ dismissToasts: jest.fn(), toast: { success: jest.fn(), error: jest.fn() } }));

const URL_SHARED = 'http://localhost/adventures/old-man-of-storr';
const writeText = jest.fn<Promise<void>, [string]>();

function setNavigator(key: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
}

beforeEach(() => {
  jest.mocked(toast.success).mockReset();
  jest.mocked(toast.error).mockReset();
  writeText.mockReset().mockResolvedValue(undefined);
  setNavigator('share', undefined);
});

function renderButton() {
  const user = userEvent.setup();
  // After userEvent.setup(), which installs a clipboard of its own.
  setNavigator('clipboard', { writeText });
  render(<ShareAdventureButton path="/adventures/old-man-of-storr" title="The Old Man of Storr" text="Pinnacles above Raasay." />);
  return { user, button: screen.getByRole('button', { name: 'Share Adventure' }) };
}

describe('ShareAdventureButton', () => {
  it("opens the device's share sheet with the adventure's link where there is one", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const { user, button } = renderButton();
    setNavigator('share', share);
    await user.click(button);
    expect(share).toHaveBeenCalledWith({ title: 'The Old Man of Storr', text: 'Pinnacles above Raasay.', url: URL_SHARED });
    expect(writeText).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('does nothing more when the visitor closes the share sheet', async () => {
    const { user, button } = renderButton();
    setNavigator('share', jest.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError')));
    await user.click(button);
    expect(writeText).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('copies the link instead when sharing fails for another reason', async () => {
    const { user, button } = renderButton();
    setNavigator('share', jest.fn().mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError')));
    await user.click(button);
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(writeText).toHaveBeenCalledWith(URL_SHARED);
  });

  it("copies the link and says 'Link copied' without the Web Share API", async () => {
    const { user, button } = renderButton();
    await user.click(button);
    expect(writeText).toHaveBeenCalledWith(URL_SHARED);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Link copied', expect.anything()));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says plainly when the clipboard is refused, and gives the address', async () => {
    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const { user, button } = renderButton();
    await user.click(button);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Could not copy the link', { description: expect.stringContaining(URL_SHARED) }));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says so too when there is no clipboard at all', async () => {
    const { user, button } = renderButton();
    setNavigator('clipboard', undefined);
    await user.click(button);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Could not copy the link', expect.anything()));
  });
});
