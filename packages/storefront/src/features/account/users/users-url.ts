import { paths } from '@/config/paths';

export type UsersTab = 'users' | 'invites';

/** The page's state in the URL (shareable; Back works): tab, user search, and each tab's page. */
export interface UsersUrlState {
  tab: UsersTab;
  q: string;
  page: number;
  invitesPage: number;
}

const positive = (value: string | null): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? n : 1;
};

export function parseUsersUrl(search: string): UsersUrlState {
  const params = new URLSearchParams(search);
  return {
    tab: params.get('tab') === 'invites' ? 'invites' : 'users',
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: positive(params.get('page')),
    invitesPage: positive(params.get('invites_page')),
  };
}

/** The page's absolute URL for a state (defaults left out). */
export function manageUsersHref(state: Partial<UsersUrlState>): string {
  const params = new URLSearchParams();
  if (state.tab === 'invites') params.set('tab', 'invites');
  if (state.q) params.set('q', state.q);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  if (state.invitesPage && state.invitesPage > 1)
    params.set('invites_page', String(state.invitesPage));
  const query = params.toString();
  return `${paths.manageUsers.getHref()}${query ? `?${query}` : ''}`;
}
