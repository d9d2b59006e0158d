import { VALIDATION_ERROR_MESSAGE } from '@liftline/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import ForgotPasswordRoute from '@/app/routes/guest/forgot-password';
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

const NEUTRAL = 'If that e-mail address is registered, we have sent a password reset link to it.';

async function ask(email: string) {
  renderApp(<ForgotPasswordRoute />, { url: '/guest/user/forgot-password' });
  fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('forgot password', () => {
  it('needs a valid address before asking', async () => {
    await ask('not-an-address');

    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByText('One field needs attention.')).toBeTruthy();
    expect(fakeApi.calls()).toHaveLength(0);
  });

  it('sends the address and confirms neutrally, naming the address, focused', async () => {
    fakeApi.on('POST /user/forgot-password', () => json({ message: NEUTRAL }, 202));
    await ask(' someone@example.com ');

    const title = await screen.findByRole('heading', { name: 'Check your inbox' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(fakeApi.calls('POST /user/forgot-password')[0]?.body).toEqual({
      email: 'someone@example.com',
    });
    expect(screen.getByText(/If an account exists for/).textContent).toBe(
      'If an account exists for someone@example.com, we sent it a link to choose a new password. The link is valid for 60 minutes.',
    );
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe(
      '/guest/user/login?email=someone%40example.com',
    );
  });

  it('"use another address" brings the form back with the address selected', async () => {
    fakeApi.on('POST /user/forgot-password', () => json({ message: NEUTRAL }, 202));
    await ask('someone@example.com');

    fireEvent.click(await screen.findByRole('button', { name: 'Use another e-mail address' }));

    const field = await screen.findByLabelText('E-mail');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect((field as HTMLInputElement).value).toBe('someone@example.com');
  });

  it('shows the server message of a 429', async () => {
    fakeApi.on('POST /user/forgot-password', () =>
      apiError(429, 'Too many attempts. Please try again in 120 seconds.', {
        slug: 'rate_limited',
        headers: { 'retry-after': '120' },
      }),
    );
    await ask('someone@example.com');

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too Many Requests: Too many attempts. Please try again in 120 seconds.',
    );
    expect(screen.queryByRole('heading', { name: 'Check your inbox' })).toBeNull();
  });

  it('shows a 422 next to the field with the validation toast', async () => {
    fakeApi.on('POST /user/forgot-password', () =>
      apiError(422, 'Invalid', { errors: { email: ['must match format "email"'] } }),
    );
    await ask('someone@exämple.com');

    expect((await screen.findByRole('alert')).textContent).toContain(VALIDATION_ERROR_MESSAGE);
    expect(screen.getByText('must match format "email"')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));
  });
});
