import { cn } from '@/components/ui/cn';
import { readTimeLabel, storyDate } from '@/lib/domain/stories';

/** "14 March 2026 · 6 min read", with the date machine-readable for crawlers and assistive tech. */
export function StoryMeta({ publishedAt, readTimeMinutes, className }: { publishedAt: Date; readTimeMinutes: number; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 text-sm text-slate-700', className)}>
      <time dateTime={publishedAt.toISOString()}>{storyDate(publishedAt)}</time>
      <span aria-hidden="true">·</span>
      <span>{readTimeLabel(readTimeMinutes)}</span>
    </p>
  );
}
