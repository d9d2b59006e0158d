import type { Schemas } from '@liftline/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppRouter } from '@/app/router';
import { aUser } from '@/testing/auth';
import { fakeApi, json, type FakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

type AdminAccount = Schemas['AdminAccount'];

const URL = '/authorized/account/admin/accounts';
const admin = aUser({ is_platform_admin: true });

const anAccount = (overrides: Partial<AdminAccount>): AdminAccount => ({
  id: 7,
  name: 'Harbor Lifts',
  created_at: '2026-11-01T10:00:00.000Z',
  member_count: 2,
  product_count: 3,
  published_count: 0,
  publishing_approved: false,
  publishing_decision: null,
  ...overrides,
});

/** A server holding one account; deciding changes it as the real one does. */
function accountsServer(account: AdminAccount): FakeApi {
  let current = account;
  return fakeApi({
    'GET /admin/accounts': () =>
      json({ items: [current], meta: { page: 1, per_page: 20, total: 1, total_pages: 1 } }),
    'POST /admin/accounts/:id/publishing': (request) => {
      const { approved, reason } = request.body as { approved: boolean; reason: string };
      current = {
        ...current,
        publishing_approved: approved,
        published_count: approved ? current.published_count : 0,
        publishing_decision: {
          approved,
          reason,
          decided_by: { id: admin.id, name: admin.name, email: admin.email },
          decided_at: '2026-11-25T09:00:00.000Z',
        },
      };
      return json(current);
    },
  });
}

describe('the accounts page (platform administrators)', () => {
  // The page's code and the back office's frame are imported before the first test: imported for
  // the first time (transformed on demand), they took over findBy's 5 s on a loaded machine.
  beforeAll(async () => {
    await Promise.all([
      import('@/app/routes/account/admin-accounts'),
      import('@/features/account/components/account-frame'),
    ]);
  }, 60_000);

  it('lists accounts with their publishing state and sends the search and filter', async () => {
    const api = accountsServer(anAccount({}));
    renderApp(<AppRouter />, { api, user: admin, url: `${URL}?q=harbor&publishing=not_approved` });

    const list = await screen.findByRole('list', { name: 'Accounts' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Harbor Lifts' })).toBeTruthy();
    expect(within(item).getByText('Not approved')).toBeTruthy();
    expect(item.textContent).toContain('2 members · 3 products, 0 published');
    expect(item.textContent).toContain('Never reviewed.');
    const query = api.calls('GET /admin/accounts')[0]!.query;
    expect([query.get('q'), query.get('publishing')]).toEqual(['harbor', 'not_approved']);
  });

  it('approves with a reason (required), then shows the decision', async () => {
    const api = accountsServer(anAccount({}));
    renderApp(<AppRouter />, { api, user: admin, url: URL });

    fireEvent.click(
      await screen.findByRole('button', { name: 'Approve publishing: Harbor Lifts' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Let Harbor Lifts publish?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve publishing' }));
    expect(await within(dialog).findByText('Say why, for the other administrators')).toBeTruthy();
    expect(api.calls('POST /admin/accounts/:id/publishing')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: '  Verified dealer licence  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve publishing' }));

    expect(await screen.findByText('Harbor Lifts may now publish to the catalog.')).toBeTruthy();
    const [call] = api.calls('POST /admin/accounts/:id/publishing');
    expect(call!.params.id).toBe('7');
    expect(call!.body).toEqual({ approved: true, reason: 'Verified dealer licence' });
    // The list was read again: the decision shows.
    const list = screen.getByRole('list', { name: 'Accounts' });
    await waitFor(() => expect(within(list).getByText('May publish')).toBeTruthy());
    expect(
      within(list).getByText(/Approved .* by Olive Owner: “Verified dealer licence”/),
    ).toBeTruthy();
  });

  it('says what revoking does to the published units', async () => {
    const api = accountsServer(anAccount({ publishing_approved: true, published_count: 12 }));
    renderApp(<AppRouter />, { api, user: admin, url: URL });

    fireEvent.click(await screen.findByRole('button', { name: 'Revoke publishing: Harbor Lifts' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Revoke publishing for Harbor Lifts?',
    });
    expect(dialog.textContent).toContain(
      'Its 12 published units go back to draft and leave the catalog at once.',
    );
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Junk' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke publishing' }));
    expect(
      await screen.findByText('Harbor Lifts may no longer publish; its units left the catalog.'),
    ).toBeTruthy();
    expect(api.calls('POST /admin/accounts/:id/publishing')[0]!.body).toEqual({
      approved: false,
      reason: 'Junk',
    });
  });

  it('is in the account navigation of platform administrators only', async () => {
    renderApp(<AppRouter />, { api: accountsServer(anAccount({})), user: admin, url: URL });
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(nav).getByRole('link', { name: 'Accounts' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});
