import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, waitFor } from '@testing-library/react';
import { useHydrated, useStoreAfterHydration } from './useHydrated';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <span>{hydrated ? 'hydrated' : 'server'}</span>;
}

describe('useHydrated', () => {
  it('is false in the server HTML and while hydrating, then true, with no hydration mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={[]} />);
    expect(container.textContent).toBe('server');

    const seen: boolean[] = [];
    const errors: unknown[] = [];
    // act flushes hydration and its effects, but not timers: what renders here is inside hydration.
    act(() => {
      hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError: (error) => errors.push(error) });
    });

    expect(errors).toEqual([]);
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
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={[]} />);
    const seen: boolean[] = [];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
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
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Reader seen={[]} />);
    const seen: string[] = [];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Reader seen={seen} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(seen[0]).toBe('server');
    expect(container.textContent).toBe('browser');
  });
});
