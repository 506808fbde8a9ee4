'use client';

import { useEffect } from 'react';
import { PLACEHOLDER_IMAGE } from '@/components/ui/SafeImage';
import { whenIdle } from './when-idle';

/** The placeholder picture is fetched early so a broken image can fall back at once. */
export const PLACEHOLDER_PRELOAD_MS = 100;

/**
 * After start-up, two lazy modules load when the browser is idle (performance and
 * accessibility). They are separate chunks, so they cost the first paint nothing.
 */
export function IdleModules() {
  useEffect(
    () =>
      whenIdle(() => {
        void import('./performance').then((module) => module.startPerformanceReporting());
        void import('./accessibility').then((module) => module.startAccessibilityHelpers());
      }),
    [],
  );

  useEffect(() => {
    const timer = window.setTimeout(() => {
      new Image().src = PLACEHOLDER_IMAGE;
    }, PLACEHOLDER_PRELOAD_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return null;
}
