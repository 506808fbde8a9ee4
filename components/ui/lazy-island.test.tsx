import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazyIsland } from './lazy-island';

type Watch = (entries: { isIntersecting: boolean }[]) => void;
let watchers: Watch[] = [];

beforeEach(() => {
  watchers = [];
  // jsdom has no IntersectionObserver: a stand-in the test can scroll with.
  globalThis.IntersectionObserver = class {
    constructor(callback: Watch) {
      watchers.push(callback);
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

function island() {
  const load = jest.fn(async () => ({ Block: ({ word }: { word: string }) => <p>{word} is alive</p> }));
  return { load, Island: lazyIsland(load, (module) => module.Block, { whenVisible: true }) };
}

describe('lazyIsland whenVisible', () => {
  it('fetches nothing until the block nears the screen, then comes to life', async () => {
    const { load, Island } = island();
    render(<Island word="Newsletter" />);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    await act(async () => watchers.forEach((watch) => watch([{ isIntersecting: true }])));
    expect(await screen.findByText('Newsletter is alive')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('comes to life when focus enters it first', async () => {
    const { load, Island } = island();
    const { container } = render(<Island word="Form" />);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    fireEvent.focusIn(container.firstElementChild!);
    expect(await screen.findByText('Form is alive')).toBeInTheDocument();
  });

  it('loads at once where the browser cannot tell what is on screen', async () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    const { Island } = island();
    render(<Island word="Block" />);
    expect(await screen.findByText('Block is alive')).toBeInTheDocument();
  });
});
