'use client';

import { useEffect, useState, type ComponentType, type CSSProperties } from 'react';
import type { ToasterProps } from 'sonner';
import { loadSonner, markToasterMounted, onToastWanted } from './toast';

/** Sonner waits for an idle moment after load; a toast before then fetches it at once. */
const IDLE_TIMEOUT_MS = 3_000;

// Sonner's own rich colours fall just short of WCAG AA for its 13px text (about 4.3:1): the shop's
// palette replaces them in app/globals.css (all above 8:1). Only the width must be set inline.
const SHOP_TOAST_STYLE = { '--width': '420px' } as CSSProperties;

/**
 * One toast at a time for 5 seconds, swiped right to dismiss, F8 to reach them, at most
 * 420px wide (sonner makes them full width below 600px).
 */
export function Toaster() {
  const [Sonner, setSonner] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    let cancelled = false;
    const load = () => {
      void loadSonner().then((module) => {
        if (!cancelled) setSonner(() => module.Toaster);
      });
    };
    const stopListening = onToastWanted(load);
    const idle = window.requestIdleCallback?.(load, { timeout: IDLE_TIMEOUT_MS }) ?? window.setTimeout(load, IDLE_TIMEOUT_MS);
    return () => {
      cancelled = true;
      stopListening();
      (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, []);

  // Runs after sonner's own effects, so its Toaster is already listening for toasts.
  useEffect(() => {
    if (Sonner) markToasterMounted();
  }, [Sonner]);

  if (!Sonner) return null;
  return (
    <Sonner
      visibleToasts={1}
      duration={5000}
      swipeDirections={['right']}
      hotkey={['F8']}
      position="bottom-right"
      closeButton
      richColors
      style={SHOP_TOAST_STYLE}
      toastOptions={{ style: { maxWidth: 420, fontFamily: 'inherit' } }}
    />
  );
}
