'use client';

import { toast } from '@/components/ui/toast';
import { BUTTON_SECONDARY } from '@/components/ui/button-styles';
import { cx } from '@/components/ui/class-list';
import { ShareIcon } from './icons';

interface ShareAdventureButtonProps {
  /** Site-relative canonical path; the link shared is on the origin the visitor is using. */
  path: string;
  title: string;
  text: string;
}

function isCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

async function copyLink(url: string): Promise<void> {
  try {
    // Missing outside secure contexts, and in some embedded browsers.
    if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
    await navigator.clipboard.writeText(url);
    toast.success('Link copied', { description: 'The link to this adventure is ready to paste.' });
  } catch {
    toast.error('Could not copy the link', { description: `Your browser would not let us copy it. The address is ${url}` });
  }
}

/**
 * Share Adventure (docs/product/decisions.md#share-adventure): it opens the device's own share sheet
 * where there is one (phones, most desktop browsers) and copies the link everywhere else.
 */
export function ShareAdventureButton({ path, title, text }: ShareAdventureButtonProps) {
  const share = async () => {
    const url = new URL(path, window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
        if (isCancelled(error)) return;
      }
    }
    await copyLink(url);
  };

  return (
    <button type="button" onClick={share} className={cx(BUTTON_SECONDARY, 'gap-2 bg-white')}>
      <ShareIcon />
      Share Adventure
    </button>
  );
}
