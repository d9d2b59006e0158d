import { fromPromise } from 'xstate';
import { type ApiClient, type AuthenticatedUser, type RegisterInput, unwrap } from '../client';
import { authSessionMachine, type SessionSnapshotData } from './auth-session';

function expirationOf(client: ApiClient): number | null {
  const expiration = client.tokens.get()?.refreshTokenExpiration;
  const time = expiration ? Date.parse(expiration) : NaN;
  return Number.isNaN(time) ? null : time;
}

/** The auth session machine wired to an SDK client. Start it with `createActor(createAuthSession(client), { input })`. */
export function createAuthSession(client: ApiClient) {
  const loadUser = async (signal?: AbortSignal): Promise<AuthenticatedUser> =>
    unwrap(client.GET('/user', signal ? { signal } : {}));
  const started = async (signal: AbortSignal): Promise<SessionSnapshotData> => ({
    user: await loadUser(signal),
    refreshTokenExpiresAt: expirationOf(client),
  });

  return authSessionMachine.provide({
    actors: {
      restore: fromPromise<SessionSnapshotData | null>(async ({ signal }) =>
        client.tokens.get() ? started(signal) : null,
      ),
      login: fromPromise<SessionSnapshotData, { email: string; password: string }>(
        async ({ input, signal }) => {
          await client.auth.login(input);
          return started(signal);
        },
      ),
      register: fromPromise<SessionSnapshotData, RegisterInput>(async ({ input, signal }) => {
        await client.auth.register(input);
        return started(signal);
      }),
      refresh: fromPromise<{ refreshTokenExpiresAt: number | null }>(async () => {
        if (!(await client.auth.refresh()))
          throw new Error('Your session has expired. Please log in again.');
        return { refreshTokenExpiresAt: expirationOf(client) };
      }),
      loadUser: fromPromise<AuthenticatedUser>(({ signal }) => loadUser(signal)),
      logout: fromPromise<void>(() => client.auth.logout()),
    },
  });
}
