import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import InviteRoute from '@/app/routes/invite';
import { aUser } from '@/testing/auth';
import { renderApp as renderAppWith } from '@/testing/render-app';
import type { Schemas } from '@liftline/sdk';

type InvitePreview = Schemas['InvitePreview'];
import { apiError, fakeApi as createFakeApi, json, type FakeApi } from '@/testing/fake-api';

let fakeApi: FakeApi;
beforeEach(() => {
  fakeApi = createFakeApi();
});

/** The app's providers around `ui`, talking to this test's fake API. */
const renderApp = (
  ui: Parameters<typeof renderAppWith>[0],
  options: Parameters<typeof renderAppWith>[1] = {},
) => renderAppWith(ui, { api: fakeApi, ...options });

function anInvite(overrides: Partial<InvitePreview> = {}): InvitePreview {
  return {
    account: { id: 42, name: 'Harbor Lift Rentals' },
    email: 'ivy@example.com',
    status: 'pending',
    expires_at: '2030-05-08T12:00:00.000Z',
    user_exists: false,
    ...overrides,
  };
}

function serveInvite(invite: InvitePreview) {
  fakeApi.on('GET /user/account-invite', () => json(invite));
}

const renderInvite = (url = '/invite?token=inv-tok') =>
  renderApp(<InviteRoute />, { url, authLogic: 'real' });

const hrefOf = async (name: string) =>
  (await screen.findByRole('link', { name })).getAttribute('href');

describe('invite page', () => {
  it('looks the token up and shows the account, the address and the status', async () => {
    serveInvite(anInvite());
    renderInvite();

    expect(await screen.findByText('Harbor Lift Rentals')).toBeTruthy();
    expect(screen.getByText('ivy@example.com')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(fakeApi.calls('GET /user/account-invite')[0]?.query.get('token')).toBe('inv-tok');
  });

  it('pending, signed out, new address: "Create an account to accept", prefilled, back to accept', async () => {
    serveInvite(anInvite({ user_exists: false }));
    renderInvite();

    expect(await hrefOf('Create an account to accept')).toBe(
      '/guest/user/register?email=ivy%40example.com&invite=inv-tok',
    );
    expect(screen.queryByRole('link', { name: 'Log in to accept' })).toBeNull();
  });

  it('pending, signed out, known address: "Log in to accept", back to accept', async () => {
    serveInvite(anInvite({ user_exists: true }));
    renderInvite();

    expect(await hrefOf('Log in to accept')).toBe(
      '/guest/user/login?returnTo=%2Fauthorized%2Faccept-invite%3Ftoken%3Dinv-tok&email=ivy%40example.com',
    );
    expect(screen.queryByRole('link', { name: 'Create an account to accept' })).toBeNull();
  });

  it('pending, signed in as the invitee: "Accept invitation"', async () => {
    fakeApi.signIn(aUser({ email: 'IVY@example.com' }));
    serveInvite(anInvite({ user_exists: true }));
    renderInvite();

    expect(await hrefOf('Accept invitation')).toBe('/authorized/accept-invite?token=inv-tok');
  });

  it('pending, signed in as someone else: says so instead of offering to accept', async () => {
    fakeApi.signIn(aUser({ email: 'owner@liftline.test' }));
    serveInvite(anInvite({ user_exists: true }));
    renderInvite();

    expect(
      await screen.findByRole('heading', { name: 'This invitation is for someone else' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Accept invitation' })).toBeNull();
  });

  it('pending, signed in and already a member: leads to the account', async () => {
    const account = { id: 42, name: 'Harbor Lift Rentals' };
    fakeApi.signIn(aUser({ email: 'ivy@example.com', accounts: [account] }));
    serveInvite(anInvite({ user_exists: true }));
    renderInvite();

    expect(
      await screen.findByRole('heading', {
        name: 'You are already a member of Harbor Lift Rentals',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Accept invitation' })).toBeNull();
  });

  it.each([
    ['expired', 'Expired', 'This invitation has expired'],
    ['revoked', 'Revoked', 'This invitation was withdrawn'],
    ['accepted', 'Accepted', 'This invitation has already been accepted'],
  ] as const)(
    '%s: the badge and an explanation, no way to accept',
    async (status, badge, title) => {
      fakeApi.signIn(aUser({ email: 'ivy@example.com' }));
      serveInvite(anInvite({ status, user_exists: true }));
      renderInvite();

      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      expect(screen.getByText(badge)).toBeTruthy();
      expect(screen.queryByRole('link', { name: /accept/i })).toBeNull();
    },
  );

  it('an unknown token (404): "This invitation link is not valid"', async () => {
    fakeApi.on('GET /user/account-invite', () =>
      apiError(404, 'This invite link is invalid. Please ask for a new invite.', {
        slug: 'not_found',
      }),
    );
    renderInvite();

    expect(
      await screen.findByRole('heading', { name: 'This invitation link is not valid' }),
    ).toBeTruthy();
  });

  it('no token: not valid, and nothing is looked up', async () => {
    renderInvite('/invite');

    expect(
      await screen.findByRole('heading', { name: 'This invitation link is not valid' }),
    ).toBeTruthy();
    expect(fakeApi.calls('GET /user/account-invite')).toHaveLength(0);
  });

  it('a failed lookup shows the error with a retry', async () => {
    fakeApi.on('GET /user/account-invite', () => apiError(503, 'Down for maintenance'));
    renderInvite();

    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('We could not load the invitation.')).toBeTruthy();
    serveInvite(anInvite());
    fireEvent.click(retry);

    expect(await screen.findByText('Harbor Lift Rentals')).toBeTruthy();
    await waitFor(() => expect(fakeApi.calls('GET /user/account-invite')).toHaveLength(2));
  });
});
