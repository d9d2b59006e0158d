import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import ReportEmailChangeRoute from '@/app/routes/report-email-change';
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

const CANCELLED = { message: 'The e-mail change was cancelled.' };

function renderReport(url: string) {
  return renderApp(<ReportEmailChangeRoute />, { url, authLogic: 'real' });
}

describe('report an e-mail change ("this wasn\'t me")', () => {
  it('sends the token exactly once when the page opens (React StrictMode)', async () => {
    fakeApi.on('POST /user/email-change/cancel', () => json(CANCELLED));
    const { probe } = renderStrict(
      <ReportEmailChangeRoute />,
      '/report-email-change?token=rep-1',
      fakeApi,
    );

    expect(probe.mountEffects).toBe(2);
    expect(
      await screen.findByRole('heading', { name: 'The e-mail change is cancelled' }),
    ).toBeTruthy();
    expect(screen.getByText(/We have sent you a link to choose a new one/)).toBeTruthy();
    expect(fakeApi.calls('POST /user/email-change/cancel')).toEqual([
      expect.objectContaining({ body: { token: 'rep-1' } }),
    ]);
  });

  it('in a signed-in browser: waits for the session to be restored, then forgets it, staying on the page', async () => {
    // The server as it is: once the report is in, this browser's tokens are revoked.
    let revoked = false;
    let answerUser: () => void = () => {};
    const userAnswered = new Promise<void>((resolve) => (answerUser = resolve));
    fakeApi.signIn(aUser());
    fakeApi.on('GET /user', async () => {
      await userAnswered;
      return revoked ? apiError(401, 'Unauthenticated.') : json(aUser());
    });
    fakeApi.on('POST /user/login/refresh', () =>
      revoked ? apiError(401, 'Unauthenticated.') : apiError(500, 'Not expected.'),
    );
    fakeApi.on('POST /user/email-change/cancel', () => {
      revoked = true;
      return json(CANCELLED);
    });
    const { history } = renderReport('/report-email-change?token=rep-2');

    await waitFor(() => expect(fakeApi.calls('GET /user')).toHaveLength(1));
    expect(fakeApi.calls('POST /user/email-change/cancel')).toHaveLength(0);
    answerUser();

    expect(
      await screen.findByRole('heading', { name: 'The e-mail change is cancelled' }),
    ).toBeTruthy();
    expect(fakeApi.calls('POST /user/email-change/cancel')).toHaveLength(1);
    expect(fakeApi.client.tokens.get()).toBeNull();
    expect(fakeApi.calls('POST /user/login/refresh')).toHaveLength(0);
    expect(history.at(-1)).toBe('/report-email-change?token=rep-2');
  });

  it('an expired or superseded link (422 on token) points to the password reset', async () => {
    fakeApi.on('POST /user/email-change/cancel', () =>
      apiError(422, 'This link is invalid or has expired.', {
        errors: { token: ['This link is invalid or has expired.'] },
      }),
    );
    renderReport('/report-email-change?token=old');

    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reset my password' }).getAttribute('href')).toBe(
      '/guest/user/forgot-password',
    );
  });

  it('without a token explains the link is incomplete, sending nothing', async () => {
    renderReport('/report-email-change');
    expect(await screen.findByRole('heading', { name: 'This link is incomplete' })).toBeTruthy();
    expect(fakeApi.calls('POST /user/email-change/cancel')).toHaveLength(0);
  });
});
