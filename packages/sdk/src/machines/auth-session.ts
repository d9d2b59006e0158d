import { assign, emit, fromPromise, setup } from 'xstate';
import type { AuthenticatedUser, RegisterInput } from '../client';
import { ApiError, type FieldErrors } from '../errors';
import { can } from '../permissions';

/** A signed-in session as the machine keeps it. */
export interface SessionSnapshotData {
  user: AuthenticatedUser;
  /** When the refresh token expires (epoch ms), if known. */
  refreshTokenExpiresAt: number | null;
}

export interface AuthSessionError {
  message: string;
  status: number | null;
  fieldErrors: FieldErrors;
  /** What the request threw (an `ApiError`, a `NetworkError` …), for code that needs all of it. */
  cause?: unknown;
}

export interface AuthSessionContext {
  user: AuthenticatedUser | null;
  refreshTokenExpiresAt: number | null;
  /** Why the last login/register failed (wrong credentials, 422 field errors, 429 …). */
  error: AuthSessionError | null;
  /** How long before the refresh token expires the session-timeout warning shows. */
  warningLeadMs: number;
}

export type AuthSessionEvent =
  | { type: 'login'; email: string; password: string }
  | { type: 'register'; input: RegisterInput }
  | { type: 'logout' }
  /** "Stay signed in" in the session-timeout warning. */
  | { type: 'session.extend' }
  /** Refresh the access token now (the `authenticated` route guard does this on entry). */
  | { type: 'session.refresh' }
  /** The client reported that the session is gone (refresh rejected): tokens are already cleared. */
  | { type: 'session.lost' }
  /**
   * The app learned that the server ended this session on purpose (the e-mail change report signs
   * out every device) and has cleared the tokens: logged out, without a call.
   */
  | { type: 'session.revoked' }
  | { type: 'user.reload' };

export type AuthSessionEmitted =
  | { type: 'session.started'; user: AuthenticatedUser }
  | { type: 'session.ended'; reason: 'logout' | 'expired' | 'unauthenticated' | 'revoked' };

export interface AuthSessionInput {
  /** Default: 2 minutes. */
  warningLeadMs?: number;
}

export const DEFAULT_SESSION_WARNING_LEAD_MS = 2 * 60 * 1000;
/** Timers are re-armed at least daily (setTimeout overflows past ~24.8 days). */
const MAX_TIMER_MS = 24 * 60 * 60 * 1000;

export function toSessionError(error: unknown): AuthSessionError {
  if (error instanceof ApiError)
    return {
      message: error.message,
      status: error.status,
      fieldErrors: error.fieldErrors,
      cause: error,
    };
  return {
    message: error instanceof Error ? error.message : 'Something went wrong.',
    status: null,
    fieldErrors: {},
    cause: error,
  };
}

const msUntilWarning = (context: AuthSessionContext) =>
  context.refreshTokenExpiresAt === null
    ? Infinity
    : context.refreshTokenExpiresAt - context.warningLeadMs - Date.now();

/**
 * The auth session (loggedOut / loggingIn / registering / loggedIn /
 * refreshing / expiring). I/O through named actors supplied with `.provide()` (see
 * `createAuthSession`). Emits `session.started` and `session.ended` for the app to react (navigate).
 */
