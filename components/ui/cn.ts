import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Conditional classes read plainly, and a caller's class wins over the component's own when they conflict (docs/adr/0019). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
