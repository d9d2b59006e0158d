import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { AppProvider } from '@/app/provider';
import { localeOfPath } from '@/i18n/locales';
import { testI18n } from './test-i18n';
import { createQueryClient } from '@/lib/api/query-client';
import type { AuthSessionLogic } from '@/lib/auth';
import { fakeAuthLogic, type FakeAuthOptions } from './auth';
import { fakeApi, type FakeApi } from './fake-api';

export interface RenderAppOptions {
  /** Initial URL (path and optional `?search`). Default `/`. */
  url?: string;
  /** The fake API the page talks to (default: one that answers nothing). */
  api?: FakeApi;
  /**
   * Instead of `api`: one function answering every request (a `vi.fn<typeof fetch>()` the test
   * programs and inspects through `mock.calls`).
   */
  fetch?: (request: Request) => Promise<Response> | Response;
  /**
   * The signed-in user; default a guest. With `realSession`, the session comes from the fake API
   * (`api.signIn(user)`) and the real auth machine; otherwise from fake auth actors.
   */
  user?: FakeAuthOptions['user'];
  /** Fake auth session actors (login, refresh …). */
  auth?: FakeAuthOptions;
  /** A whole auth machine; `'real'` runs the SDK's machine against `api`. */
  authLogic?: AuthSessionLogic | 'real';
  /**
   * A `<StrictMode>` at the root, as in development: React runs mount effects twice only under a
   * root StrictMode (the app's own, inside `AppProvider`, does not).
   */
  strict?: boolean;
  /** Answers in the query cache before the first render, as a server-rendered page embeds them. */
  queryData?: { key: QueryKey; data: unknown }[];
}

export interface RenderAppResult extends RenderResult {
  /** Every URL visited, in order (the memory location's history). */
  history: string[];
  navigate: (to: string) => void;
  api: FakeApi;
  queryClient: QueryClient;
}

/** Renders `ui` inside the app's providers, with an in-memory location starting at `url`. */
export function renderApp(
  ui: ReactNode,
  {
    url = '/',
    fetch,
    api,
    user,
    auth,
    authLogic,
    strict = false,
    queryData = [],
  }: RenderAppOptions = {},
): RenderAppResult {
  api ??= fetch ? fakeApi({}, { otherwise: (request) => fetch(request) }) : fakeApi();
  const location = memoryLocation({ path: url, record: true });
  const logic =
    authLogic === 'real'
      ? undefined
      : (authLogic ?? fakeAuthLogic({ ...auth, ...(user !== undefined ? { user } : {}) }));
  // No retries: a failing answer shows its error state at once.
  const queryClient = createQueryClient({ retry: false });
  for (const { key, data } of queryData) queryClient.setQueryData(key, data);
  const app = (
    <AppProvider
      api={api}
      queryClient={queryClient}
      router={{ hook: location.hook, searchHook: location.searchHook }}
      i18n={testI18n(localeOfPath(url.split('?')[0] ?? '/'))}
      {...(logic ? { authLogic: logic } : {})}
    >
      {ui}
    </AppProvider>
  );
  const result = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...result, history: location.history, navigate: location.navigate, api, queryClient };
}