export const authSessionMachine = setup({
  types: {
    context: {} as AuthSessionContext,
    events: {} as AuthSessionEvent,
    emitted: {} as AuthSessionEmitted,
    input: {} as AuthSessionInput | undefined,
  },
  actors: {
    restore: fromPromise<SessionSnapshotData | null>(async () => {
      throw new Error('authSessionMachine: provide the "restore" actor');
    }),
    login: fromPromise<SessionSnapshotData, { email: string; password: string }>(async () => {
      throw new Error('authSessionMachine: provide the "login" actor');
    }),
    register: fromPromise<SessionSnapshotData, RegisterInput>(async () => {
      throw new Error('authSessionMachine: provide the "register" actor');
    }),
    refresh: fromPromise<{ refreshTokenExpiresAt: number | null }>(async () => {
      throw new Error('authSessionMachine: provide the "refresh" actor');
    }),
    loadUser: fromPromise<AuthenticatedUser>(async () => {
      throw new Error('authSessionMachine: provide the "loadUser" actor');
    }),
    logout: fromPromise<void>(async () => {
      throw new Error('authSessionMachine: provide the "logout" actor');
    }),
  },
  delays: {
    untilWarningCheck: ({ context }) =>
      Math.min(MAX_TIMER_MS, Math.max(0, msUntilWarning(context))),
    untilExpiry: ({ context }) =>
      context.refreshTokenExpiresAt === null
        ? MAX_TIMER_MS
        : Math.min(MAX_TIMER_MS, Math.max(0, context.refreshTokenExpiresAt - Date.now())),
  },
  guards: {
    restored: ({ event }) =>
      (event as unknown as { output: SessionSnapshotData | null }).output !== null,
    warningDue: ({ context }) => msUntilWarning(context) <= 0,
  },
  actions: {
    startSession: assign(({ event }) => {
      const { user, refreshTokenExpiresAt } = (event as unknown as { output: SessionSnapshotData })
        .output;
      return { user, refreshTokenExpiresAt, error: null };
    }),
    announceStart: emit(({ context }) => ({
      type: 'session.started' as const,
      user: context.user!,
    })),
    endSession: assign({ user: null, refreshTokenExpiresAt: null }),
    rememberError: assign({
      error: ({ event }) => toSessionError((event as unknown as { error: unknown }).error),
    }),
  },
}).createMachine({
  id: 'authSession',
  context: ({ input }) => ({
    user: null,
    refreshTokenExpiresAt: null,
    error: null,
    warningLeadMs: input?.warningLeadMs ?? DEFAULT_SESSION_WARNING_LEAD_MS,
  }),
  initial: 'restoring',
  on: {
    'session.lost': {
      target: '.loggedOut',
      actions: ['endSession', emit({ type: 'session.ended', reason: 'unauthenticated' })],
    },
    'session.revoked': {
      target: '.loggedOut',
      actions: ['endSession', emit({ type: 'session.ended', reason: 'revoked' })],
    },
  },
  states: {
    restoring: {
      invoke: {
        src: 'restore',
        onDone: [
          { guard: 'restored', target: 'loggedIn', actions: 'startSession' },
          { target: 'loggedOut' },
        ],
        onError: { target: 'loggedOut' },
      },
    },
    loggedOut: {
      on: {
        login: { target: 'loggingIn' },
        register: { target: 'registering' },
      },
    },
    loggingIn: {
      entry: assign({ error: null }),
      invoke: {
        src: 'login',
        input: ({ event }) => {
          const { email, password } = event as Extract<AuthSessionEvent, { type: 'login' }>;
          return { email, password };
        },
        onDone: { target: 'loggedIn', actions: ['startSession', 'announceStart'] },
        onError: { target: 'loggedOut', actions: 'rememberError' },
      },
    },
    registering: {
      entry: assign({ error: null }),
      invoke: {
        src: 'register',
        input: ({ event }) => (event as Extract<AuthSessionEvent, { type: 'register' }>).input,
        onDone: { target: 'loggedIn', actions: ['startSession', 'announceStart'] },
        onError: { target: 'loggedOut', actions: 'rememberError' },
      },
    },
    loggedIn: {
      initial: 'active',
      on: {
        logout: { target: 'loggingOut' },
        'session.refresh': { target: 'refreshing' },
        'user.reload': { target: 'loadingUser' },
      },
      states: {
        active: {
          after: {
            untilWarningCheck: [
              { guard: 'warningDue', target: 'expiring' },
              { target: 'active', reenter: true },
            ],
          },
        },
        /** The session-timeout warning: "stay signed in" or "sign out". */
        expiring: {
          on: { 'session.extend': { target: '#authSession.refreshing' } },
          after: {
            untilExpiry: {
              target: '#authSession.loggedOut',
              actions: ['endSession', emit({ type: 'session.ended', reason: 'expired' })],
            },
          },
        },
      },
    },
    refreshing: {
      invoke: {
        src: 'refresh',
        onDone: {
          target: 'loggedIn',
          actions: assign({
            refreshTokenExpiresAt: ({ event }) => event.output.refreshTokenExpiresAt,
          }),
        },
        onError: {
          target: 'loggedOut',
          actions: ['endSession', emit({ type: 'session.ended', reason: 'expired' })],
        },
      },
    },
    loadingUser: {
      invoke: {
        src: 'loadUser',
        onDone: { target: 'loggedIn', actions: assign({ user: ({ event }) => event.output }) },
        // A failed reload keeps the session; a lost session arrives as `session.lost`.
        onError: { target: 'loggedIn' },
      },
    },
    loggingOut: {
      invoke: {
        src: 'logout',
        onDone: {
          target: 'loggedOut',
          actions: ['endSession', emit({ type: 'session.ended', reason: 'logout' })],
        },
        onError: {
          target: 'loggedOut',
          actions: ['endSession', emit({ type: 'session.ended', reason: 'logout' })],
        },
      },
    },
  },
});

/** `can(name)` for a session snapshot: false when logged out. */
export function sessionCan(context: Pick<AuthSessionContext, 'user'>, permission: string): boolean {
  return can(context.user, permission);
}
