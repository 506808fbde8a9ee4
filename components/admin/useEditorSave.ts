'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { apiRequest, ApiRequestError } from '@/lib/http/client';
import { fieldErrors } from './field-errors';

export interface FormErrorState {
  byField: Record<string, string>;
  general: string[];
}

const NO_ERRORS: FormErrorState = { byField: {}, general: [] };

/**
 * A back-office editor's save: a new item POSTed to `collection` and opened at `${page}/{id}`, a
 * stored one PATCHed and its page read again; each refusal shown by the field it names (`fields`), or
 * by `conflictField` for a 409 (a name already in use), the rest above the form.
 */
export function useEditorSave({ fields, conflictField }: { fields: readonly string[]; conflictField?: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrorState>(NO_ERRORS);

  async function save<T extends { id: number }>(target: { collection: string; page: string; id?: number }, body: unknown, name: (saved: T) => string): Promise<void> {
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      const saved = await apiRequest<T>(target.id ? `${target.collection}/${target.id}` : target.collection, { method: target.id ? 'PATCH' : 'POST', body });
      toast.success(`${name(saved)} saved`);
      if (target.id) router.refresh();
      else router.push(`${target.page}/${saved.id}`);
    } catch (error) {
      const message = error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : 'Please try again in a moment.';
      const conflict = conflictField && error instanceof ApiRequestError && error.status === 409;
      setErrors(conflict ? { byField: { [conflictField]: message }, general: [] } : fieldErrors(message, fields));
      toast.error('Not saved', { description: message });
    } finally {
      setBusy(false);
    }
  }

  return { busy, setBusy, errors, save };
}
