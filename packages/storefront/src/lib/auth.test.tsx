import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '@/testing/auth';
import { renderApp } from '@/testing/render-app';
import { apiClientEvents } from './api-client';
import { useSessionStatus } from './auth';

function Status() {
  return <p>status: {useSessionStatus()}</p>;
}

describe('SDK wiring', () => {
  it('a rejected session (onUnauthenticated) ends it and goes to the login page, returning afterwards', async () => {
    const { history } = renderApp(<Status />, { url: '/equipment?q=lift', user: aUser() });
    await screen.findByText('status: loggedIn');

    act(() => apiClientEvents.emit('unauthenticated'));

    expect(await screen.findByText('status: loggedOut')).toBeTruthy();
    expect(history.at(-1)).toBe('/guest/user/login?returnTo=%2Fequipment%3Fq%3Dlift');
  });

  it('an obsolete endpoint (onUpgradeRequired) goes to /guest/upgrade-required, remembering the page', () => {
    const { history } = renderApp(<Status />, { url: '/equipment?q=lift' });

    act(() => apiClientEvents.emit('upgrade-required'));

    expect(history.at(-1)).toBe('/guest/upgrade-required?from=%2Fequipment%3Fq%3Dlift');
  });
});
