import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { AppProvider } from '@/app/provider';
import type { AuthSessionLogic } from '@/lib/auth';
import { fakeAuthLogic, type FakeAuthOptions } from './auth';

export interface RenderAppOptions {
  /** Initial URL (path and optional `?search`). Default `/`. */
  url?: string;
  /** The signed-in user; default a guest. Shorthand for `auth: { user }`. */
  user?: FakeAuthOptions['user'];
  /** Fake auth session actors (login, refresh …). */
  auth?: FakeAuthOptions;
  /** A whole auth machine instead of the fake one. */
  authLogic?: AuthSessionLogic;
}

export interface RenderAppResult extends RenderResult {
  /** Every URL visited, in order (the memory location's history). */
  history: string[];
  navigate: (to: string) => void;
}

/** Renders `ui` inside the app's providers, with an in-memory location starting at `url`. */
export function renderApp(
  ui: ReactNode,
  { url = '/', user, auth, authLogic }: RenderAppOptions = {},
): RenderAppResult {
  const location = memoryLocation({ path: url, record: true });
  const logic = authLogic ?? fakeAuthLogic({ ...auth, ...(user !== undefined ? { user } : {}) });
  const result = render(
    <AppProvider
      router={{ hook: location.hook, searchHook: location.searchHook }}
      authLogic={logic}
    >
      {ui}
    </AppProvider>,
  );
  return { ...result, history: location.history, navigate: location.navigate };
}
