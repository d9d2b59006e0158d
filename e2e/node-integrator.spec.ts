import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginAsOwner } from './dealer-site';
import { sameOrigin } from './same-origin';
import { startReceiver, stopReceiver } from './webhook-receiver';

const run = promisify(execFile);
const examples = 'examples/node-integrator';
const locate = `${examples}/locate-branch.mjs`;

// The Node example uses the built SDK (dist) against the real server started for the e2e run.
test.describe('Node integrator example', () => {
  test('locates the nearest branch through the SDK', async ({ baseURL }) => {
    const { stdout } = await run(process.execPath, [locate, '94103'], {
      env: { ...process.env, LIFTLINE_API: `${baseURL}/api` },
    });
    expect(stdout).toMatch(/San Francisco, CA \(\d+(\.\d)? mi from 94103\)/);
  });

  test('reports the server message for an unknown zip', async ({ baseURL }) => {
    const failure = await run(process.execPath, [locate, '00000'], {
      env: { ...process.env, LIFTLINE_API: `${baseURL}/api` },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain(
      '404: We could not find zip code 00000.',
    );
  });
});

/** The demo owner creates a secret API key through the API, as the back office does. */
async function createKey(request: APIRequestContext, permissions: string[]) {
  const owner = await loginAsOwner(request);
  const created = await request.post(`/api/v1/account/${owner.account}/api-keys`, {
    headers: { ...owner.headers, ...sameOrigin() },
    data: { name: 'Node example', permission_names: permissions },
  });
  expect(created.status()).toBe(201);
  const key = (await created.json()) as { id: number; prefix: string; secret: string };
  return { ...key, owner };
}

/** Runs request-quote.mjs with a key; resolves to its output and exit code. */
async function requestQuote(baseURL: string | undefined, apiKey: string) {
  return run(process.execPath, [`${examples}/request-quote.mjs`], {
    env: { ...process.env, LIFTLINE_API: `${baseURL}/api`, LIFTLINE_API_KEY: apiKey },
  }).then(
    ({ stdout, stderr }) => ({ stdout, stderr, code: 0 }),
    (error: { stdout: string; stderr: string; code: number }) => error,
  );
}

test.describe('Node integrator example: a secret API key, an idempotent quote request', () => {
  test('says which key it is, makes one lead of a request sent twice with one Idempotency-Key, and reads the leads', async ({
    baseURL,
    request,
  }) => {
    const key = await createKey(request, ['leads.view']);
    const { stdout, stderr, code } = await requestQuote(baseURL, key.secret);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain(
      `Key Node example (${key.prefix}) of account ${key.owner.account}; permissions: leads.view`,
    );
    const reference = /Quote requested: (Q-\d{4}-\d{6,}) \(received\)/.exec(stdout)?.[1];
    expect(reference).toBeDefined();
    expect(stdout).toContain(
      `Sent again with the same Idempotency-Key: ${reference} (replayed: true)`,
    );
    // The newest lead is the one request, listed once.
    const leads = stdout.slice(stdout.indexOf("The account's newest leads"));
    expect(leads).toMatch(new RegExp(`^  ${reference} new Jordan Integrator `, 'm'));
    expect(leads.split(reference!).length - 1).toBe(1);
  });

  test('a key without leads.view still quotes; a revoked key answers 401', async ({
    baseURL,
    request,
  }) => {
    const key = await createKey(request, []);
    const first = await requestQuote(baseURL, key.secret);
    expect(first.stdout).toContain('permissions: none');
    expect(first.stdout).toContain('This key may not read leads (it needs leads.view).');
    const revoked = await request.delete(
      `/api/v1/account/${key.owner.account}/api-keys/${key.id}`,
      { headers: { ...key.owner.headers, ...sameOrigin() } },
    );
    expect(revoked.status()).toBe(204);
    const after = await requestQuote(baseURL, key.secret);
    expect(after.code).toBe(1);
    expect(after.stderr).toMatch(/^401: /);
  });
});

test.describe('Node integrator example: the webhook receiver', () => {
  test('logs a verified lead.created for a quote request, and answers 400 to a forged delivery', async ({
    baseURL,
    request,
  }) => {
    const key = await createKey(request, ['leads.view']);
    const { owner } = key;
    const endpointsUrl = `/api/v1/account/${owner.account}/webhooks`;
    const headers = { ...owner.headers, ...sameOrigin() };
    // The secret first (it is shown once), then the receiver, then the endpoint's real address.
    const created = await request.post(endpointsUrl, {
      headers,
      data: { url: 'http://127.0.0.1:9/', events: ['lead.created'] },
    });
    expect(created.status()).toBe(201);
    const endpoint = (await created.json()) as { id: number; secret: string };
    const receiver = await startReceiver(endpoint.secret);
    try {
      const moved = await request.put(`${endpointsUrl}/${endpoint.id}`, {
        headers,
        data: { url: `http://127.0.0.1:${receiver.port}/liftline` },
      });
      expect(moved.status()).toBe(200);

      const forged = await request.post(`http://127.0.0.1:${receiver.port}/liftline`, {
        headers: {
          'liftline-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
        },
        data: {
          id: 'evt_forged',
          type: 'lead.created',
          created_at: '2026-01-01T00:00:00Z',
          data: {},
        },
      });
      expect(forged.status()).toBe(400);
      expect(await forged.json()).toMatchObject({ reason: 'no_matching_signature' });

      const { stdout } = await requestQuote(baseURL, key.secret);
      const reference = /Quote requested: (Q-\d{4}-\d{6,})/.exec(stdout)?.[1];
      expect(reference).toBeDefined();
      await expect
        .poll(() => receiver.output.stdout, { timeout: 15_000 })
        .toMatch(new RegExp(`^verified lead\\.created evt_\\w+ ${reference} new$`, 'm'));
      expect(receiver.output.stdout).not.toContain('evt_forged');
      expect(receiver.output.stderr).toContain('refused (no_matching_signature)');
      await request.delete(`${endpointsUrl}/${endpoint.id}`, { headers });
    } finally {
      await stopReceiver(receiver.child);
    }
  });
});
