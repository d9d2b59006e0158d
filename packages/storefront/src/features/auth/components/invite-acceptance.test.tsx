import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import AcceptInviteRoute from '@/app/routes/accept-invite';
import { useUser } from '@/lib/auth';
import { aUser } from '@/testing/auth';
import { renderApp as renderAppWith } from '@/testing/render-app';
import { apiError, fakeApi as createFakeApi, json, type FakeApi } from '@/testing/fake-api';
import { renderStrict } from '../testing/render-strict';

let fakeApi: FakeApi;
beforeEach(() => {
  fakeApi = createFakeApi();
});

/** The app's providers around `ui`, talking to this test's fake API. */
const renderApp = (
  ui: Parameters<typeof renderAppWith>[0],
  options: Parameters<typeof renderAppWith>[1] = {},
) => renderAppWith(ui, { api: fakeApi, ...options });

const harbor = { id: 42, name: 'Harbor Lift Rentals' };
const own = { id: 7, name: 'Ivy’s account' };

function CurrentAccount() {
  return <p>current account: {useUser()?.current_account.name ?? 'none'}</p>;
}

/** Signed in as the invitee; the server's user changes when the invite is accepted. */
function invitee({ verified = true } = {}) {
  let joined = false;
  const user = () =>
    aUser({
      email: 'ivy@example.com',
      email_verified_at: verified ? '2026-01-01T00:00:00.000Z' : null,
      current_account: { ...(joined ? harbor : own), publishing_approved: false },
      accounts: joined ? [own, harbor] : [own],
    });
  fakeApi.signIn(user);
  fakeApi.on('POST /user/accept-invite', () => {
    joined = true;
    return json({ account: harbor, user: user() });
  });
}

const renderAccept = (url = '/authorized/accept-invite?token=inv-tok') =>
  renderApp(
    <>
      <AcceptInviteRoute />
      <CurrentAccount />
    </>,
    { url, authLogic: 'real' },
  );

describe('accept invite', () => {
  it('accepts once when the page opens (React StrictMode)', async () => {
    invitee();
    const { probe } = renderStrict(
      <AcceptInviteRoute />,
      '/authorized/accept-invite?token=inv-tok',
      fakeApi,
    );

    expect(
      await screen.findByRole('heading', { name: 'Welcome to Harbor Lift Rentals' }),
    ).toBeTruthy();
    expect(probe.mountEffects).toBe(2);
    expect(fakeApi.calls('POST /user/accept-invite')).toEqual([
      expect.objectContaining({ body: { token: 'inv-tok' } }),
    ]);
  });

  it('updates the session user: the joined account is the current one', async () => {
    invitee();
    renderAccept();

    expect(await screen.findByText('current account: Harbor Lift Rentals')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Go to the account dashboard' }).getAttribute('href'),
    ).toBe('/authorized/account');
  });

  it('reminds a new, unverified member to verify first', async () => {
    invitee({ verified: false });
    renderAccept();

    expect(
      await screen.findByText(/Before you open the account area, verify your e-mail address/),
    ).toBeTruthy();
  });

  it('another address (403): explains with the server message', async () => {
    invitee();
    fakeApi.on('POST /user/accept-invite', () =>
      apiError(
        403,
        'This invite was sent to another e-mail address. Please log in as sam@example.com to accept it.',
        { slug: 'forbidden' },
      ),
    );
    renderAccept();

    expect(
      await screen.findByRole('heading', { name: 'This invitation is for another e-mail address' }),
    ).toBeTruthy();
    expect(screen.getByText(/Please log in as sam@example.com to accept it./)).toBeTruthy();
  });

  it.each([
    'You are already a member of this account.',
    'This invite has expired. Please ask for a new one.',
  ])('no longer acceptable (409): "%s"', async (message) => {
    invitee();
    fakeApi.on('POST /user/accept-invite', () => apiError(409, message, { slug: 'conflict' }));
    renderAccept();

    expect(
      await screen.findByRole('heading', { name: 'This invitation can no longer be accepted' }),
    ).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the invitation' }).getAttribute('href')).toBe(
      '/invite?token=inv-tok',
    );
  });

  it('an unknown link (404): not valid', async () => {
    invitee();
    fakeApi.on('POST /user/accept-invite', () =>
      apiError(404, 'This invite link is invalid.', { slug: 'not_found' }),
    );
    renderAccept();

    expect(
      await screen.findByRole('heading', { name: 'This invitation link is not valid' }),
    ).toBeTruthy();
  });

  it('no token: not valid, and nothing is sent', async () => {
    invitee();
    renderAccept('/authorized/accept-invite');

    expect(
      await screen.findByRole('heading', { name: 'This invitation link is not valid' }),
    ).toBeTruthy();
    expect(fakeApi.calls('POST /user/accept-invite')).toHaveLength(0);
  });
});
