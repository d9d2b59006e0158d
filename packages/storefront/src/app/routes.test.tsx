import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VALIDATION_ERROR_MESSAGE, ApiError } from '@liftline/sdk';
import { Guarded, unknownGuardMessage } from '@/components/guards/guards';
import { aUser } from '@/testing/auth';
import { apiError, fakeApi, json, never } from '@/testing/fake-api';
import { renderApp as renderAppWith } from '@/testing/render-app';

/** The catalog's reads stay pending: these tests are about routing, titles and guards. */
const renderApp = (
  ui: Parameters<typeof renderAppWith>[0],
  options: Parameters<typeof renderAppWith>[1] = {},
) =>
  renderAppWith(ui, {
    api: fakeApi({
      'GET /equipment': never,
      'GET /equipment/filters': never,
      'GET /equipment/:id': never,
    }),
    ...options,
  });
import { AppRouter } from './router';

/** Every route of the storefront with the title its page shows. */
const ROUTES: [url: string, title: RegExp][] = [
  ['/', /Equipment rental & sales/],
  ['/eq-inventory', /Equipment inventory/],
  ['/equipment', /^Equipment$/],
  ['/equipment/12', /Equipment 12/],
  ['/quote', /^Your quote request$/],
  ['/invite', /Account invitation/],
  ['/verify-email', /Verify your e-mail address/],
  ['/report-email-change', /Secure your account/],
  ['/guest/upgrade-required', /Please reload Liftline/],
  ['/guest/user/register', /Create an account/],
  ['/guest/user/forgot-password', /Forgot your password/],
  ['/guest/user/reset-password', /Choose a new password/],
  ['/authorized/accept-invite', /Accept invitation/],
  // A verified user sees that it is done (the notice for unverified users is tested below).
  ['/authorized/verification-required', /Your e-mail address is verified/],
  ['/authorized/account', /Your account/],
  ['/authorized/account/admin/manage-roles', /Manage roles/],
  ['/authorized/account/admin/manage-users', /Manage users/],
  ['/authorized/account/admin/products', /^Products$/],
  ['/authorized/account/admin/products/5', /Product 5/],
];

describe('routes', () => {
  it.each(ROUTES)('%s renders its page for a signed-in user', async (url, title) => {
    renderApp(<AppRouter />, { url, user: aUser() });

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByText('This page could not be found')).toBeNull();
  });

  it('shows the login page for guests in the bare authentication layout', async () => {
    renderApp(<AppRouter />, { url: '/guest/user/login' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('shows 404 for unknown routes inside the account area', async () => {
    renderApp(<AppRouter />, { url: '/authorized/account/nope', user: aUser() });

    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });

  it('puts breadcrumbs starting at Home on the pages', async () => {
    renderApp(<AppRouter />, { url: '/authorized/account/admin/products/5', user: aUser() });

    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const links = [...trail.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Account', '/authorized/account'],
      ['Products', '/authorized/account/admin/products'],
    ]);
    expect(trail.querySelector('[aria-current="page"]')?.textContent).toBe('Product 5');
  });
});

describe('guards', () => {
  it('send guests to the login page with the way back (authenticated)', async () => {
    const { history } = renderApp(<AppRouter />, {
      url: '/authorized/account/admin/products?page=2',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(history.at(-1)).toBe(
      '/guest/user/login?returnTo=%2Fauthorized%2Faccount%2Fadmin%2Fproducts%3Fpage%3D2',
    );
  });

  it('refresh the access token on entry (authenticated)', async () => {
    const refresh = vi.fn(() => Promise.resolve({ refreshTokenExpiresAt: null }));
    renderApp(<AppRouter />, { url: '/authorized/account', auth: { user: aUser(), refresh } });

    await screen.findByRole('heading', { level: 1, name: 'Your account' });
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  });

  it('count the refresh that restoring the session needed as the one on entry', async () => {
    // The stored access token has expired: the session's first call meets a 401, the client
    // refreshes and retries. The guard then asks for no second refresh.
    const api = fakeApi({ 'GET /account/:id/leads': never, 'GET /user/requests': never });
    api.signIn(aUser());
    let expired = true;
    api.on('GET /user', () => {
      if (!expired) return json(aUser());
      expired = false;
      return apiError(401, 'Your session has expired.', { slug: 'unauthenticated' });
    });
    api.on('POST /user/login/refresh', () =>
      json({
        token: {
          access_token: 'access-2',
          token_type: 'Bearer',
          expires_in: 900,
          refresh_token: 'refresh-2',
          refresh_token_expiration: '2100-01-01T00:00:00.000Z',
        },
      }),
    );
    const guardRefresh = vi.spyOn(api.client.auth, 'refresh');
    renderAppWith(<AppRouter />, { url: '/authorized/account', api, authLogic: 'real' });

    await screen.findByRole('heading', { level: 1, name: 'Your account' });
    expect(guardRefresh).not.toHaveBeenCalled();
    expect(api.calls('POST /user/login/refresh')).toHaveLength(1);
    expect(api.calls('GET /user').map((call) => call.headers.get('authorization'))).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
  });

  it('refresh on entry when the session came up with the token the page was entered with', async () => {
    const api = fakeApi({ 'GET /account/:id/leads': never, 'GET /user/requests': never });
    api.signIn(aUser());
    const guardRefresh = vi.spyOn(api.client.auth, 'refresh');
    renderAppWith(<AppRouter />, { url: '/authorized/account', api, authLogic: 'real' });

    await screen.findByRole('heading', { level: 1, name: 'Your account' });
    await waitFor(() => expect(api.calls('POST /user/login/refresh')).toHaveLength(1));
    expect(guardRefresh).toHaveBeenCalledTimes(1);
  });

  it('refresh once per entry: moving between guarded pages is one entry, coming back another', async () => {
    const refresh = vi.fn(() => Promise.resolve({ refreshTokenExpiresAt: null }));
    const { navigate } = renderApp(<AppRouter />, {
      url: '/authorized/account',
      auth: { user: aUser(), refresh },
    });
    await screen.findByRole('heading', { level: 1, name: 'Your account' });
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));

    act(() => navigate('/authorized/account/admin/manage-roles'));
    await screen.findByRole('heading', { level: 1, name: 'Manage roles' });
    act(() => navigate('/eq-inventory'));
    await screen.findByRole('heading', { level: 1, name: 'Equipment inventory' });
    expect(refresh).toHaveBeenCalledTimes(1);

    act(() => navigate('/authorized/account'));
    await screen.findByRole('heading', { level: 1, name: 'Your account' });
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(2));
  });

  it('do not refresh on public pages', async () => {
    const refresh = vi.fn(() => Promise.resolve({ refreshTokenExpiresAt: null }));
    renderApp(<AppRouter />, { url: '/eq-inventory', auth: { user: aUser(), refresh } });

    await screen.findByRole('heading', { level: 1, name: 'Equipment inventory' });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('keep the accounts page to platform administrators (platform-admin)', async () => {
    renderApp(<AppRouter />, { url: '/authorized/account/admin/accounts', user: aUser() });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'You do not have permission to view this page',
      }),
    ).toBeTruthy();
    expect(screen.getByText(/for the platform.s administrators/)).toBeTruthy();
  });

  it('render error 500 "Unknown middleware {name}" for an unknown guard name', () => {
    renderApp(
      <Guarded guards={['authenticated', 'admin-only']}>
        <p>secret</p>
      </Guarded>,
      { user: aUser() },
    );

    expect(
      screen.getByRole('heading', { level: 1, name: unknownGuardMessage('admin-only') }),
    ).toBeTruthy();
    expect(unknownGuardMessage('admin-only')).toBe('Unknown middleware admin-only');
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('send unverified users to the verification-required notice', async () => {
    const { history } = renderApp(<AppRouter />, {
      url: '/authorized/account',
      user: aUser({ email_verified_at: null }),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Please verify your e-mail address' }),
    ).toBeTruthy();
    expect(history.at(-1)).toBe('/authorized/verification-required');
  });

  it('show 403 on admin pages without the permission', async () => {
    renderApp(<AppRouter />, {
      url: '/authorized/account/admin/manage-roles',
      user: aUser({ permissions: ['products.view'] }),
    });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'You do not have permission to view this page',
      }),
    ).toBeTruthy();
    expect(screen.getByText('403')).toBeTruthy();
  });
});

