'use client';

import { SMALL_BUTTON } from './styles';
import { useOwnerAction } from './useOwnerAction';

/** Publishes a story or adventure, or takes it down, in one click: `PATCH { published }`. */
export function PublishToggle({ path, published, title }: { path: string; published: boolean; title: string }) {
  const { run, busy } = useOwnerAction();
  const action = published ? 'Take down' : 'Publish';
  return (
    <button
      type="button"
      // Named with its piece, since a list holds one toggle a row; the visible word leads the name.
      aria-label={`${action}: ${title}`}
      className={SMALL_BUTTON}
      disabled={busy}
      onClick={() => void run(path, { method: 'PATCH', body: { published: !published } }, published ? `${title} is taken down` : `${title} is published`)}
    >
      {action}
    </button>
  );
}
