import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRouter } from '@/app/router';
import { aUser } from '@/testing/auth';
import { stubClipboard } from '@/testing/clipboard';
import { apiError, fakeApi, json, noContent, serverError, type FakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import type { ApiKey } from '../integrations-api';
import { anApiKey, aPage, KEY_SECRET, withSecret } from '../testing/integration-fixtures';

const KEYS = '/authorized/account/api-keys';
/** A member who manages keys and may see leads and products, but not manage users. */
const manager = aUser({
  permissions: ['api_keys.manage', 'leads.view', 'products.view', 'products.manage', 'audit.view'],
});

/** A server holding `keys`; creating adds one and answers it with its secret. */
function keysServer(keys: ApiKey[], onCreate?: () => Response): FakeApi {
  return fakeApi({
    'GET /account/:id/api-keys': () => json(aPage(keys)),
    'POST /account/:id/api-keys': (request) => {
      if (onCreate) return onCreate();
      const body = request.body as { name: string; permission_names: string[] };
      const key = anApiKey({ id: 8, prefix: 'sk_NewKey00', ...body });
      keys.unshift(key);
      return json(withSecret(key), 201);
    },
    'DELETE /account/:id/api-keys/:keyId': (request) => {
      const key = keys.find((one) => String(one.id) === request.params.keyId)!;
      Object.assign(key, { status: 'revoked', revoked_at: '2026-11-27T12:00:00.000Z' });
      return noContent();
    },
  });
}

const row = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create a key' }));
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Name/)));
}

const writeText = stubClipboard();

