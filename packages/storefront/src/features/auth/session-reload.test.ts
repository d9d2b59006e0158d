import { authSessionMachine, type AuthenticatedUser } from '@liftline/sdk';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { aUser } from '@/testing/auth';
import { reloadUserWhenReady } from './session-reload';

/** The real session machine; `restore` and `loadUser` resolve when the test says so. */
function session(restoredUser: AuthenticatedUser | null) {
  let finishRestore: () => void = () => {};
  const loadUser = vi.fn(async () => aUser({ name: 'Reloaded' }));
  const actor = createActor(
    authSessionMachine.provide({
      actors: {
        restore: fromPromise(
          () =>
            new Promise((resolve) => {
              finishRestore = () =>
                resolve(restoredUser ? { user: restoredUser, refreshTokenExpiresAt: null } : null);
            }),
        ),
        loadUser: fromPromise(loadUser),
      },
    }),
    { input: {} },
  ).start();
  return { actor, loadUser, finishRestore: () => finishRestore() };
}

describe('reloadUserWhenReady', () => {
  it('reloads at once when signed in', async () => {
    const { actor, loadUser, finishRestore } = session(aUser());
    finishRestore();
    await waitFor(actor, (s) => s.matches('loggedIn'));

    reloadUserWhenReady(actor);

    await waitFor(actor, (s) => s.context.user?.name === 'Reloaded');
    expect(loadUser).toHaveBeenCalledTimes(1);
  });

  it('waits while the session is busy (restoring), then reloads once', async () => {
    const { actor, loadUser, finishRestore } = session(aUser());

    reloadUserWhenReady(actor);
    expect(loadUser).not.toHaveBeenCalled();
    finishRestore();

    await waitFor(actor, (s) => s.context.user?.name === 'Reloaded');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loadUser).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a session that turns out signed out', async () => {
    const { actor, loadUser, finishRestore } = session(null);

    reloadUserWhenReady(actor);
    finishRestore();

    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(loadUser).not.toHaveBeenCalled();
  });
});
