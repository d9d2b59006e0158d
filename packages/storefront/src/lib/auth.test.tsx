import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '@/testing/auth';
import { apiError, fakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { returnToFor, useSessionStatus } from './auth';

function Status() {
  return <p>status: {useSessionStatus()}</p>;
}

describe('SDK wiring', () => {
  it('a rejected session (refresh refused) ends it and goes to the login page, returning afterwards', async () => {
    const api = fakeApi().signIn(aUser());
    const { history } = renderApp(<Status />, { url: '/equipment?q=lift', api, authLogic: 'real' });
    await screen.findByText('status: loggedIn');

    // The access token is refused and so is the refresh: the client reports the lost session.
    api.on('GET /user/requests', () =>
      apiError(401, 'Please log in.', { slug: 'unauthenticated' }),
    );
    api.on('POST /user/login/refresh', () =>
      apiError(401, 'Session expired.', { slug: 'unauthenticated' }),
    );
    await act(async () => {
      await api.client.GET('/user/requests');
    });

    expect(await screen.findByText('status: loggedOut')).toBeTruthy();
    expect(history.at(-1)).toBe('/guest/user/login?returnTo=%2Fequipment%3Fq%3Dlift');
  });

  it('an obsolete endpoint (410 endpoint_obsolete) goes to /guest/upgrade-required, remembering the page', async () => {
    const api = fakeApi({
      'GET /equipment': () => apiError(410, 'Update the app.', { slug: 'endpoint_obsolete' }),
    });
    const { history } = renderApp(<Status />, { url: '/equipment?q=lift', api });

    await act(async () => {
      await api.client.GET('/equipment');
    });

    expect(history.at(-1)).toBe('/guest/upgrade-required?from=%2Fequipment%3Fq%3Dlift');
  });
});

describe('the way back, in the page’s language', () => {
  it('a session lost on a Spanish page goes to the Spanish login, returning to the Spanish page', async () => {
    const api = fakeApi().signIn(aUser());
    const { history } = renderApp(<Status />, {
      url: '/es/equipment?q=lift',
      api,
      authLogic: 'real',
    });
    await screen.findByText('status: loggedIn');
    api.on('GET /user/requests', () =>
      apiError(401, 'Inicie sesión.', { slug: 'unauthenticated' }),
    );
    api.on('POST /user/login/refresh', () =>
      apiError(401, 'La sesión venció.', { slug: 'unauthenticated' }),
    );
    await act(async () => {
      await api.client.GET('/user/requests');
    });

    expect(await screen.findByText('status: loggedOut')).toBeTruthy();
    expect(history.at(-1)).toBe('/es/guest/user/login?returnTo=%2Fes%2Fequipment%3Fq%3Dlift');
  });

  it('never returns to a guest screen, in either language', () => {
    expect(returnToFor('/guest/user/login?x=1')).toBeUndefined();
    expect(returnToFor('/es/guest/user/register')).toBeUndefined();
    expect(returnToFor('/es/authorized/account')).toBe('/es/authorized/account');
    expect(returnToFor('/es')).toBe('/es');
  });
});
