'use client';

import { toast } from '@/components/ui/toast';
import { FOCUS_RING } from '@/components/layout/focus';
import { cx } from '@/components/ui/class-list';

export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

export function twitterShareUrl(url: string, text: string): string {
  return `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;
}

const shareControl = cx('inline-flex min-h-11 items-center gap-2 rounded-md border border-moss-800 px-4 font-semibold text-moss-900 hover:bg-moss-50', FOCUS_RING);

/** Facebook, Twitter and Copy link for a story. `url` is the story's absolute canonical address. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  async function copyLink() {
    try {
      // Missing outside secure contexts, and refused when the visitor (or the browser) says no.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      toast.success('Link copied', { description: 'Paste it anywhere to share this story.' });
    } catch {
      toast.error('Could not copy the link', { description: `Your browser did not allow copying. The link is ${url}` });
    }
  }

  return (
    <div role="group" aria-label="Share this story" className="flex flex-wrap items-center gap-3">
      <span className="text-sm font-semibold text-slate-700" aria-hidden="true">
        Share:
      </span>
      <a href={facebookShareUrl(url)} target="_blank" rel="noopener noreferrer" className={shareControl}>
        <span className="sr-only">Share on </span>Facebook<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <a href={twitterShareUrl(url, title)} target="_blank" rel="noopener noreferrer" className={shareControl}>
        <span className="sr-only">Share on </span>Twitter<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <button type="button" onClick={copyLink} className={shareControl}>
        Copy link
      </button>
    </div>
  );
}
