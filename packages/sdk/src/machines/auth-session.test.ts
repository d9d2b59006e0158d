import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AuthenticatedUser, RegisterInput } from '../client';
import { ApiError } from '../errors';
import { aUser } from '../testing/users';
import {
  authSessionMachine,
  sessionCan,
  type AuthSessionEmitted,
  type SessionSnapshotData,
} from './auth-session';

const HOUR = 3600_000;

interface Fakes {
  restored?: SessionSnapshotData | null;
  login?: (input: { email: string; password: string }) => Promise<SessionSnapshotData>;
  register?: (input: RegisterInput) => Promise<SessionSnapshotData>;
  refresh?: () => Promise<{ refreshTokenExpiresAt: number | null }>;
  loadUser?: () => Promise<AuthenticatedUser>;
  logout?: () => Promise<void>;
}

function startSession(fakes: Fakes = {}, warningLeadMs = 60_000) {
  const calls: string[] = [];
  const machine = authSessionMachine.provide({
    actors: {
      restore: fromPromise(async () => {
        calls.push('restore');
        return fakes.restored ?? null;
      }),
      login: fromPromise<SessionSnapshotData, { email: string; password: string }>(
        async ({ input }) => {
          calls.push(`login ${input.email}`);
          return fakes.login
            ? fakes.login(input)
            : { user: aUser(), refreshTokenExpiresAt: Date.now() + 10 * HOUR };
        },
      ),
      register: fromPromise<SessionSnapshotData, RegisterInput>(async ({ input }) => {
        calls.push(`register ${input.email}`);
        return fakes.register
          ? fakes.register(input)
          : { user: aUser({ email: input.email }), refreshTokenExpiresAt: Date.now() + 10 * HOUR };
      }),
      refresh: fromPromise(async () => {
        calls.push('refresh');
        return fakes.refresh ? fakes.refresh() : { refreshTokenExpiresAt: Date.now() + 10 * HOUR };
      }),
      loadUser: fromPromise(async () => {
        calls.push('loadUser');
        return fakes.loadUser ? fakes.loadUser() : aUser({ name: 'Reloaded' });
      }),
      logout: fromPromise(async () => {
        calls.push('logout');
        return fakes.logout ? fakes.logout() : undefined;
      }),
    },
  });
  const actor = createActor(machine, { input: { warningLeadMs } });
  const emitted: AuthSessionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('auth session machine', () => {
  it('starts logged out without a stored session', async () => {
    const { actor } = startSession();
    const snapshot = await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(snapshot.context.user).toBeNull();
  });

  it('restores a stored session on start (GET /user)', async () => {
    const user = aUser();
    const { actor, emitted } = startSession({
      restored: { user, refreshTokenExpiresAt: Date.now() + HOUR },
    });
    const snapshot = await waitFor(actor, (s) => s.matches('loggedIn'));
    expect(snapshot.context.user).toEqual(user);
    expect(emitted).toEqual([]); // restoring is not a new login
  });

  it('login: loggingIn → loggedIn, user loaded, session.started emitted', async () => {
    const { actor, calls, emitted } = startSession();
    await waitFor(actor, (s) => s.matches('loggedOut'));
    actor.send({ type: 'login', email: 'owner@liftline.example', password: 'x' });
    expect(actor.getSnapshot().matches('loggingIn')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches('loggedIn'));
    expect(snapshot.context.user?.email).toBe('owner@liftline.example');
    expect(calls).toEqual(['restore', 'login owner@liftline.example']);
    expect(emitted).toEqual([{ type: 'session.started', user: snapshot.context.user }]);
  });

  it('a failed login stays logged out with the error (message and status)', async () => {
    const { actor } = startSession({
      login: async () => {
        throw new ApiError(401, 'Unauthorized', { message: 'Wrong e-mail or password.' });
      },
    });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    actor.send({ type: 'login', email: 'a@b.co', password: 'bad' });
    const snapshot = await waitFor(
      actor,
      (s) => s.matches('loggedOut') && s.context.error !== null,
    );
    expect(snapshot.context.error).toEqual({
      message: 'Unauthorized: Wrong e-mail or password.',
      status: 401,
      fieldErrors: {},
      cause: expect.any(ApiError),
    });
  });

  it('register: registering → loggedIn; a 422 keeps the field errors', async () => {
    let fail = true;
    const { actor } = startSession({
      register: async (input) => {
        if (fail)
          throw new ApiError(422, 'Unprocessable Entity', {
            message: 'Invalid',
            errors: { email: ['is already taken'] },
          });
        return { user: aUser({ email: input.email }), refreshTokenExpiresAt: null };
      },
    });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    const input = {
      name: 'N',
      email: 'n@x.co',
      password: 'longenough',
      password_confirmation: 'longenough',
    };
    actor.send({ type: 'register', input });
    expect(actor.getSnapshot().matches('registering')).toBe(true);
    let snapshot = await waitFor(actor, (s) => s.context.error !== null);
    expect(snapshot.context.error).toMatchObject({
      message: 'Validation Error: Check inputs and try again.',
      fieldErrors: { email: ['is already taken'] },
    });
    fail = false;
    actor.send({ type: 'register', input });
    snapshot = await waitFor(actor, (s) => s.matches('loggedIn'));
    expect(snapshot.context.error).toBeNull();
  });

  it('logout ends the session even when the call fails', async () => {
    const { actor, emitted } = startSession({
      restored: { user: aUser(), refreshTokenExpiresAt: null },
      logout: async () => {
        throw new Error('offline');
      },
    });
    await waitFor(actor, (s) => s.matches('loggedIn'));
    actor.send({ type: 'logout' });
    const snapshot = await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(snapshot.context.user).toBeNull();
    expect(emitted).toEqual([{ type: 'session.ended', reason: 'logout' }]);
  });

  it('session.refresh (route guard): refreshing → loggedIn; a rejected refresh logs out', async () => {
    let ok = true;
    const { actor, emitted } = startSession({
      restored: { user: aUser(), refreshTokenExpiresAt: Date.now() + HOUR },
      refresh: async () => {
        if (!ok) throw new Error('expired');
        return { refreshTokenExpiresAt: Date.now() + 2 * HOUR };
      },
    });
    await waitFor(actor, (s) => s.matches('loggedIn'));
    actor.send({ type: 'session.refresh' });
    expect(actor.getSnapshot().matches('refreshing')).toBe(true);
    await waitFor(actor, (s) => s.matches('loggedIn'));
    ok = false;
    actor.send({ type: 'session.refresh' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(emitted).toEqual([{ type: 'session.ended', reason: 'expired' }]);
  });

  it('session.lost (client reported a rejected refresh) logs out from any state', async () => {
    const { actor, emitted } = startSession({
      restored: { user: aUser(), refreshTokenExpiresAt: null },
    });
    await waitFor(actor, (s) => s.matches('loggedIn'));
    actor.send({ type: 'session.lost' });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(emitted).toEqual([{ type: 'session.ended', reason: 'unauthenticated' }]);
  });

  it('session.revoked (the server ended it on purpose) logs out without a call', async () => {
    const { actor, emitted, calls } = startSession({
      restored: { user: aUser(), refreshTokenExpiresAt: null },
    });
    await waitFor(actor, (s) => s.matches('loggedIn'));
    const before = [...calls];
    actor.send({ type: 'session.revoked' });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(emitted).toEqual([{ type: 'session.ended', reason: 'revoked' }]);
    expect(calls).toEqual(before);
  });

  it('user.reload loads GET /user again', async () => {
    const { actor, calls } = startSession({
      restored: { user: aUser(), refreshTokenExpiresAt: null },
    });
    await waitFor(actor, (s) => s.matches('loggedIn'));
    actor.send({ type: 'user.reload' });
    const snapshot = await waitFor(
      actor,
      (s) => s.matches('loggedIn') && s.context.user?.name === 'Reloaded',
    );
    expect(snapshot.context.user?.name).toBe('Reloaded');
    expect(calls).toContain('loadUser');
  });

  it('warns before the refresh token expires (expiring), and "stay signed in" refreshes', async () => {
    vi.useFakeTimers();
    const { actor, calls } = startSession(
      {
        restored: { user: aUser(), refreshTokenExpiresAt: Date.now() + 10 * 60_000 },
        refresh: async () => ({ refreshTokenExpiresAt: Date.now() + 10 * 60_000 }),
      },
      60_000,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true);
    await vi.advanceTimersByTimeAsync(8 * 60_000);
    expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true);
    await vi.advanceTimersByTimeAsync(61_000); // 9:01 of 10 minutes: inside the 1-minute warning
    expect(actor.getSnapshot().matches({ loggedIn: 'expiring' })).toBe(true);
    actor.send({ type: 'session.extend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toContain('refresh');
    expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true);
  });

  it('without an answer to the warning the session ends when the refresh token expires', async () => {
    vi.useFakeTimers();
    const { actor, emitted } = startSession(
      { restored: { user: aUser(), refreshTokenExpiresAt: Date.now() + 5 * 60_000 } },
      60_000,
    );
    await vi.advanceTimersByTimeAsync(4 * 60_000 + 1000);
    expect(actor.getSnapshot().matches({ loggedIn: 'expiring' })).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(emitted).toEqual([{ type: 'session.ended', reason: 'expired' }]);
  });

  it('a 30-day session does not warn early (timers longer than setTimeout allows are re-armed)', async () => {
    vi.useFakeTimers();
    const { actor } = startSession(
      { restored: { user: aUser(), refreshTokenExpiresAt: Date.now() + 30 * 24 * HOUR } },
      60_000,
    );
    await vi.advanceTimersByTimeAsync(29 * 24 * HOUR);
    expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true);
    await vi.advanceTimersByTimeAsync(24 * HOUR - 30_000);
    expect(actor.getSnapshot().matches({ loggedIn: 'expiring' })).toBe(true);
  });

  it('can(name) follows the current account user permissions; false when logged out', async () => {
    const { actor } = startSession({
      restored: { user: aUser({}, ['products.manage']), refreshTokenExpiresAt: null },
    });
    const snapshot = await waitFor(actor, (s) => s.matches('loggedIn'));
    expect(sessionCan(snapshot.context, 'products.manage')).toBe(true);
    expect(sessionCan(snapshot.context, 'roles.manage')).toBe(false);
    expect(sessionCan({ user: null }, 'products.manage')).toBe(false);
  });
});
