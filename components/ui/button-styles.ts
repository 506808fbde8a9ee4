/** The shop's two button looks for actions in the cart, checkout and payment: 48px tall for touch. */
import { FOCUS_RING } from '@/components/layout/focus';
import { cx } from '@/components/ui/class-list';

const base = 'inline-flex min-h-12 items-center justify-center rounded-md px-6 font-semibold disabled:cursor-not-allowed disabled:opacity-60';

export const BUTTON_PRIMARY = cx(base, 'bg-moss-800 text-white hover:bg-moss-900', FOCUS_RING);
export const BUTTON_SECONDARY = cx(base, 'border border-moss-800 text-moss-900 hover:bg-moss-50', FOCUS_RING);