describe('login', () => {
  async function submit(email: string, password: string) {
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  }

  it('logs in and goes back to returnTo', async () => {
    const user = aUser();
    const login = vi.fn(() => Promise.resolve({ user, refreshTokenExpiresAt: null }));
    const { history } = renderApp(<AppRouter />, {
      url: '/guest/user/login?returnTo=%2Fauthorized%2Faccount%2Fadmin%2Fproducts',
      auth: { login },
    });

    await submit('owner@liftline.test', 'secret-password');

    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    expect(login).toHaveBeenCalledWith({
      email: 'owner@liftline.test',
      password: 'secret-password',
    });
    expect(history.at(-1)).toBe('/authorized/account/admin/products');
  });

  it('goes to the account without returnTo and refuses other origins', async () => {
    const user = aUser();
    const { history } = renderApp(<AppRouter />, {
      url: '/guest/user/login?returnTo=%2F%2Fevil.example',
      auth: { login: () => Promise.resolve({ user, refreshTokenExpiresAt: null }) },
    });

    await submit('owner@liftline.test', 'secret-password');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
    expect(history.at(-1)).toBe('/authorized/account');
  });

  it('shows the error message of a failed login', async () => {
    renderApp(<AppRouter />, {
      url: '/guest/user/login',
      auth: {
        login: () =>
          Promise.reject(
            new ApiError(401, 'Unauthorized', {
              message: 'Invalid credentials',
              slug: 'invalid_credentials',
            }),
          ),
      },
    });

    await submit('owner@liftline.test', 'wrong');

    expect((await screen.findByRole('alert')).textContent).toContain('Invalid credentials');
  });

  it('shows the validation toast and the field errors of a 422', async () => {
    renderApp(<AppRouter />, {
      url: '/guest/user/login',
      auth: {
        login: () =>
          Promise.reject(
            new ApiError(422, 'Unprocessable Entity', {
              message: 'Invalid input',
              slug: 'validation_failed',
              errors: { email: ['Enter a valid e-mail address.'] },
            }),
          ),
      },
    });

    // Passes the form's own checks; the server finds more.
    await submit('owner@liftline.test', 'x');

    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain(VALIDATION_ERROR_MESSAGE);
    expect(VALIDATION_ERROR_MESSAGE).toBe('Validation Error: Check inputs and try again.');
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('logout', () => {
  it('signs out from the header and lands on the login page', async () => {
    const logout = vi.fn(() => Promise.resolve());
    const { history } = renderApp(<AppRouter />, {
      url: '/authorized/account',
      auth: { user: aUser(), logout },
    });
    await screen.findByRole('heading', { level: 1, name: 'Your account' });

    const banner = screen.getByRole('banner');
    await act(async () => {
      fireEvent.click(
        [...banner.querySelectorAll('button')].find((b) => b.textContent === 'Sign out')!,
      );
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(logout).toHaveBeenCalled();
    expect(history.at(-1)).toBe('/guest/user/login');
  });
});
