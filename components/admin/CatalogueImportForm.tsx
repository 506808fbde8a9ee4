'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { BUTTON_SECONDARY } from '@/components/ui/button-styles';
import { INPUT, LABEL } from './styles';

interface Problem {
  row: number;
  column: string;
  message: string;
}

type Outcome = { ok: true; created: string[]; updated: string[]; unchanged: number } | { ok: false; message: string; problems: Problem[] };

/** The catalogue's CSV back in: the file is sent whole as text/csv, and the answer says what changed or which rows to mend. */
export function CatalogueImportForm() {
  const id = useId();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('file');
    if (!(file instanceof File) || file.size === 0) {
      setOutcome({ ok: false, message: 'Choose the CSV file to import first.', problems: [] });
      return;
    }
    setBusy(true);
    try {
      const response = await fetch('/api/admin/products/import', { method: 'POST', credentials: 'include', headers: { 'content-type': 'text/csv', accept: 'application/json' }, body: await file.text() });
      const body = (await response.json().catch(() => null)) as { created?: string[]; updated?: string[]; unchanged?: number; error?: { message: string }; errors?: Problem[] } | null;
      if (response.ok && body) {
        setOutcome({ ok: true, created: body.created ?? [], updated: body.updated ?? [], unchanged: body.unchanged ?? 0 });
        router.refresh();
      } else {
        setOutcome({ ok: false, message: body?.error?.message ?? `The import failed (${response.status}).`, problems: body?.errors ?? [] });
      }
    } catch {
      setOutcome({ ok: false, message: 'The shop could not be reached. Please try again in a moment.', problems: [] });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3" aria-busy={busy}>
      <div className="max-w-md">
        <label htmlFor={`${id}-file`} className={LABEL}>
          Import a CSV file
        </label>
        <input id={`${id}-file`} name="file" type="file" accept=".csv,text/csv" className={INPUT} />
      </div>
      <button type="submit" className={BUTTON_SECONDARY} disabled={busy}>
        {busy ? 'Importing…' : 'Import'}
      </button>
      <div role="status" aria-live="polite">
        {outcome?.ok ? (
          <p>
            Imported: {outcome.created.length} created, {outcome.updated.length} updated, {outcome.unchanged} unchanged.
          </p>
        ) : null}
        {outcome && !outcome.ok ? (
          <div className="text-tartan-700">
            <p>{outcome.message}</p>
            {outcome.problems.length ? (
              <ul className="mt-2 list-disc pl-6">
                {outcome.problems.map((problem, index) => (
                  <li key={index}>
                    Row {problem.row}
                    {problem.column ? `, column “${problem.column}”` : ''}: {problem.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </form>
  );
}
