/** The back office's shared looks: tables, fields, links and compact buttons, one place for every office page. */
import { FOCUS_RING } from '@/components/layout/focus';
import { cx } from '@/components/ui/class-list';
import { TEXT_FIELD_INPUT, TEXT_FIELD_LABEL } from '@/components/ui/TextField';

export const FIELD = TEXT_FIELD_INPUT;
export const INPUT = TEXT_FIELD_INPUT;
export const LABEL = TEXT_FIELD_LABEL;
export const SMALL_BUTTON = cx('inline-flex min-h-11 items-center justify-center rounded-md border border-moss-800 px-4 font-semibold text-moss-900 hover:bg-moss-50 disabled:cursor-not-allowed disabled:opacity-60', FOCUS_RING);
export const LINK = cx('font-semibold text-moss-800 underline underline-offset-2', FOCUS_RING);
export const TEXT_LINK = cx('text-moss-800 underline underline-offset-2 hover:text-moss-900', FOCUS_RING);
export const TABLE = 'w-full border-collapse text-left text-base';
export const HEAD_ROW = 'border-b-2 border-moss-700';
export const CELL = 'py-2 pr-4 align-top';
export const ROW = 'border-b border-moss-100';
export const PAGE_TITLE = 'text-3xl font-bold text-moss-900';
