import { VALIDATION_ERROR_MESSAGE } from '@liftline/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import VerifyEmailRoute from '@/app/routes/verify-email';
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

const VERIFIED = { message: 'Your e-mail address has been verified.' };

function VerifiedAt() {
  return <p>verified at: {useUser()?.email_verified_at ?? 'never'}</p>;
}

function renderVerify(url: string) {
  return renderApp(
    <>
      <VerifyEmailRoute />
      <VerifiedAt />
    </>,
    { url, authLogic: 'real' },
  );
}

describe('verify e-mail', () => {
  it('consumes the token exactly once when the page opens (React StrictMode)', async () => {
    fakeApi.on('POST /user/verify-email', () => json(VERIFIED));
    const { probe } = renderStrict(<VerifyEmailRoute />, '/verify-email?token=verify-tok', fakeApi);

    expect(probe.mountEffects).toBe(2);
    // The result replaces the spinner: focus moves to it.
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('Your e-mail address is verified'),
    );
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address is verified' }),
    ).toBeTruthy();
    expect(fakeApi.calls('POST /user/verify-email')).toEqual([
      expect.objectContaining({ body: { token: 'verify-tok' } }),
    ]);
  });

  it('signed out: offers the login, back to the account', async () => {
    fakeApi.on('POST /user/verify-email', () => json(VERIFIED));
    renderVerify('/verify-email?token=verify-tok');

    const login = await screen.findByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('/guest/user/login?returnTo=%2Fauthorized%2Faccount');
    expect(fakeApi.calls('GET /user')).toHaveLength(0);
  });

  it('signed in: reloads the user so the session knows the address is verified', async () => {
    let verifiedAt: string | null = null;
    fakeApi.signIn(() => aUser({ email_verified_at: verifiedAt }));
    fakeApi.on('POST /user/verify-email', () => {
      verifiedAt = '2026-05-01T10:00:00.000Z';
      return json(VERIFIED);
    });
    renderVerify('/verify-email?token=verify-tok');

    expect(await screen.findByText('verified at: 2026-05-01T10:00:00.000Z')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your account' }).getAttribute('href')).toBe(
      '/authorized/account',
    );
    expect(fakeApi.calls('POST /user/verify-email')).toHaveLength(1);
  });

  it('explains an expired link (422 on token) with the way to a new one', async () => {
    fakeApi.on('POST /user/verify-email', () =>
      apiError(422, 'This verification link is invalid or has expired.', {
        errors: { token: ['This verification link is invalid or has expired.'] },
      }),
    );
    renderVerify('/verify-email?token=old-tok');

    expect(
      await screen.findByRole('heading', { name: 'This verification link has expired' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Log in to get a new link' }).getAttribute('href'),
    ).toBe('/guest/user/login?returnTo=%2Fauthorized%2Fverification-required');
    // The toast follows the outcome (it is raised once the answer is in): wait for it.
    expect((await screen.findByRole('alert')).textContent).toContain(VALIDATION_ERROR_MESSAGE);
  });

  it('a new address taken meanwhile (409) says so and leads back to the profile', async () => {
    fakeApi.on('POST /user/verify-email', () =>
      apiError(409, 'That e-mail address is already registered.', { slug: 'conflict' }),
    );
    renderVerify('/verify-email?token=change-tok');

    expect(
      await screen.findByRole('heading', { name: 'This address is no longer available' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose another address' }).getAttribute('href')).toBe(
      '/authorized/account',
    );
  });

  it('a failure that is not about the token offers to try again (a new request)', async () => {
    fakeApi.on('POST /user/verify-email', () => apiError(503, 'Down for maintenance'));
    renderVerify('/verify-email?token=verify-tok');

    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('Service Unavailable: Down for maintenance')).toBeTruthy();
    fakeApi.on('POST /user/verify-email', () => json(VERIFIED));
    fireEvent.click(retry);

    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address is verified' }),
    ).toBeTruthy();
    expect(fakeApi.calls('POST /user/verify-email')).toHaveLength(2);
  });

  it('without a token explains the link is incomplete, sending nothing', async () => {
    fakeApi.signIn(aUser({ email_verified_at: null }));
    renderVerify('/verify-email');

    expect(await screen.findByRole('link', { name: 'Send me a new link' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'This verification link is incomplete' }),
    ).toBeTruthy();
    await waitFor(() => expect(fakeApi.calls('GET /user')).toHaveLength(1));
    expect(fakeApi.calls('POST /user/verify-email')).toHaveLength(0);
  });
});
