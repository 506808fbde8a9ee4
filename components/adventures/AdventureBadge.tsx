import type { ReactNode } from 'react';

/** The small labels on adventure pictures: solid backgrounds, so they read over any picture. */
const TONES = {
  featured: 'bg-gold-500 text-slate-ink',
  region: 'bg-moss-900 text-cream-50',
  activity: 'bg-white text-moss-900',
} as const;

export function AdventureBadge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide shadow-sm ${TONES[tone]}`}>{children}</span>;
}
