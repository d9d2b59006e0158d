import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRouter } from '@/app/router';
import { anAdminBranch, type AdminBranch } from '@/features/branches/testing/branch-fixtures';
import { aUser } from '@/testing/auth';
import { fakeApi, json, validationError, type FakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

const LIST = '/authorized/account/admin/branches';
const admin = aUser({ is_platform_admin: true });

/** A server holding branches; writes change them as the real one does. */
function branchesServer(
  branches: AdminBranch[],
  routes: Parameters<typeof fakeApi>[0] = {},
): FakeApi {
  let current = branches;
  const page = () =>
    json({
      items: current,
      meta: { page: 1, per_page: 20, total: current.length, total_pages: 1 },
    });
  return fakeApi({
    'GET /admin/branches': page,
    'GET /admin/branches/:id': ({ params }) =>
      json(current.find((branch) => String(branch.id) === params.id)),
    'POST /admin/branches': ({ body }) => {
      const created = anAdminBranch({ ...(body as Partial<AdminBranch>), id: 42 });
      current = [...current, created];
      return json(created, 201);
    },
    'PUT /admin/branches/:id': ({ params, body }) => {
      current = current.map((branch) =>
        String(branch.id) === params.id
          ? { ...branch, ...(body as Partial<AdminBranch>), updated_at: new Date().toISOString() }
          : branch,
      );
      return json(current.find((branch) => String(branch.id) === params.id));
    },
    ...routes,
  });
}

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('branch management (platform administrators)', () => {
  it('lists every branch with its city, time zone, status and operating account', async () => {
    const api = branchesServer([
      anAdminBranch({ id: 3 }),
      anAdminBranch({
        id: 4,
        name: 'Fresno',
        city: 'Fresno',
        state: 'CA',
        time_zone: 'America/Los_Angeles',
        is_active: false,
        account: null,
      }),
    ]);
    renderApp(<AppRouter />, { api, user: admin, url: `${LIST}?q=fres` });

    const table = await screen.findByRole('table', { name: 'Branches' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent)),
    ).toEqual([
      ['Columbus', 'Columbus, OH', 'Eastern (New York)', 'Active', 'Liftline Demo'],
      ['Fresno', 'Fresno, CA', 'Pacific (Los Angeles)', 'Deactivated', '—'],
    ]);
    expect(api.calls('GET /admin/branches')[0]!.query.get('q')).toBe('fres');
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(within(nav).getByRole('link', { name: 'Branches' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('is forbidden to other users', async () => {
    renderApp(<AppRouter />, { api: branchesServer([]), user: aUser(), url: LIST });
    expect(await screen.findByText(/for the platform's administrators/)).toBeTruthy();
  });

  it('creates a branch: open days only, closures, the state left to the ZIP code', async () => {
    const api = branchesServer([]);
    const { history } = renderApp(<AppRouter />, { api, user: admin, url: `${LIST}/new` });

    await screen.findByRole('heading', { level: 1, name: 'New branch' });
    fill('Name', 'Dayton');
    fill('Street address', '55 Main St');
    fill('ZIP code', '45402');
    fill('City', 'Dayton');
    fill('Time zone', 'America/New_York');
    // Friday closed, Saturday 08:00–12:00.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Friday: open' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Saturday: open' }));
    fill('Saturday opens', '08:00');
    fill('Saturday closes', '12:00');
    fireEvent.click(screen.getByRole('button', { name: 'Add a closure' }));
    fill('Closure 1 date', '2026-12-25');
    fill('Closure 1 reason', 'Christmas Day');
    fireEvent.click(screen.getByRole('button', { name: 'Create branch' }));

    await waitFor(() => expect(api.calls('POST /admin/branches')).toHaveLength(1));
    expect(api.calls('POST /admin/branches')[0]!.body).toEqual({
      name: 'Dayton',
      address_line1: '55 Main St',
      zip_code: '45402',
      city: 'Dayton',
      phone_number: null,
      email: null,
      time_zone: 'America/New_York',
      weekly_hours: [
        { day: 'mon', opens: '07:00', closes: '17:00' },
        { day: 'tue', opens: '07:00', closes: '17:00' },
        { day: 'wed', opens: '07:00', closes: '17:00' },
        { day: 'thu', opens: '07:00', closes: '17:00' },
        { day: 'sat', opens: '08:00', closes: '12:00' },
      ],
      closures: [{ date: '2026-12-25', reason: 'Christmas Day' }],
    });
    await waitFor(() => expect(history.at(-1)).toBe(`${LIST}/42`));
    expect(await screen.findByText('Dayton is created and active.')).toBeTruthy();
  });

  it('checks closing after opening and the ZIP code before sending', async () => {
    const api = branchesServer([]);
    renderApp(<AppRouter />, { api, user: admin, url: `${LIST}/new` });
    await screen.findByRole('heading', { level: 1, name: 'New branch' });
    fill('Name', 'Dayton');
    fill('Street address', '55 Main St');
    fill('ZIP code', '4540');
    fill('City', 'Dayton');
    fill('Time zone', 'America/New_York');
    fill('Tuesday closes', '06:00');
    fireEvent.click(screen.getByRole('button', { name: 'Create branch' }));

    expect(await screen.findByText('Closing time must be after opening time')).toBeTruthy();
    expect(screen.getByText('Please provide a five digit zip code')).toBeTruthy();
    expect(screen.getByText('2 fields need attention.')).toBeTruthy();
    expect(api.calls('POST /admin/branches')).toHaveLength(0);
  });

  it('puts a 422 about a sent day on that weekday’s row, and an unknown ZIP on the ZIP code', async () => {
    const api = branchesServer([anAdminBranch({ id: 3, weekly_hours: [] })], {
      'PUT /admin/branches/:id': () =>
        validationError({
          // Monday and Tuesday are closed: the first day sent (index 0) is Wednesday.
          'weekly_hours.0.closes': ['must be after opens'],
          zip_code: ['is not a known ZIP code'],
        }),
    });
    renderApp(<AppRouter />, { api, user: admin, url: `${LIST}/3` });
    await screen.findByRole('heading', { level: 1, name: 'Columbus' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Wednesday: open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save branch' }));

    expect(await screen.findByText('is not a known ZIP code')).toBeTruthy();
    const wednesday = screen.getByRole('checkbox', { name: 'Wednesday: open' }).closest('li')!;
    expect(wednesday.textContent).toContain('must be after opens');
    expect(within(wednesday).getByLabelText('Wednesday closes').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(api.calls('PUT /admin/branches/:id')[0]!.body).toMatchObject({
      weekly_hours: [{ day: 'wed', opens: '07:00', closes: '17:00' }],
    });
  });

  it('edits a branch and deactivates it after a confirmation that explains what it does', async () => {
    const api = branchesServer([anAdminBranch({ id: 3 })]);
    renderApp(<AppRouter />, { api, user: admin, url: `${LIST}/3` });
    await screen.findByRole('heading', { level: 1, name: 'Columbus' });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Columbus');
    expect((screen.getByLabelText('Saturday opens') as HTMLInputElement).value).toBe('08:00');
    expect(screen.getByText('Closed', { selector: 'li span' })).toBeTruthy(); // Sunday

    fill('Name', 'Columbus West');
    fireEvent.click(screen.getByRole('button', { name: 'Save branch' }));
    expect(await screen.findByText('Columbus West is saved.')).toBeTruthy();
    expect(api.calls('PUT /admin/branches/:id')[0]!.body).toMatchObject({
      name: 'Columbus West',
      city: 'Columbus',
      state: 'OH',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate branch' }));
    const dialog = await screen.findByRole('dialog', { name: /Deactivate Columbus/ });
    expect(dialog.textContent).toContain('leaves the directory');
    expect(dialog.textContent).toContain('keeps its leads, its units and its history');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate branch' }));
    expect(await screen.findByText(/is deactivated\./)).toBeTruthy();
    expect(api.calls('PUT /admin/branches/:id').at(-1)!.body).toEqual({ is_active: false });
    expect(await screen.findByRole('button', { name: 'Reactivate branch' })).toBeTruthy();
  });

  it('reactivates a deactivated branch without asking', async () => {
    const api = branchesServer([anAdminBranch({ id: 3, is_active: false })]);
    renderApp(<AppRouter />, { api, user: admin, url: `${LIST}/3` });
    expect(await screen.findByText(/Not in the directory or the branch finder/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate branch' }));
    expect(await screen.findByText('Columbus is active again.')).toBeTruthy();
    expect(api.calls('PUT /admin/branches/:id')[0]!.body).toEqual({ is_active: true });
    expect(await screen.findByRole('button', { name: 'Deactivate branch' })).toBeTruthy();
  });
});
