// The router re-renders its page only when the route changes: the auth session, which comes up
// after the first render (after hydration in the browser), re-renders what reads it, not the page.
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { aUser } from '@/testing/auth';
import type { renderApp as RenderApp } from '@/testing/render-app';
import type { AppRouter as Router } from './router';

// The test files of a worker share their modules: the router and everything it renders are
// evaluated afresh here, so that the router takes the mocked page below even when another file
// loaded the real one first, and the files after this one get the real page again.
let AppRouter: typeof Router;
let renderApp: typeof RenderApp;
beforeAll(async () => {
  vi.resetModules();
  ({ AppRouter } = await import('./router'));
  ({ renderApp } = await import('@/testing/render-app'));
});
afterAll(() => {
  vi.doUnmock('./routes/not-found');
  vi.resetModules();
});

const pageRenders = vi.hoisted(() => vi.fn());

// The 404 page stands for any page: a component that counts its renders.
vi.mock('./routes/not-found', () => ({
  default: function CountingPage() {
    pageRenders();
    return <h1>Counted page</h1>;
  },
}));

describe('AppRouter', () => {
  it.each([
    ['a guest', null],
    ['a signed-in user', aUser()],
  ])('renders the page once while the session of %s comes up', async (_who, user) => {
    pageRenders.mockClear();
    renderApp(<AppRouter />, { url: '/no-such-page', user });
    expect(screen.getByRole('heading', { name: 'Counted page' })).toBeTruthy();
    // (The app's <StrictMode> renders twice in development: count from here.)
    const first = pageRenders.mock.calls.length;

    // The header shows the session's outcome once it is up.
    const signedIn = user !== null;
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: signedIn ? /account/i : 'Log in' })).toBeTruthy(),
    );

    expect(pageRenders).toHaveBeenCalledTimes(first);
  });
});
