import {
  authSessionMachine,
  type AuthenticatedUser,
  type SessionSnapshotData,
} from '@liftline/sdk';
import { fromPromise } from 'xstate';
import type { AuthSessionLogic } from '@/lib/auth';

const ALL_PERMISSIONS = [
  'products.view',
  'products.manage',
  'assets.manage',
  'users.view',
  'users.manage',
  'invites.manage',
  'roles.view',
  'roles.manage',
];

/** A signed-in user (verified, Owner of account 1 with every permission) with overrides. */
export function aUser(
  overrides: Partial<AuthenticatedUser> & { permissions?: readonly string[] } = {},
): AuthenticatedUser {
  const { permissions = ALL_PERMISSIONS, ...rest } = overrides;
  const account = { id: 1, name: 'Demo Rentals' };
  return {
    id: 1,
    name: 'Olive Owner',
    email: 'owner@liftline.test',
    email_verified_at: '2026-01-01T00:00:00.000Z',
    pending_email: null,
    is_platform_admin: false,
    current_account: { ...account, publishing_approved: true },
    current_account_user: { all_permission_names: [...permissions] },
    accounts: [account],
    created_at: '2026-01-01T00:00:00.000Z',
    ...rest,
  } as AuthenticatedUser;
}

export interface FakeAuthOptions {
  /** Restored at start (signed in); null = a guest. */
  user?: AuthenticatedUser | null;
  /** When the refresh token expires (epoch ms); drives the session-timeout warning. */
  refreshTokenExpiresAt?: number | null;
  login?: (input: { email: string; password: string }) => Promise<SessionSnapshotData>;
  refresh?: () => Promise<{ refreshTokenExpiresAt: number | null }>;
  logout?: () => Promise<void>;
}

/** The auth session machine with in-memory actors instead of the API. */
export function fakeAuthLogic({
  user = null,
  refreshTokenExpiresAt = null,
  login = () => Promise.reject(new Error('Invalid e-mail or password.')),
  refresh = () => Promise.resolve({ refreshTokenExpiresAt }),
  logout = () => Promise.resolve(),
}: FakeAuthOptions = {}): AuthSessionLogic {
  return authSessionMachine.provide({
    actors: {
      restore: fromPromise(async () => (user ? { user, refreshTokenExpiresAt } : null)),
      login: fromPromise(({ input }: { input: { email: string; password: string } }) =>
        login(input),
      ),
      register: fromPromise(() => Promise.reject(new Error('not in tests'))),
      refresh: fromPromise(() => refresh()),
      loadUser: fromPromise(async () => {
        if (!user) throw new Error('no user');
        return user;
      }),
      logout: fromPromise(() => logout()),
    },
  }) as AuthSessionLogic;
}
