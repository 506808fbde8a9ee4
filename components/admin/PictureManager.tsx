'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';
import { SafeImage } from '@/components/ui/SafeImage';
import { altRefusal, MAX_ALT_LENGTH, type PictureEntry } from '@/lib/domain/pictures';
import { apiRequest, ApiRequestError } from '@/lib/http/client';
import { INPUT, LABEL, SMALL_BUTTON } from './styles';

type Outcome = { kind: 'done' | 'refused'; message: string } | null;

/** The server's own reason when it gave one: it says why a file was refused. */
function reasonOf(error: unknown): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : 'Not saved: please try again in a moment.';
}

/** The list with the picture at `from` moved to `to`. */
function moved(pictures: readonly PictureEntry[], from: number, to: number): PictureEntry[] {
  const next = [...pictures];
  const [picture] = next.splice(from, 1);
  next.splice(to, 0, picture!);
  return next;
}

/**
 * A product's, story's or adventure's pictures in the back office (docs/adr/0031): upload one with
 * its alt text, reorder them (the first is the main picture), describe them and remove them. Each
 * change is sent at once to `endpoint` (e.g. `/api/admin/products/12/pictures`), and the list shown
 * is the one the server answers. A refusal, such as a file that is not a picture, is read out.
 */
export function PictureManager({ endpoint, initialPictures, label = 'Pictures' }: { endpoint: string; initialPictures: PictureEntry[]; label?: string }) {
  const id = useId();
  const [pictures, setPictures] = useState(initialPictures);
  const [alts, setAlts] = useState(() => initialPictures.map((picture) => picture.alt));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [newAlt, setNewAlt] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);

  function show(list: PictureEntry[], message: string) {
    setPictures(list);
    setAlts(list.map((picture) => picture.alt));
    setOutcome({ kind: 'done', message });
  }

  async function send(work: () => Promise<{ pictures: PictureEntry[] }>, done: string) {
    setBusy(true);
    setOutcome(null);
    try {
      show((await work()).pictures, done);
      return true;
    } catch (error) {
      setOutcome({ kind: 'refused', message: reasonOf(error) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** The whole list in a new order, with the alt texts as typed. */
  function arrange(order: PictureEntry[], done: string) {
    const typed = new Map(pictures.map((picture, index) => [picture.url, alts[index] ?? picture.alt]));
    const body = { pictures: order.map((picture) => ({ url: picture.url, alt: typed.get(picture.url) ?? picture.alt })) };
    return send(() => apiRequest(endpoint, { method: 'PATCH', body }), done);
  }

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return setOutcome({ kind: 'refused', message: 'file: choose a picture to upload.' });
    const refusal = altRefusal(newAlt);
    if (refusal) return setOutcome({ kind: 'refused', message: refusal });
    const form = new FormData();
    form.set('file', file);
    form.set('alt', newAlt);
    const sent = await send(async () => {
      const response = await fetch(endpoint, { method: 'POST', credentials: 'include', headers: { accept: 'application/json' }, body: form });
      const text = await response.text();
      if (!response.ok) {
        let message: string | null = null;
        try {
          message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? null;
        } catch {
          // Not the shop's JSON (a balancer's page): the generic message below.
        }
        throw new ApiRequestError(response.status, `${response.status}`, message);
      }
      return JSON.parse(text) as { pictures: PictureEntry[] };
    }, `${file.name} uploaded.`);
    if (sent) {
      setNewAlt('');
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-bold text-moss-900">
        {label}
      </h2>
      {pictures.length === 0 ? (
        <p className="text-moss-800">No pictures yet.</p>
      ) : (
        <ol className="space-y-4">
          {pictures.map((picture, index) => (
            <li key={picture.url} className="flex flex-wrap items-start gap-4 rounded-md border border-moss-100 p-3">
              <SafeImage src={picture.url} alt={picture.alt} width={80} height={80} className="size-20 rounded object-cover" />
              <div className="min-w-0 flex-1 basis-56 space-y-2">
                <p className="font-semibold text-moss-900">{index === 0 ? 'Main picture' : `Picture ${index + 1}`}</p>
                <label htmlFor={`${id}-alt-${index}`} className={LABEL}>
                  Alt text
                </label>
                <input
                  id={`${id}-alt-${index}`}
                  className={INPUT}
                  value={alts[index] ?? ''}
                  maxLength={MAX_ALT_LENGTH}
                  required
                  onChange={(event) => setAlts((current) => current.map((alt, at) => (at === index ? event.target.value : alt)))}
                />
                <div className="flex flex-wrap gap-2">
                  <button type="button" className={SMALL_BUTTON} disabled={busy} onClick={() => void arrange(pictures, 'Alt texts saved.')}>
                    Save alt text<span className="sr-only"> of picture {index + 1}</span>
                  </button>
                  {index > 0 && (
                    <>
                      <button type="button" className={SMALL_BUTTON} disabled={busy} onClick={() => void arrange(moved(pictures, index, 0), 'Main picture chosen.')}>
                        Make main<span className="sr-only"> picture: picture {index + 1}</span>
                      </button>
                      <button type="button" className={SMALL_BUTTON} disabled={busy} onClick={() => void arrange(moved(pictures, index, index - 1), 'Pictures reordered.')}>
                        Move up<span className="sr-only"> picture {index + 1}</span>
                      </button>
                    </>
                  )}
                  {index < pictures.length - 1 && (
                    <button type="button" className={SMALL_BUTTON} disabled={busy} onClick={() => void arrange(moved(pictures, index, index + 1), 'Pictures reordered.')}>
                      Move down<span className="sr-only"> picture {index + 1}</span>
                    </button>
                  )}
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    disabled={busy}
                    onClick={() => void send(() => apiRequest(`${endpoint}/${index}`, { method: 'DELETE' }), 'Picture removed.')}
                  >
                    Remove<span className="sr-only"> picture {index + 1}</span>
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={upload} className="space-y-3 rounded-md border border-moss-100 p-4" noValidate>
        <h3 className="font-semibold text-moss-900">Add a picture</h3>
        <div>
          <label htmlFor={`${id}-file`} className={LABEL}>
            Picture file
          </label>
          <input ref={fileInput} id={`${id}-file`} name="file" type="file" accept="image/jpeg,image/png,image/webp,image/avif" className="block min-h-11 w-full" aria-describedby={`${id}-file-hint`} />
          <p id={`${id}-file-hint`} className="mt-1 text-sm text-moss-700">
            JPEG, PNG, WebP or AVIF, up to 10 MB. Location and camera details are removed.
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-new-alt`} className={LABEL}>
            Alt text
          </label>
          <input
            id={`${id}-new-alt`}
            name="alt"
            className={INPUT}
            value={newAlt}
            maxLength={MAX_ALT_LENGTH}
            required
            aria-describedby={`${id}-new-alt-hint`}
            onChange={(event) => setNewAlt(event.target.value)}
          />
          <p id={`${id}-new-alt-hint`} className="mt-1 text-sm text-moss-700">
            What the picture shows, for people who cannot see it.
          </p>
        </div>
        <button type="submit" className={BUTTON_PRIMARY} disabled={busy}>
          {busy ? 'Working…' : 'Upload picture'}
        </button>
      </form>
      <div role="alert" className="min-h-6 font-semibold text-tartan-700">
        {outcome?.kind === 'refused' ? outcome.message : ''}
      </div>
      <div role="status" className="min-h-6 text-moss-800">
        {outcome?.kind === 'done' ? outcome.message : ''}
      </div>
    </section>
  );
}
