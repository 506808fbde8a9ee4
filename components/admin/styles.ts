/** The back office's shared looks: form fields and compact buttons for dense screens. */
import { FOCUS_RING } from '@/components/layout/focus';
import { cx } from '@/components/ui/class-list';

export const FIELD = cx('mt-1 block min-h-11 w-full rounded-md border border-moss-700/40 bg-white px-3 py-2 text-base aria-[invalid=true]:border-tartan-700', FOCUS_RING);
export const LABEL = 'block font-semibold text-moss-900';
export const SMALL_BUTTON = cx('inline-flex min-h-11 items-center justify-center rounded-md border border-moss-800 px-4 font-semibold text-moss-900 hover:bg-moss-50 disabled:cursor-not-allowed disabled:opacity-60', FOCUS_RING);
export const LINK = cx('font-semibold text-moss-800 underline underline-offset-2', FOCUS_RING);
