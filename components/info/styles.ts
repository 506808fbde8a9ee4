import { FOCUS_RING } from '@/components/layout/focus';

/** Running text on the information and legal pages: comfortable line length and spacing. */
export const INFO_PROSE = 'space-y-4 text-base leading-relaxed text-slate-ink sm:text-lg [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6';

/** An inline link in running text; underlined, so it is not told apart by colour alone. */
export const INFO_LINK = `font-semibold text-moss-800 underline underline-offset-2 hover:text-moss-900 hover:no-underline ${FOCUS_RING}`;

export const INFO_H2 = 'font-heading text-2xl font-bold text-moss-900 sm:text-3xl';
export const INFO_H3 = 'font-heading text-xl font-semibold text-moss-900';

/** A highlighted key fact (free delivery, 30 days to return). */
export const INFO_CALLOUT = 'rounded-xl border border-moss-100 bg-moss-50 p-5';
