'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { apiRequest, ApiRequestError } from '@/lib/http/client';

/**
 * One back-office call from a button or form: sent as JSON, its outcome told in a toast, and the
 * page's server data read again on success so what is shown is what is stored.
 */
export function useOwnerAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  /** `goTo` leaves for another page instead of reading this one again. */
  async function run(path: string, init: { method: string; body?: unknown }, done: string, goTo?: string): Promise<boolean> {
    setBusy(true);
    try {
      await apiRequest(path, init);
      toast.success(done);
      if (goTo) router.push(goTo);
      else router.refresh();
      return true;
    } catch (error) {
      toast.error('Not saved', { description: error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : 'Please try again in a moment.' });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { run, busy };
}
