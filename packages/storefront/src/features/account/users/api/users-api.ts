import type { Schemas } from '@liftline/sdk';
import { keepPreviousData } from '@tanstack/react-query';
import { useApi } from '@/lib/api/api-provider';

export type AccountUser = Schemas['AccountUser'];
export type AssignableRole = Schemas['AssignableRole'];
export type Invite = Schemas['Invite'];
export type InviteWithLink = Schemas['InviteWithLink'];
export type InviteStatus = Schemas['InviteStatus'];

export const USERS_PER_PAGE = 20;
export const INVITES_PER_PAGE = 20;

/** What a change of users makes stale: the users lists (also those by role) and the roles' counts. */
export const USER_QUERIES = [
  ['get', '/account/{id}/account-users'],
  ['get', '/account/{id}/roles'],
  ['get', '/account/{id}/account-users/roles'],
] as const;

export const INVITE_QUERIES = [['get', '/account/{id}/account-users/invite']] as const;

/** One page of the account's users, matching `q` against name and e-mail (`listAccountUsers`). */
export function useAccountUsers(accountId: number, { q, page }: { q: string; page: number }) {
  return useApi().useQuery(
    'get',
    '/account/{id}/account-users',
    {
      params: {
        path: { id: accountId },
        query: { q: q || undefined, page: page > 1 ? page : undefined, per_page: USERS_PER_PAGE },
      },
    },
    { placeholderData: keepPreviousData },
  );
}

/** The roles that can be given to users and invitees (`listAccountUserRoles`, needs users.view). */
export function useAssignableRoles(accountId: number) {
  return useApi().useQuery(
    'get',
    '/account/{id}/account-users/roles',
    { params: { path: { id: accountId }, query: { per_page: 100 } } },
    { select: (page) => page.items },
  );
}

/** One page of the account's invites (`listInvites`, needs invites.manage). */
export function useInvites(accountId: number, page: number) {
  return useApi().useQuery(
    'get',
    '/account/{id}/account-users/invite',
    {
      params: {
        path: { id: accountId },
        query: { page: page > 1 ? page : undefined, per_page: INVITES_PER_PAGE },
      },
    },
    { placeholderData: keepPreviousData },
  );
}
