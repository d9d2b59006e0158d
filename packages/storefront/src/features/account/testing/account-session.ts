import type { AuthenticatedUser } from '@liftline/sdk';
import { fromPromise } from 'xstate';
import type { AuthSessionLogic } from '@/lib/auth';
import { aUser, fakeAuthLogic } from '@/testing/auth';

/** A signed-in user as the account pages see them: with roles in the current account. */
export function anAccountUser(
  overrides: Partial<AuthenticatedUser> & {
    permissions?: readonly string[];
    roles?: string[];
  } = {},
): AuthenticatedUser {
  const { roles = ['Owner'], ...rest } = overrides;
  const user = aUser(rest);
  return {
    ...user,
    current_account_user: {
      id: 100,
      account_id: user.current_account.id,
      user_id: user.id,
      roles: roles.map((name, index) => ({ id: index + 1, name })),
      all_permission_names: user.current_account_user.all_permission_names,
    },
  };
}

/**
 * A fake session whose `GET /user` answers what the (fake) server holds now: change `server.user`
 * to see what a `user.reload` brings.
 */
export function sessionWithServer(user: AuthenticatedUser): {
  logic: AuthSessionLogic;
  server: { user: AuthenticatedUser; loads: number };
} {
  const server = { user, loads: 0 };
  const logic = fakeAuthLogic({ user }).provide({
    actors: {
      loadUser: fromPromise(async () => {
        server.loads += 1;
        return server.user;
      }),
    },
  }) as AuthSessionLogic;
  return { logic, server };
}
