import { expect, test, type Request } from '@playwright/test';
import { guardConsole } from './console-guard';
import { hydrated } from './hydrated';

// An access token that the server no longer takes, on a full load of a guarded page: the client
// refreshes once, retries, and lets go of the 401 it no longer needs, so that every request ends
// and the page reaches network idle.

const OWNER = { email: 'owner@liftline.example', password: 'LiftlineDemo2026!' };

interface LoginAnswer {
  token: { access_token: string; refresh_token: string; refresh_token_expiration: string };
}

test('after the access token expires, a guarded page refreshes once and reaches network idle', async ({
  page,
  request,
}) => {
  const checkConsole = guardConsole(page, [/status of 401/]);
  const login = await request.post('/api/v1/user/login', { data: OWNER });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as LoginAnswer;
  // The same claims under a signature nobody made: the server refuses it as it refuses an expired
  // token (401 unauthenticated), and the e2e server's tokens live 15 minutes.
  const [header, payload] = token.access_token.split('.');
  const refused = `${header}.${payload}.${'x'.repeat(43)}`;

  // The tokens are stored once this page's app has read the (empty) storage: a page still booting
  // would restore the session itself with them (its own 401 and refresh, rotating the refresh
  // token) while the guarded page loads, which then starts with fresh tokens and refreshes on entry
  // a second time (1 run in 17 before this wait).
  await page.goto('/about');
  await hydrated(page);
  await page.evaluate(
    ({ access, refresh, expiration }) => {
      localStorage.setItem('access_token', access);
      localStorage.setItem('refresh_token', refresh);
      localStorage.setItem('refresh_token_expiration', expiration);
    },
    { access: refused, refresh: token.refresh_token, expiration: token.refresh_token_expiration },
  );

  const api: Request[] = [];
  const ended = new Set<Request>();
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/')) api.push(sent);
  });
  page.on('requestfinished', (done) => ended.add(done));
  page.on('requestfailed', (done) => ended.add(done));

  await page.goto('/authorized/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  // A 401 whose body nobody reads or cancels keeps its request open: this would never come.
  await page.waitForLoadState('networkidle');

  const calls = api.map((sent) => `${sent.method()} ${new URL(sent.url()).pathname}`);
  expect(calls.filter((call) => call === 'POST /api/v1/user/login/refresh')).toHaveLength(1);
  const userCalls = api.filter((sent) => new URL(sent.url()).pathname === '/api/v1/user');
  expect(userCalls.map((sent) => sent.headers()['authorization'])).toEqual([
    `Bearer ${refused}`,
    expect.not.stringContaining(refused),
  ]);
  expect(api.filter((sent) => !ended.has(sent)).map((sent) => sent.url())).toEqual([]);
  checkConsole();
});
