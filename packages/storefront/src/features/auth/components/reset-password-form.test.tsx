import { VALIDATION_ERROR_MESSAGE } from '@liftline/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import ResetPasswordRoute from '@/app/routes/guest/reset-password';
import { renderApp as renderAppWith } from '@/testing/render-app';
import { apiError, fakeApi as createFakeApi, json, type FakeApi } from '@/testing/fake-api';
import { testI18n } from '@/testing/test-i18n';
import { accountMessages } from '../lib/auth-schemas';

const MESSAGES = accountMessages(testI18n());

let fakeApi: FakeApi;
beforeEach(() => {
  fakeApi = createFakeApi();
});

/** The app's providers around `ui`, talking to this test's fake API. */
const renderApp = (
  ui: Parameters<typeof renderAppWith>[0],
  options: Parameters<typeof renderAppWith>[1] = {},
) => renderAppWith(ui, { api: fakeApi, ...options });

const LINK = '/guest/user/reset-password?token=reset-tok&email=sam%40example.com';

async function choose(password: string, confirmation: string, url = LINK) {
  renderApp(<ResetPasswordRoute />, { url });
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), {
    target: { value: confirmation },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('reset password', () => {
  it('names the account of the link', async () => {
    renderApp(<ResetPasswordRoute />, { url: LINK });

    expect((await screen.findByText(/Choose a new password for/)).textContent).toBe(
      'Choose a new password for sam@example.com.',
    );
  });

  it('checks the length and the confirmation before sending', async () => {
    await choose('short', 'other');

    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('New password')));
    expect(screen.getByText(MESSAGES.passwordTooShort)).toBeTruthy();
    expect(screen.getByText(MESSAGES.confirmationMismatch)).toBeTruthy();
    expect(screen.getByText('2 fields need attention.')).toBeTruthy();
    expect(fakeApi.calls()).toHaveLength(0);
  });

  it('sends the token with the new password, then leads to the login with the address', async () => {
    fakeApi.on('POST /user/reset', () => json({ message: 'Your password has been reset.' }));
    await choose('a new password', 'a new password');

    const outcome = (await screen.findByRole('heading', { name: 'Your password has been changed' }))
      .parentElement!;
    expect(fakeApi.calls('POST /user/reset')[0]?.body).toEqual({
      token: 'reset-tok',
      password: 'a new password',
      password_confirmation: 'a new password',
    });
    expect(
      within(outcome)
        .getByRole('link', { name: 'Log in with your new password' })
        .getAttribute('href'),
    ).toBe('/guest/user/login?email=sam%40example.com');
  });

  it('explains a used or expired link (422 on token) and offers a new one', async () => {
    fakeApi.on('POST /user/reset', () =>
      apiError(422, 'This password reset link is invalid or has expired.', {
        errors: { token: ['This password reset link is invalid or has expired.'] },
      }),
    );
    await choose('a new password', 'a new password');

    expect(
      await screen.findByRole('heading', { name: 'This reset link has expired or was used' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send me a new link' }).getAttribute('href')).toBe(
      '/guest/user/forgot-password?email=sam%40example.com',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
    // The toast follows the outcome (it is raised once the answer is in): wait for it.
    expect((await screen.findByRole('alert')).textContent).toContain(VALIDATION_ERROR_MESSAGE);
  });

  it('shows the password messages of a 422 next to the field', async () => {
    fakeApi.on('POST /user/reset', () =>
      apiError(422, 'Invalid', { errors: { password: ['must match the password confirmation'] } }),
    );
    await choose('a new password', 'a new password');

    expect(await screen.findByText('must match the password confirmation')).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
  });

  it('without a token explains the link is incomplete and links to a new one', async () => {
    renderApp(<ResetPasswordRoute />, { url: '/guest/user/reset-password' });

    expect(await screen.findByRole('heading', { name: 'This link is incomplete' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send me a new link' }).getAttribute('href')).toBe(
      '/guest/user/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
