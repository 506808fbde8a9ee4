/** The back office's table and field looks, one place for every office page. */
import { FOCUS_RING } from '@/components/layout/focus';
import { cx } from '@/components/ui/class-list';

export const TABLE = 'w-full border-collapse text-left text-base';
export const HEAD_ROW = 'border-b-2 border-moss-700';
export const CELL = 'py-2 pr-4 align-top';
export const ROW = 'border-b border-moss-100';
export const INPUT = cx('mt-1 block min-h-11 w-full rounded-md border border-moss-700/40 bg-white px-3 py-2 text-base', FOCUS_RING);
export const TEXT_LINK = cx('text-moss-800 underline underline-offset-2 hover:text-moss-900', FOCUS_RING);
export const PAGE_TITLE = 'text-3xl font-bold text-moss-900';
