import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { loadedOrLazy } from './lazy-screens';

function Shell({ name }: { name: string }) {
  return <p>shell of {name}</p>;
}

describe('loadedOrLazy: a screen whose chunk is loaded shows no loader first', () => {
  it('renders at once, never its Suspense fallback, once its chunk has loaded (the bootstrap waited for it)', async () => {
    const { Screen, load } = loadedOrLazy(
      () => Promise.resolve({ Shell }),
      (m) => m.Shell,
    );
    await load();
    const fallback = jest.fn(() => <p>Loading... please wait</p>);
    const Fallback = fallback;
    await act(async () => {
      render(
        <Suspense fallback={<Fallback />}>
          <Screen name="Asha" />
        </Suspense>,
      );
    });
    expect(screen.getByText('shell of Asha')).toBeTruthy();
    expect(fallback).not.toHaveBeenCalled();
  });

  it('shows the fallback while a chunk not yet loaded arrives, then the screen; the chunk is imported once', async () => {
    let arrive: (module: { Shell: typeof Shell }) => void = () => undefined;
    const importChunk = jest.fn(() => new Promise<{ Shell: typeof Shell }>((resolve) => (arrive = resolve)));
    const { Screen, load } = loadedOrLazy(importChunk, (m) => m.Shell);
    render(
      <Suspense fallback={<p>Loading... please wait</p>}>
        <Screen name="Ravi" />
      </Suspense>,
    );
    expect(screen.getByText('Loading... please wait')).toBeTruthy();
    await act(async () => {
      arrive({ Shell });
      await load();
    });
    expect(await screen.findByText('shell of Ravi')).toBeTruthy();
    expect(importChunk).toHaveBeenCalledTimes(1);
  });
});
