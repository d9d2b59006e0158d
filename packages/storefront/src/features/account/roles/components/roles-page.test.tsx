import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '@/testing/auth';
import { renderApp } from '@/testing/render-app';
import { createFakeAccountApi, type FakeAccountApi } from '../testing/fake-account-api';
import { DISCARD_QUESTION } from './edit-dialog';
import { RolesPage } from './roles-page';

let api: FakeAccountApi;
beforeEach(() => {
  api = createFakeAccountApi();
});

const MANAGER = ['roles.view', 'roles.manage', 'users.view'];
const VIEWER = ['roles.view', 'users.view'];

async function renderRoles(permissions = MANAGER) {
  const result = renderApp(<RolesPage />, { fetch: api.handle, user: aUser({ permissions }) });
  await screen.findByRole('table', { name: 'Roles and the permissions they grant' });
  return result;
}

const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;

describe('RolesPage matrix', () => {
  it('shows a row per role and a check mark where the role grants the permission', async () => {
    await renderRoles();

    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Products', 'Roles', 'Users', 'See products', 'Manage roles']),
    );
    const cells = within(rowOf('Yard crew')).getAllByRole('cell');
    // Columns follow the catalogue: assets.manage, products.manage, products.view, roles.manage, …
    expect(cells.slice(0, 8).map((cell) => cell.textContent)).toEqual([
      '–Not granted',
      '–Not granted',
      'Granted',
      '–Not granted',
      '–Not granted',
      '–Not granted',
      '–Not granted',
      '–Not granted',
    ]);
    expect(within(rowOf('Owner')).getAllByText('Granted')).toHaveLength(8);
    expect(within(rowOf('Owner')).getByText('Built-in')).toBeTruthy();
    expect(within(rowOf('Owner')).getByText('1 member')).toBeTruthy();
  });

  it('stacks the roles as a list on narrow screens (375px), each with its permissions', async () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      renderApp(<RolesPage />, { fetch: api.handle, user: aUser({ permissions: MANAGER }) });
      const list = await screen.findByRole('list', {
        name: 'Roles and the permissions they grant',
      });
      expect(screen.queryByRole('table')).toBeNull();
      const crew = within(list)
        .getAllByRole('listitem')
        .find((item) => within(item).queryByRole('heading', { name: 'Yard crew' }))!;
      expect(within(crew).getByText('See products')).toBeTruthy();
      expect(within(crew).queryByText('See roles')).toBeNull();
      expect(within(crew).getByRole('button', { name: 'Edit role Yard crew' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers to retry when the roles cannot be loaded', async () => {
    api.fail({
      method: 'GET',
      path: /\/roles$/,
      status: 503,
      body: { message: 'Down for maintenance' },
    });
    renderApp(<RolesPage />, { fetch: api.handle, user: aUser({ permissions: MANAGER }) });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the roles.');
    expect(alert.textContent).toContain('Down for maintenance');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});

describe('RolesPage permissions', () => {
  it('with roles.manage: New role, and Edit/Delete on custom roles only', async () => {
    await renderRoles(MANAGER);

    expect(screen.getByRole('button', { name: 'New role' })).toBeTruthy();
    expect(
      within(rowOf('Yard crew')).getByRole('button', { name: 'Edit role Yard crew' }),
    ).toBeTruthy();
    expect(
      within(rowOf('Yard crew')).getByRole('button', { name: 'Delete role Yard crew' }),
    ).toBeTruthy();
    expect(within(rowOf('Owner')).queryByRole('button')).toBeNull();
    expect(within(rowOf('Owner')).getByText('Built-in roles can’t be changed')).toBeTruthy();
    expect(screen.queryByText(/View only/)).toBeNull();
  });

  it('without roles.manage: no changes offered, and a notice says which permission is needed', async () => {
    await renderRoles(VIEWER);

    expect(screen.queryByRole('button', { name: 'New role' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit role|Delete role/ })).toBeNull();
    const notice = screen.getByText(/View only/).closest('p')!;
    expect(notice.textContent).toContain('needs the “Manage roles” permission');
  });
});

async function openNewRole() {
  fireEvent.click(screen.getByRole('button', { name: 'New role' }));
  return screen.findByRole('dialog', { name: 'New role' });
}

describe('RoleFormDialog', () => {
  it('checks the name before sending anything', async () => {
    await renderRoles();
    const dialog = await openNewRole();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(await within(dialog).findByText('Enter a name for the role.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'yard CREW' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(
      await within(dialog).findByText(
        'A role named “yard CREW” already exists. Choose another name.',
      ),
    ).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'x'.repeat(101) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(await within(dialog).findByText('Use at most 100 characters (now 101).')).toBeTruthy();
    expect(api.callsTo('PUT', /\/roles$/)).toHaveLength(0);
  });

  it('creates a role with the checked permissions and shows it in the matrix', async () => {
    await renderRoles();
    const dialog = await openNewRole();

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  Sales reps ' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Manage products' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'See products' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create role' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New role' })).toBeNull());
    expect(api.callsTo('PUT', /\/roles$/)[0]?.body).toEqual({
      name: 'Sales reps',
      description: null,
      permission_names: ['products.manage', 'products.view'],
    });
    expect(await screen.findByText('Role “Sales reps” created.')).toBeTruthy();
    await waitFor(() =>
      expect(within(rowOf('Sales reps')).getAllByText('Granted')).toHaveLength(2),
    );
  });

  it('shows the server’s 409 reason and keeps the form open', async () => {
    await renderRoles();
    api.fail({
      method: 'POST',
      path: /\/roles\/5$/,
      status: 409,
      body: {
        message: 'This change would leave the account without anyone who can manage its users.',
        slug: 'conflict',
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit role Yard crew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role “Yard crew”' });
    expect(within(dialog).getByLabelText('Name')).toHaveProperty('value', 'Yard crew');
    expect(within(dialog).getByRole('checkbox', { name: 'See products' })).toHaveProperty(
      'checked',
      true,
    );

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Manage users' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    // The error toast (in a browser it shows inside the modal dialog: toasts.test.tsx).
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Conflict: This change would leave the account without anyone who can manage its users.',
    );
    expect(screen.getByRole('dialog', { name: 'Edit role “Yard crew”' })).toBeTruthy();
  });

  it('a 422 shows the validation toast and the server’s message beside the field', async () => {
    await renderRoles();
    api.fail({
      method: 'PUT',
      path: /\/roles$/,
      status: 422,
      body: {
        message: 'The given data was invalid.',
        slug: 'validation_failed',
        errors: { name: ['must not be empty'] },
      },
    });
    const dialog = await openNewRole();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Crew 2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create role' }));

    expect(await within(dialog).findByText('must not be empty')).toBeTruthy();
    const toast = await screen.findByText('Validation Error: Check inputs and try again.');
    expect(toast).toBeTruthy();
  });

  it('asks before closing with unsaved changes: keep editing or discard', async () => {
    await renderRoles();
    let dialog = await openNewRole();

    // Nothing typed yet: closes at once.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'New role' })).toBeNull();

    dialog = await openNewRole();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Half done' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(within(dialog).getByRole('alert').textContent).toContain(DISCARD_QUESTION);
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Keep editing' }),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByLabelText('Name')).toHaveProperty('value', 'Half done');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    expect(screen.queryByRole('dialog', { name: 'New role' })).toBeNull();
    expect(api.callsTo('PUT', /\/roles$/)).toHaveLength(0);
  });
});

describe('deleting a role', () => {
  it('asks first, deletes, and the role leaves the matrix', async () => {
    await renderRoles();
    fireEvent.click(screen.getByRole('button', { name: 'Delete role Yard crew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the role “Yard crew”?' });
    expect(api.callsTo('DELETE', /\/roles\/5$/)).toHaveLength(0);

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete role' }));
    });

    expect(api.callsTo('DELETE', /\/roles\/5$/)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^Yard crew/ })).toBeNull());
    expect(screen.getByText('Role “Yard crew” deleted.')).toBeTruthy();
  });

  it('a role still held by members: the dialog warns, and shows the server’s 409', async () => {
    api.state.roles[2]!.member_count = 2;
    await renderRoles();
    fireEvent.click(screen.getByRole('button', { name: 'Delete role Yard crew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the role “Yard crew”?' });
    expect(dialog.textContent).toContain('2 members hold “Yard crew”');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete role' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Conflict: This role is still assigned to members of the account. Give them other roles first.',
    );
    expect(rowOf('Yard crew')).toBeTruthy();
  });
});
