import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aUser } from '@/testing/auth';
import { renderApp } from '@/testing/render-app';

const dialog = () => document.querySelector('dialog');

describe('SessionTimeoutModal', () => {
  it('stays closed while the session is far from expiring', async () => {
    renderApp(<button type="button">page</button>, {
      auth: { user: aUser(), refreshTokenExpiresAt: Date.now() + 60 * 60_000 },
    });
    await act(async () => {});

    expect(dialog()?.open).toBe(false);
  });

  it('opens when the session is expiring; "Stay signed in" extends it and gives focus back', async () => {
    const refresh = vi.fn(() =>
      Promise.resolve({ refreshTokenExpiresAt: Date.now() + 60 * 60_000 }),
    );
    renderApp(<button type="button">page</button>, {
      auth: { user: aUser(), refreshTokenExpiresAt: Date.now() + 60_000, refresh },
    });
    const page = screen.getByRole('button', { name: 'page' });
    page.focus();

    const stay = await screen.findByRole('button', { name: 'Stay signed in' });
    expect(dialog()?.open).toBe(true);
    expect(screen.getByRole('heading', { name: 'Your session is about to expire' })).toBeTruthy();
    expect(document.activeElement).toBe(stay);

    fireEvent.click(stay);

    await waitFor(() => expect(dialog()?.open).toBe(false));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(page);
  });

  it('"Sign out" logs out and goes to the login page', async () => {
    const logout = vi.fn(() => Promise.resolve());
    const { history } = renderApp(<p>page</p>, {
      url: '/eq-inventory',
      auth: { user: aUser(), refreshTokenExpiresAt: Date.now() + 60_000, logout },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(history.at(-1)).toBe('/guest/user/login'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(dialog()?.open).toBe(false);
  });
});
