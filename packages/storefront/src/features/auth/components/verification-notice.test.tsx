import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import VerificationRequiredRoute from '@/app/routes/verification-required';
import { aUser } from '@/testing/auth';
import { renderApp as renderAppWith } from '@/testing/render-app';
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

/** Signed in, unverified until `verify()` is called (as if the link was opened elsewhere). */
function unverifiedUser() {
  let verifiedAt: string | null = null;
  fakeApi.signIn(() => aUser({ email: 'nia@example.com', email_verified_at: verifiedAt }));
  return {
    verify: () => {
      verifiedAt = '2026-05-01T10:00:00.000Z';
    },
  };
}

const renderNotice = () =>
  renderApp(<VerificationRequiredRoute />, {
    url: '/authorized/verification-required',
    authLogic: 'real',
  });

const resend = async () =>
  fireEvent.click(await screen.findByRole('button', { name: 'Resend e-mail' }));

describe('verification required', () => {
  it('names the address the link went to', async () => {
    unverifiedUser();
    renderNotice();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Please verify your e-mail address' }),
    ).toBeTruthy();
    expect((await screen.findAllByText('nia@example.com')).length).toBeGreaterThan(0);
  });

  it('"Resend e-mail" asks for a new link and confirms (202)', async () => {
    unverifiedUser();
    fakeApi.on('GET /user/verify-email', () => json({ message: 'Sent.' }, 202));
    renderNotice();

    await resend();

    const title = await screen.findByRole('heading', { name: 'We sent you a new link' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(fakeApi.calls('GET /user/verify-email')).toHaveLength(1);
  });

  it('sends one request while busy', async () => {
    unverifiedUser();
    fakeApi.on('GET /user/verify-email', () => new Promise<Response>(() => {}));
    renderNotice();

    await resend();
    const busy = await screen.findByRole('button', { name: /Sending/ });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(busy);

    expect(fakeApi.calls('GET /user/verify-email')).toHaveLength(1);
  });

  it('a 429 shows the server message and when to try again (Retry-After)', async () => {
    unverifiedUser();
    fakeApi.on('GET /user/verify-email', () =>
      apiError(429, 'Too many attempts. Please try again in 150 seconds.', {
        slug: 'rate_limited',
        headers: { 'retry-after': '150' },
      }),
    );
    renderNotice();

    await resend();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too Many Requests: Too many attempts. Please try again in 150 seconds. You can ask for another e-mail in about 3 minutes.',
    );
  });

  it('already verified (409): reloads the user and goes to the account', async () => {
    const user = unverifiedUser();
    fakeApi.on('GET /user/verify-email', () => {
      user.verify();
      return apiError(409, 'Your e-mail address is already verified.', { slug: 'conflict' });
    });
    const { history } = renderNotice();

    await resend();

    await waitFor(() => expect(history.at(-1)).toBe('/authorized/account'));
  });

  it('coming back to the window reloads the user; verified, it leads on', async () => {
    const user = unverifiedUser();
    renderNotice();
    await screen.findByRole('button', { name: 'Resend e-mail' });
    user.verify();

    act(() => void window.dispatchEvent(new Event('focus')));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your e-mail address is verified' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your account' }).getAttribute('href')).toBe(
      '/authorized/account',
    );
    expect(screen.queryByRole('button', { name: 'Resend e-mail' })).toBeNull();
  });
});
