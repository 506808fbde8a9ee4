'use client';

import { SMALL_BUTTON } from './styles';
import { useOwnerAction } from './useOwnerAction';

/** Publishes a story or adventure, or takes it down, in one click: `PATCH { published }`. */
export function PublishToggle({ path, published, title }: { path: string; published: boolean; title: string }) {
  const { run, busy } = useOwnerAction();
  return (
    <button
      type="button"
      className={SMALL_BUTTON}
      disabled={busy}
      onClick={() => void run(path, { method: 'PATCH', body: { published: !published } }, published ? `${title} is taken down` : `${title} is published`)}
    >
      {published ? 'Take down' : 'Publish'}
      <span className="sr-only">: {title}</span>
    </button>
  );
}
