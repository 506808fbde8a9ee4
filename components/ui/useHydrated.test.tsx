import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, waitFor } from '@testing-library/react';
import { useHydrated, useStoreAfterHydration } from './useHydrated';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <span>{hydrated ? 'hydrated' : 'server'}</span>;
}

/** The server's HTML for `element` (rendered with a throwaway record), in a detached container. */
function serverHtml(element: (seen: never[]) => ReactElement): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element([]));
  return container;
}

/** Hydrates inside act; `sync` leaves timers alone, so only what renders inside hydration has run. */
async function hydrate(container: HTMLElement, element: ReactElement, { sync = false } = {}): Promise<unknown[]> {
  const errors: unknown[] = [];
  const start = () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  };
  if (sync) act(start);
  else await act(async () => start());
  return errors;
}

describe('useHydrated', () => {
  it('is false in the server HTML and while hydrating, then true, with no hydration mismatch', async () => {
    const container = serverHtml((seen) => <Probe seen={seen} />);
    expect(container.textContent).toBe('server');

    const seen: boolean[] = [];
    expect(await hydrate(container, <Probe seen={seen} />, { sync: true })).toEqual([]);
    expect(seen).toEqual([false]);
    // In a task of its own after hydration's commit, not inside it.
    await waitFor(() => expect(container.textContent).toBe('hydrated'));
    expect(seen.at(-1)).toBe(true);
  });

  it('starts true in a component mounted after the page hydrated (a client navigation)', () => {
    // The test above hydrated a page.
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen).toEqual([true]);
  });

  it('reads false again while a part of the page hydrates after the rest, so its HTML still matches', async () => {
    const container = serverHtml((seen) => <Probe seen={seen} />);
    const seen: boolean[] = [];
    expect(await hydrate(container, <Probe seen={seen} />)).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(container.textContent).toBe('hydrated');
  });

  it('gives a store’s browser value only after hydration, and the server’s until then', async () => {
    const subscribe = () => () => {};
    function Reader({ seen }: { seen: string[] }) {
      const value = useStoreAfterHydration(subscribe, () => 'browser', () => 'server');
      seen.push(value);
      return <span>{value}</span>;
    }
    const container = serverHtml((seen) => <Reader seen={seen} />);
    const seen: string[] = [];
    expect(await hydrate(container, <Reader seen={seen} />)).toEqual([]);
    expect(seen[0]).toBe('server');
    expect(container.textContent).toBe('browser');
  });
});
