'use client';

import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated it. Server-rendered buttons look ready before their
 * handlers are attached; journeys (and anyone measuring time-to-interactive) wait for this mark.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
