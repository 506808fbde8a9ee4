/** Link-as-button looks shared by the home sections; 44px tall at least for touch. */
import { cn } from '@/components/ui/cn';

const base =
  'inline-flex min-h-11 items-center justify-center rounded-md px-6 py-2 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2';

export const primaryButton = cn(base, 'bg-tartan-700 text-white hover:bg-tartan-600 focus-visible:outline-gold-500');
export const darkButton = cn(base, 'bg-moss-800 text-white hover:bg-moss-900 focus-visible:outline-moss-700');
/** For dark backgrounds. */
export const ghostButtonOnDark = cn(base, 'border border-cream-50/80 text-cream-50 hover:bg-cream-50/10 focus-visible:outline-gold-500');

export const sectionShell = 'mx-auto max-w-7xl px-4';
export const sectionHeading = 'font-heading text-3xl font-bold text-moss-900 sm:text-4xl';
export const eyebrow = 'text-sm font-semibold uppercase tracking-wider';
