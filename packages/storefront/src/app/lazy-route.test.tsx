import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyRoute, trackedLoader } from './lazy-route';

const Page = () => <h1>The page</h1>;

describe('lazyRoute', () => {
  it('suspends while the page code loads, then shows the page', async () => {
    let resolve!: (module: { default: typeof Page }) => void;
    const load = trackedLoader(() => new Promise((r) => (resolve = r)));
    const Route = lazyRoute(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Route />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => resolve({ default: Page }));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('renders at once, without the fallback, when the code was loaded before (start-up, prefetch)', async () => {
    const load = trackedLoader(() => Promise.resolve({ default: Page }));
    const Route = lazyRoute(load);
    await load();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Route />
      </Suspense>,
    );
    // Synchronously, in the very first commit.
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  });
});
