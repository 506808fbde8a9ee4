import { cn } from '@/components/ui/cn';
import { DIFFICULTY_LABELS, type AdventureDifficulty } from '@/lib/domain/adventures';

/**
 * Each difficulty has its own look, and its word is always written out, so colour is never the only
 * signal. All three pairs are above 7:1 contrast, legible over a photograph too.
 */
const STYLES: Record<AdventureDifficulty, string> = {
  easy: 'border-moss-700/30 bg-moss-100 text-moss-900',
  moderate: 'border-amber-900/30 bg-amber-100 text-amber-950',
  challenging: 'border-tartan-700 bg-tartan-700 text-white',
};

/** Filled bars (1 to 3) give a second, shape-based cue beside the colour. */
const LEVEL: Record<AdventureDifficulty, number> = { easy: 1, moderate: 2, challenging: 3 };

interface DifficultyBadgeProps {
  difficulty: AdventureDifficulty;
  /** Off where a label beside the badge already says "Difficulty". */
  named?: boolean;
  className?: string;
}

export function DifficultyBadge({ difficulty, named = true, className }: DifficultyBadgeProps) {
  return (
    <span
      data-difficulty={difficulty}
      className={cn('round-badge gap-1.5 border', STYLES[difficulty], className)}
    >
      <span aria-hidden="true" className="flex items-end gap-0.5">
        {[1, 2, 3].map((bar) => (
          <span key={bar} className={cn('w-1 rounded-sm bg-current', bar > LEVEL[difficulty] && 'opacity-25')} style={{ height: `${4 + bar * 3}px` }} />
        ))}
      </span>
      {named ? <span className="sr-only">Difficulty: </span> : null}
      {DIFFICULTY_LABELS[difficulty]}
    </span>
  );
}