describe('the API keys page', () => {
  it('lists each key: prefix, permissions, creator, last use, expiry and status; never a secret', async () => {
    renderApp(<AppRouter />, {
      api: keysServer([
        anApiKey({ last_used_at: '2026-11-26T08:00:00.000Z' }),
        anApiKey({
          id: 2,
          name: 'Old script',
          status: 'revoked',
          revoked_at: '2026-11-21T08:00:00.000Z',
          permission_names: [],
          created_by: null,
        }),
      ]),
      user: manager,
      url: KEYS,
    });
    const erp = await row('ERP sync');
    expect(within(erp).getByText('sk_4fQm9ZkD…')).toBeTruthy();
    expect(within(erp).getByText('See leads')).toBeTruthy();
    expect(within(erp).getByText('See products')).toBeTruthy();
    expect(within(erp).getByText('by Olive Owner')).toBeTruthy();
    expect(within(erp).getByText('Active')).toBeTruthy();
    expect(within(erp).getByText('Never')).toBeTruthy(); // no expiry
    expect(
      within(erp).getByRole('link', { name: 'Activity of ERP sync' }).getAttribute('href'),
    ).toBe('/authorized/account/audit?api_key_id=3');
    const old = await row('Old script');
    expect(within(old).getByText('Revoked')).toBeTruthy();
    expect(within(old).getByText('by a former member')).toBeTruthy();
    expect(within(old).queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(document.body.textContent).not.toContain('sk_4fQm9ZkD2x');
  });

  it('groups the permissions by resource, none / read / write, within what the member holds', async () => {
    renderApp(<AppRouter />, { api: keysServer([]), user: manager, url: KEYS });
    await openForm();
    const permissions = screen.getByRole('group', { name: /^Permissions/ });
    const resources = within(permissions)
      .getAllByRole('group')
      .map((group) => [
        group.querySelector('legend')!.textContent,
        within(group)
          .getAllByRole('radio')
          .filter((radio) => !(radio as HTMLInputElement).disabled)
          .map((radio) => radio.parentElement!.textContent),
      ]);
    // Never “Manage API keys”; leads and the audit log are read-only for this member.
    expect(resources).toEqual([
      ['Products', ['None', 'Read', 'Write']],
      ['Leads and bookings', ['None', 'Read']],
      ['Audit log', ['None', 'Read']],
    ]);
  });

  it('sends write as both names of a resource, and none as neither', async () => {
    const api = keysServer([]);
    renderApp(<AppRouter />, { api, user: manager, url: KEYS });
    await openForm();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Catalog sync' } });
    const products = screen.getByRole('group', { name: 'Products' });
    fireEvent.click(within(products).getByRole('radio', { name: 'Write' }));
    const audit = screen.getByRole('group', { name: 'Audit log' });
    fireEvent.click(within(audit).getByRole('radio', { name: 'Read' }));
    fireEvent.click(within(audit).getByRole('radio', { name: 'None' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create the key' }));
    await screen.findByRole('dialog', { name: 'Catalog sync: your secret key' });
    expect(
      (api.calls('POST /account/:id/api-keys')[0]!.body as { permission_names: string[] })
        .permission_names,
    ).toEqual(['products.view', 'products.manage']);
  });

  it('creates a key, shows its secret once with Copy, then gives the focus back', async () => {
    const api = keysServer([]);
    renderApp(<AppRouter />, { api, user: manager, url: KEYS });
    await openForm();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'ERP sync' } });
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Leads and bookings' })).getByRole('radio', {
        name: 'Read',
      }),
    );
    fireEvent.change(screen.getByLabelText(/^Expires/), { target: { value: '2099-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the key' }));

    const dialog = await screen.findByRole('dialog', { name: 'ERP sync: your secret key' });
    expect(api.calls('POST /account/:id/api-keys')[0]!.body).toEqual({
      name: 'ERP sync',
      permission_names: ['leads.view'],
      expires_at: new Date('2099-01-31T23:59:59.999').toISOString(),
    });
    expect((within(dialog).getByLabelText('Secret key') as HTMLTextAreaElement).value).toBe(
      KEY_SECRET,
    );
    expect(dialog.textContent).toContain('you won’t see it again');
    const copy = within(dialog).getByRole('button', { name: 'Copy' });
    expect(document.activeElement).toBe(copy);
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(writeText()).toHaveBeenCalledWith(KEY_SECRET);
    expect(within(dialog).getByRole('status').textContent).toBe('Copied');

    fireEvent.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create a key' })),
    );
    expect(document.body.textContent).not.toContain(KEY_SECRET);
    expect(await row('ERP sync')).toBeTruthy();
  });

  it('without a clipboard the secret is selected to copy by hand, and the dialog says so', async () => {
    Reflect.deleteProperty(navigator, 'clipboard');
    renderApp(<AppRouter />, { api: keysServer([]), user: manager, url: KEYS });
    await openForm();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Script' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Script: your secret key' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    });
    expect(within(dialog).getByRole('status').textContent).toMatch(/selected: press Ctrl\+C/);
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Secret key'));
  });

  it('refuses an empty name and a day in the past before sending', async () => {
    const api = keysServer([]);
    renderApp(<AppRouter />, { api, user: manager, url: KEYS });
    await openForm();
    fireEvent.change(screen.getByLabelText(/^Expires/), { target: { value: '2020-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the key' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('Choose a day from today on, or leave it empty')).toBeTruthy();
    expect(api.calls('POST /account/:id/api-keys')).toHaveLength(0);
  });

  it('says what the server refused (the privilege ceiling) and creates nothing', async () => {
    const api = keysServer([], () =>
      apiError(403, 'You do not hold these permissions: leads.view.', { slug: 'forbidden' }),
    );
    renderApp(<AppRouter />, { api, user: manager, url: KEYS });
    await openForm();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'ERP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the key' }));
    expect(await screen.findByText(/You do not hold these permissions/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends an Idempotency-Key: the same when the request is tried again, a new one for the next key', async () => {
    let failures = 1;
    const api = keysServer([]);
    api.on('POST /account/:id/api-keys', () => {
      if (failures-- > 0) return serverError();
      return json(withSecret(anApiKey({ id: 9 })), 201);
    });
    renderApp(<AppRouter />, { api, user: manager, url: KEYS });
    await openForm();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'ERP sync' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the key' }));
    await waitFor(() => expect(api.calls('POST /account/:id/api-keys')).toHaveLength(1));
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Create the key' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create the key' }));
    const dialog = await screen.findByRole('dialog', { name: /your secret key$/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await openForm();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'ERP sync' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the key' }));
    await waitFor(() => expect(api.calls('POST /account/:id/api-keys')).toHaveLength(3));
    const [first, retry, next] = api
      .calls('POST /account/:id/api-keys')
      .map((call) => call.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('revokes a key only after the confirmation', async () => {
    const api = keysServer([anApiKey()]);
    renderApp(<AppRouter />, { api, user: manager, url: KEYS });
    fireEvent.click(within(await row('ERP sync')).getByRole('button', { name: 'Revoke ERP sync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke ERP sync?' });
    expect(api.calls('DELETE /account/:id/api-keys/:keyId')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke the key' }));
    await waitFor(() => expect(api.calls('DELETE /account/:id/api-keys/:keyId')).toHaveLength(1));
    expect(api.calls('DELETE /account/:id/api-keys/:keyId')[0]!.params.keyId).toBe('3');
    expect(await within(await row('ERP sync')).findByText('Revoked')).toBeTruthy();
  });
});
