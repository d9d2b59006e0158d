import { describe, expect, it } from 'vitest';
import { manageUsersHref, parseUsersUrl } from './users-url';

describe('users page URL', () => {
  it('reads the tab, the search and both pages, with safe defaults', () => {
    expect(parseUsersUrl('tab=invites&q=%20ana%20&page=3&invites_page=2')).toEqual({
      tab: 'invites',
      q: 'ana',
      page: 3,
      invitesPage: 2,
    });
    expect(parseUsersUrl('tab=nonsense&page=-4&invites_page=x')).toEqual({
      tab: 'users',
      q: '',
      page: 1,
      invitesPage: 1,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(manageUsersHref({ tab: 'users', q: '', page: 1, invitesPage: 1 })).toBe(
      '/authorized/account/admin/manage-users',
    );
    expect(manageUsersHref({ tab: 'invites', q: 'ana lee', page: 2, invitesPage: 3 })).toBe(
      '/authorized/account/admin/manage-users?tab=invites&q=ana+lee&page=2&invites_page=3',
    );
  });

  it('round-trips', () => {
    const state = { tab: 'invites', q: 'o’neil & co', page: 4, invitesPage: 1 } as const;
    const href = manageUsersHref(state);
    expect(parseUsersUrl(href.split('?')[1] ?? '')).toEqual(state);
  });
});
