import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aUser } from '@/testing/auth';
import { renderApp } from '@/testing/render-app';
import { createFakeAccountApi, type FakeAccountApi } from '../../roles/testing/fake-account-api';
import { ManageUsersPage } from './manage-users-page';
import { LONE_MANAGER_REASON } from './user-actions';

let api: FakeAccountApi;
beforeEach(() => {
  api = createFakeAccountApi();
});

const PAGE = '/authorized/account/admin/manage-users';
const ALL = ['users.view', 'users.manage', 'invites.manage', 'roles.view', 'roles.manage'];

async function renderUsers(permissions: string[] = ALL, url = PAGE) {
  const result = renderApp(<ManageUsersPage />, {
    fetch: api.handle,
    user: aUser({ permissions }),
    url,
  });
  await screen.findByRole('tablist', { name: 'User management' });
  return result;
}

const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;
/** The row once the users have loaded (the table arrives after the page, later on a busy machine). */
const findRowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest('tr')!;

describe('ManageUsersPage tabs', () => {
  it('opens the tab named in the URL, and puts the chosen tab in the URL', async () => {
    const { history } = await renderUsers(ALL, `${PAGE}?tab=invites`);
    const invitesTab = screen.getByRole('tab', { name: 'Invites' });
    expect(invitesTab.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Invite someone' })).toBeTruthy();

    fireEvent.keyDown(invitesTab, { key: 'ArrowLeft' });
    expect(history.at(-1)).toBe(PAGE);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByRole('searchbox', { name: 'Search users' })).toBeTruthy();

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Users' }), { key: 'ArrowRight' });
    expect(history.at(-1)).toBe(`${PAGE}?tab=invites`);
  });
});

describe('the users tab', () => {
  it('lists the users with their roles as badges and marks you', async () => {
    await renderUsers();

    await screen.findByRole('table', { name: 'Users of the account' });
    expect(within(rowOf('Olive Owner')).getByText('You')).toBeTruthy();
    expect(within(rowOf('Marco Member')).queryByText('You')).toBeNull();
    expect(
      within(rowOf('Marco Member')).getByRole('list', { name: 'Roles of Marco Member' })
        .textContent,
    ).toBe('Member');
    expect(screen.getByText('2 users')).toBeTruthy();
  });

  it('searches by the URL: the box submits ?q=, the request carries q, pages keep it', async () => {
    api.state.users.push(
      ...Array.from({ length: 25 }, (_, i) =>
        // 25 more "Marco"s: two pages of matches.
        ({
          ...api.state.users[1]!,
          id: 300 + i,
          user: { id: 300 + i, name: `Marco ${i}`, email: `m${i}@x.test` },
        }),
      ),
    );
    const { history } = await renderUsers();
    await screen.findByRole('table');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), {
      target: { value: ' marco ' },
    });
    fireEvent.submit(screen.getByRole('search', { name: 'Users' }));

    expect(history.at(-1)).toBe(`${PAGE}?q=marco`);
    await screen.findByText('26 users matching “marco”');
    const last = api.callsTo('GET', /account-users$/).at(-1)!;
    expect(last.query.get('q')).toBe('marco');
    const pages = screen.getByRole('navigation', { name: 'User pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      `${PAGE}?q=marco&page=2`,
    );
  });

  it('says when nothing matches, with a way back to everyone', async () => {
    await renderUsers(ALL, `${PAGE}?q=zzz`);
    expect(await screen.findByText(/No users match “zzz”/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all users' }).getAttribute('href')).toBe(PAGE);
  });

  it('without users.manage: no role changes or removals, and a notice says why', async () => {
    await renderUsers(['users.view']);
    await screen.findByRole('table');

    expect(screen.queryByRole('button', { name: /Change roles|Remove|Leave/ })).toBeNull();
    expect(screen.getByText(/View only/).closest('p')!.textContent).toContain(
      'needs the “Manage users” permission',
    );
  });

  it('with users.manage: change roles and remove for others', async () => {
    await renderUsers();
    await screen.findByRole('table');

    expect(
      within(rowOf('Marco Member')).getByRole('button', { name: 'Change roles of Marco Member' }),
    ).toBeTruthy();
    expect(
      within(rowOf('Marco Member')).getByRole('button', { name: 'Remove Marco Member' }),
    ).toBeTruthy();
  });

  it('does not offer leaving to the only user manager, and says why', async () => {
    await renderUsers();
    await waitFor(() =>
      expect(within(rowOf('Olive Owner')).getByText(LONE_MANAGER_REASON)).toBeTruthy(),
    );
    expect(
      within(rowOf('Olive Owner')).queryByRole('button', { name: 'Leave the account' }),
    ).toBeNull();
    expect(
      within(rowOf('Olive Owner')).getByRole('button', {
        name: 'Change roles of Olive Owner (you)',
      }),
    ).toBeTruthy();
  });

  it('offers leaving when someone else can manage users too', async () => {
    const owner = api.state.roles[0]!;
    api.state.users[1]!.roles.push({ id: owner.id, name: owner.name });
    await renderUsers();
    expect(
      await within(await findRowOf('Olive Owner')).findByRole('button', {
        name: 'Leave the account',
      }),
    ).toBeTruthy();
    expect(screen.queryByText(LONE_MANAGER_REASON)).toBeNull();
  });

  it('changes a user’s roles in a dialog and shows the new badges', async () => {
    await renderUsers();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Change roles of Marco Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change roles of Marco Member' });
    expect(within(dialog).getByRole('checkbox', { name: 'Member' })).toHaveProperty(
      'checked',
      true,
    );

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Yard crew' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save roles' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Change roles/ })).toBeNull());
    expect(api.callsTo('POST', /account-users\/2\/roles$/)[0]?.body).toEqual({ role_ids: [2, 5] });
    expect(await screen.findByText('Roles of Marco Member saved.')).toBeTruthy();
    await waitFor(() =>
      expect(within(rowOf('Marco Member')).getByRole('list').textContent).toBe('MemberYard crew'),
    );
  });

  it('shows the server’s 409 when a role change would leave nobody to manage users', async () => {
    await renderUsers();
    await screen.findByRole('table');
    api.fail({
      method: 'POST',
      path: /account-users\/1\/roles$/,
      status: 409,
      body: {
        message: 'This change would leave the account without anyone who can manage its users.',
        slug: 'conflict',
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change roles of Olive Owner (you)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your roles' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Owner' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save roles' }));

    // The error toast (in a browser it shows inside the modal dialog: toasts.test.tsx).
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Conflict: This change would leave the account without anyone who can manage its users.',
    );
    expect(screen.getByRole('dialog', { name: 'Change your roles' })).toBeTruthy();
  });

  it('removes a user after confirming', async () => {
    await renderUsers();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Marco Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Marco Member?' });
    expect(dialog.textContent).toContain('marco@liftline.test');
    expect(api.callsTo('DELETE', /account-users\/2$/)).toHaveLength(0);

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove user' }));
    });

    expect(api.callsTo('DELETE', /account-users\/2$/)).toHaveLength(1);
    expect(await screen.findByText('Marco Member was removed from the account.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: /^Marco Member/ })).toBeNull(),
    );
  });

  it('a refused removal (409) shows the server’s reason in the dialog', async () => {
    await renderUsers();
    await screen.findByRole('table');
    api.fail({
      method: 'DELETE',
      path: /account-users\/2$/,
      status: 409,
      body: { message: 'Marco is the last user manager.', slug: 'conflict' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Marco Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Marco Member?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove user' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Conflict: Marco is the last user manager.',
    );
    expect(rowOf('Marco Member')).toBeTruthy();
  });
});
