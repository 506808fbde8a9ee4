'use client';

import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '@/components/ui/button-styles';
import type { MessageState } from '@/lib/domain/back-office';
import { useOwnerAction } from './useOwnerAction';

// Unread goes back to the inbox: shown again here, the message would be opened, and so read, at once.
const MOVES: { to: MessageState; label: string; done: string; goTo?: string }[] = [
  { to: 'answered', label: 'Mark answered', done: 'Marked answered' },
  { to: 'new', label: 'Mark unread', done: 'Marked unread', goTo: '/admin/messages' },
];

/** The moves open to a message in the inbox: answered once replied to, or back to unread for later. */
export function MessageStateButtons({ id, state }: { id: number; state: MessageState }) {
  const { run, busy } = useOwnerAction();
  return (
    <div className="flex flex-wrap gap-3">
      {MOVES.filter((move) => move.to !== state).map((move, index) => (
        <button
          key={move.to}
          type="button"
          disabled={busy}
          className={index === 0 ? BUTTON_PRIMARY : BUTTON_SECONDARY}
          onClick={() => void run(`/api/admin/messages/${id}`, { method: 'PATCH', body: { state: move.to } }, move.done, move.goTo)}
        >
          {move.label}
        </button>
      ))}
    </div>
  );
}
