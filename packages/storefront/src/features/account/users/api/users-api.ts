import { unwrap, type Schemas } from '@liftline/sdk';
import { apiClient } from '@/lib/api-client';

export type AccountUser = Schemas['AccountUser'];
export type AccountUserPage = Schemas['AccountUserPage'];
export type AssignableRole = Schemas['AssignableRole'];
export type Invite = Schemas['Invite'];
export type InvitePage = Schemas['InvitePage'];
export type InviteWithLink = Schemas['InviteWithLink'];
export type InviteInput = Schemas['InviteInput'];
export type InviteStatus = Schemas['InviteStatus'];

export const USERS_PER_PAGE = 20;
export const INVITES_PER_PAGE = 20;

/** One page of the account's users, matching `q` against name and e-mail (`listAccountUsers`). */
export function fetchAccountUsers(
  accountId: number,
  query: { q?: string | undefined; page?: number | undefined; roleId?: number; perPage?: number },
  signal?: AbortSignal,
): Promise<AccountUserPage> {
  return unwrap(
    apiClient.GET('/account/{id}/account-users', {
      params: {
        path: { id: accountId },
        query: {
          q: query.q || undefined,
          page: query.page && query.page > 1 ? query.page : undefined,
          per_page: query.perPage ?? USERS_PER_PAGE,
          role_id: query.roleId,
        },
      },
      signal,
    }),
  );
}

/** The roles that can be given to users and invitees (`listAccountUserRoles`, needs users.view). */
export async function fetchAssignableRoles(
  accountId: number,
  signal?: AbortSignal,
): Promise<AssignableRole[]> {
  const page = await unwrap(
    apiClient.GET('/account/{id}/account-users/roles', {
      params: { path: { id: accountId }, query: { per_page: 100 } },
      signal,
    }),
  );
  return page.items;
}

/** Replaces a user's roles; `userId` is the user's id (`AccountUser.user.id`). */
export function setUserRoles(
  accountId: number,
  userId: number,
  roleIds: number[],
): Promise<AccountUser> {
  return unwrap(
    apiClient.POST('/account/{id}/account-users/{userId}/roles', {
      params: { path: { id: accountId, userId } },
      body: { role_ids: roleIds },
    }),
  );
}

export async function removeAccountUser(accountId: number, userId: number): Promise<void> {
  await unwrap(
    apiClient.DELETE('/account/{id}/account-users/{userId}', {
      params: { path: { id: accountId, userId } },
    }),
  );
}

export function fetchInvites(
  accountId: number,
  query: { page?: number | undefined },
  signal?: AbortSignal,
): Promise<InvitePage> {
  return unwrap(
    apiClient.GET('/account/{id}/account-users/invite', {
      params: {
        path: { id: accountId },
        query: {
          page: query.page && query.page > 1 ? query.page : undefined,
          per_page: INVITES_PER_PAGE,
        },
      },
      signal,
    }),
  );
}

/** Sends an invite; the answer carries its link (`invite_url`), known only now. */
export function createInvite(accountId: number, body: InviteInput): Promise<InviteWithLink> {
  return unwrap(
    apiClient.POST('/account/{id}/account-users/invite', {
      params: { path: { id: accountId } },
      body,
    }),
  );
}

/** Sends the invite again with a new link (the earlier one stops working). */
export function resendInvite(accountId: number, inviteId: number): Promise<InviteWithLink> {
  return unwrap(
    apiClient.POST('/account/{id}/account-users/invite/{inviteId}/resend', {
      params: { path: { id: accountId, inviteId } },
    }),
  );
}

export async function revokeInvite(accountId: number, inviteId: number): Promise<void> {
  await unwrap(
    apiClient.DELETE('/account/{id}/account-users/invite/{inviteId}', {
      params: { path: { id: accountId, inviteId } },
    }),
  );
}
