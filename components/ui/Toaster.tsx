'use client';

import { Toaster as Sonner } from 'sonner';

/** Spec 9: one toast at a time, 5 seconds, swipe right to dismiss, F8 to reach them, 420px at most. */
export function Toaster() {
  return (
    <Sonner
      visibleToasts={1}
      duration={5000}
      swipeDirections={['right']}
      hotkey={['F8']}
      position="bottom-right"
      closeButton
      richColors
      style={{ maxWidth: 420 }}
      toastOptions={{ style: { maxWidth: 420 } }}
    />
  );
}
