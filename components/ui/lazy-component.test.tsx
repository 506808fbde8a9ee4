import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyComponent } from './lazy-component';

describe('lazyComponent', () => {
  it('fetches its module once, whether preloaded or rendered first', async () => {
    const load = jest.fn(async () => ({ Greeting: () => <p>Hello</p> }));
    const { Component, preload } = lazyComponent(load, (module) => module.Greeting);
    expect(load).not.toHaveBeenCalled();
    void preload();
    void preload();
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Component />
      </Suspense>,
    );
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the fetch at once in the browser when eager', () => {
    const load = jest.fn(async () => ({ Greeting: () => null }));
    lazyComponent(load, (module) => module.Greeting, { eager: true });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
