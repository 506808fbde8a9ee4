import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import { ShareButtons } from './ShareButtons';

jest.mock('@/components/ui/toast', () => ({ dismissToasts: jest.fn(), toast: { success: jest.fn(), error: jest.fn() } }));

const URL_SHARED = 'https://shop.example/articles/reading-the-sett';
const TITLE = 'Reading the Sett: How Tartan & Cloth Are Woven';

beforeEach(() => {
  jest.mocked(toast.success).mockReset();
  jest.mocked(toast.error).mockReset();
});

function stubClipboard(writeText: jest.Mock | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

describe('ShareButtons', () => {
  it('links Facebook and Twitter share pages with the story’s address and title, in a new tab', () => {
    render(<ShareButtons url={URL_SHARED} title={TITLE} />);
    const facebook = screen.getByRole('link', { name: 'Share on Facebook (opens in a new tab)' });
    expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(URL_SHARED)}`);
    const twitter = screen.getByRole('link', { name: 'Share on Twitter (opens in a new tab)' });
    expect(twitter).toHaveAttribute(
      'href',
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fshop.example%2Farticles%2Freading-the-sett&text=Reading%20the%20Sett%3A%20How%20Tartan%20%26%20Cloth%20Are%20Woven',
    );
    for (const link of [facebook, twitter]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('copies the link and says so', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    render(<ShareButtons url={URL_SHARED} title={TITLE} />);
    // userEvent installs its own clipboard on setup; replace it after, as a browser would provide it.
    stubClipboard(writeText);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(URL_SHARED);
    expect(toast.success).toHaveBeenCalledWith('Link copied', expect.anything());
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says clearly when the browser refuses the clipboard, and shows the link to copy by hand', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    render(<ShareButtons url={URL_SHARED} title={TITLE} />);
    stubClipboard(writeText);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Could not copy the link', { description: expect.stringContaining(URL_SHARED) });
  });

  it('says the same when there is no clipboard at all', async () => {
    const user = userEvent.setup();
    render(<ShareButtons url={URL_SHARED} title={TITLE} />);
    stubClipboard(undefined);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(toast.error).toHaveBeenCalledWith('Could not copy the link', expect.anything());
  });
});
