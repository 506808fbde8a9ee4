'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiRequest } from '@/lib/http/client';
import { SMALL_BUTTON } from './styles';

/** Ends the session on the server, then shows the sign-in page. */
export function SignOutButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const signOut = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await apiRequest('/api/admin/session', { method: 'DELETE' });
      router.replace('/admin/login');
      router.refresh();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <span className="flex items-center gap-2">
      <button type="button" onClick={signOut} disabled={busy} className={SMALL_BUTTON}>
        Sign out
      </button>
      {failed ? <span role="alert" className="text-sm text-tartan-700">Signing out failed. Please try again.</span> : null}
    </span>
  );
}
