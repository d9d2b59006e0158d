import { jsonResponse } from '@liftline/sdk/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUser } from '@/lib/auth';
import { renderApp } from '@/testing/render-app';

import { anAccountUser, sessionWithServer } from '../testing/account-session';
import { CurrentAccountCard } from './current-account-card';

const fetchMock = vi.fn<typeof fetch>();

function SessionCard() {
  const user = useUser();
  return user ? <CurrentAccountCard user={user} /> : null;
}

afterEach(() => fetchMock.mockReset());

describe('CurrentAccountCard', () => {
  it('names the current account and the roles the user holds in it', async () => {
    const user = anAccountUser({ roles: ['Sales', 'Member'] });
    renderApp(<SessionCard />, { fetch: fetchMock, authLogic: sessionWithServer(user).logic });
    expect(await screen.findByText('Demo Rentals')).toBeTruthy();
    expect(screen.getByText('Sales and Member')).toBeTruthy();
    expect(screen.queryByText(/You belong to/)).toBeNull();
    expect(screen.queryByLabelText('Switch to another account')).toBeNull();
  });

  it('says when the user belongs to several accounts and switches the current one', async () => {
    const current = { id: 1, name: 'Demo Rentals' };
    const other = { id: 2, name: 'Prairie Lifts' };
    const user = anAccountUser({ accounts: [current, other] });
    const { logic, server } = sessionWithServer(user);
    fetchMock.mockImplementation(async () => {
      server.user = anAccountUser({
        accounts: [current, other],
        current_account: { ...other, publishing_approved: false },
        roles: ['Member'],
      });
      return jsonResponse(server.user);
    });
    renderApp(<SessionCard />, { fetch: fetchMock, authLogic: logic });

    expect(
      await screen.findByText(/You belong to 2 accounts; the other is Prairie Lifts/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Switch account' }));

    await waitFor(() => expect(screen.getByText('Prairie Lifts', { selector: 'p' })).toBeTruthy());
    expect(screen.getByText('Member')).toBeTruthy();
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.url).toBe('http://liftline.test/api/v1/user/');
    expect(await request.clone().json()).toEqual({ current_account_id: 2 });
  });
});
