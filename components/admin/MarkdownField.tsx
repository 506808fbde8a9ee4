'use client';

import { useState, type ReactNode } from 'react';
import { apiRequest, ApiRequestError } from '@/lib/http/client';
import { INPUT, LABEL, SMALL_BUTTON } from './styles';

interface MarkdownFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  notes: ReactNode;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The body, written in Markdown, and its preview. The preview is rendered by the server
 * (`POST /api/admin/preview`), through the very module a save goes through, so the owner sees
 * exactly what the shop will show: no script, handler or javascript: link survives either.
 */
export function MarkdownField({ id, name, label, value, onChange, notes, ...aria }: MarkdownFieldProps) {
  const [preview, setPreview] = useState<{ html: string; of: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function showPreview() {
    setBusy(true);
    try {
      const { html } = await apiRequest<{ html: string }>('/api/admin/preview', { method: 'POST', body: { markdown: value } });
      setPreview({ html, of: value });
      setProblem(null);
    } catch (error) {
      setProblem(error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : 'The preview could not be made just now.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={id} className={LABEL}>
          {label}
        </label>
        <textarea id={id} name={name} rows={16} className={`${INPUT} font-mono text-sm`} value={value} onChange={(event) => onChange(event.target.value)} {...aria} />
        {notes}
      </div>
      <button type="button" className={SMALL_BUTTON} onClick={showPreview} disabled={busy} aria-controls={`${id}-preview`}>
        {busy ? 'Rendering…' : preview ? 'Update the preview' : 'Show the preview'}
      </button>
      <section id={`${id}-preview`} aria-label="Preview of the body" aria-live="polite" className="rounded-md border border-moss-100 bg-white p-4">
        {problem ? <p className="text-tartan-700">{problem}</p> : null}
        {preview ? (
          <>
            {preview.of !== value ? <p className="mb-2 text-sm text-moss-700">The text has changed since this preview.</p> : null}
            <div data-testid="markdown-preview" className="rich-text space-y-4 leading-relaxed [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:text-xl" dangerouslySetInnerHTML={{ __html: preview.html }} />
          </>
        ) : (
          <p className="text-moss-700">The preview shows here, as the shop will show it.</p>
        )}
      </section>
    </div>
  );
}
