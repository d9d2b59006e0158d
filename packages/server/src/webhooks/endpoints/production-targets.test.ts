import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, expectError } from '../../testing/accounts';
import { registerAndLogin, type TestSession } from '../../testing/auth';
import { createTestApp } from '../../testing/test-app';
import { registerEndpoint } from './endpoint-test-helpers';

/** A server that allows no private targets (production, `WEBHOOK_ALLOW_PRIVATE_TARGETS=false`). */
let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let owner: TestSession;
let accountId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { webhookAllowPrivateTargets: false } });
  call = apiCaller(t.app);
  owner = await registerAndLogin(t.app, { name: 'Production Owner' });
  accountId = owner.user.current_account.id;
});
afterAll(() => t.close());

describe('endpoint URLs where private targets are not allowed', () => {
  it('refuses loopback and private hosts, and http://, on create and update (422 on url)', async () => {
    const refused: [string, RegExp][] = [
      ['https://localhost/hook', /loopback address/],
      ['https://127.0.0.1:8443/hook', /loopback address/],
      ['https://[::1]/hook', /loopback address/],
      ['https://10.1.2.3/hook', /private address/],
      ['https://192.168.0.10/hook', /private address/],
      ['http://8.8.8.8/hook', /must start with https/],
      // IPv4-compatible IPv6 (::/96) is judged as the IPv4 address it embeds, in any spelling.
      ['https://[::127.0.0.1]/x', /loopback address/],
      ['https://[::7f00:1]/x', /loopback address/],
      ['https://[::10.0.0.1]/x', /private address/],
      ['https://[::169.254.169.254]/x', /cloud metadata address/],
    ];
    for (const [url, reason] of refused) {
      const response = await call('POST', `/account/${accountId}/webhooks`, {
        as: owner,
        payload: { url, events: ['lead.created'] },
      });
      expectError(response, 422, 'validation_failed');
      expect(response.json().errors.url[0], url).toMatch(reason);
    }
    const endpoint = await registerEndpoint(call, owner, accountId, {
      url: 'https://8.8.8.8/hook',
      events: ['lead.created'],
    });
    const moved = await call('PUT', `/account/${accountId}/webhooks/${endpoint.id}`, {
      as: owner,
      payload: { url: 'https://172.16.0.1/hook' },
    });
    expectError(moved, 422, 'validation_failed');
    expect(moved.json().errors.url[0]).toMatch(/private address/);
  });
});
