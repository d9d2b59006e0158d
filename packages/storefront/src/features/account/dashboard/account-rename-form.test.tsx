import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { anAccountUser, sessionWithServer } from '../testing/account-session';
import { CurrentAccountCard } from './current-account-card';

describe('renaming the account', () => {
  it('an owner renames it in place; the name is sent trimmed and the session reloads', async () => {
    const user = anAccountUser({ roles: ['Owner'] });
    const session = sessionWithServer(user);
    const api = fakeApi({
      'POST /account/:id': (request) =>
        json({ id: Number(request.params.id), name: (request.body as { name: string }).name }),
    });
    renderApp(<CurrentAccountCard user={user} />, { api, authLogic: session.logic });

    fireEvent.click(await screen.findByRole('button', { name: 'Rename account' }));
    const field = screen.getByLabelText('Account name') as HTMLInputElement;
    expect(field.value).toBe(user.current_account.name);
    await waitFor(() => expect(document.activeElement).toBe(field));

    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Enter the account’s name')).toBeTruthy();
    expect(api.calls('POST /account/:id')).toHaveLength(0);

    fireEvent.change(field, { target: { value: '  Harbor Lifts LLC ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('The account is now called Harbor Lifts LLC.')).toBeTruthy();
    expect(api.calls('POST /account/:id')[0]!.body).toEqual({ name: 'Harbor Lifts LLC' });
    expect(api.calls('POST /account/:id')[0]!.params.id).toBe(String(user.current_account.id));
    await waitFor(() => expect(session.server.loads).toBe(1));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename account' })),
    );
  });

  it('is not offered to members who are not owners', async () => {
    const user = anAccountUser({ roles: ['Admin'] });
    renderApp(<CurrentAccountCard user={user} />, { user });
    expect(await screen.findByText('Your roles')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rename account' })).toBeNull();
  });
});
