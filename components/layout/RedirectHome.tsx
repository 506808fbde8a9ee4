'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

export const NOT_FOUND_REDIRECT_MS = 3000;

/** The not-found page walks the shopper home after 3 seconds. */
export function RedirectHome() {
  const router = useRouter();
  useEffect(() => {
    const timer = window.setTimeout(() => router.replace('/'), NOT_FOUND_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [router]);
  return null;
}
