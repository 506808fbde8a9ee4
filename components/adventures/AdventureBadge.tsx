import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** The small labels on adventure pictures: solid backgrounds, so they read over any picture. */
const TONES = {
  featured: 'bg-gold-500 text-slate-ink',
  region: 'bg-moss-900 text-cream-50',
  activity: 'bg-white text-moss-900',
} as const;

export function AdventureBadge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return <span className={cn('round-badge', TONES[tone])}>{children}</span>;
}
