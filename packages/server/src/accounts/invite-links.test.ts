import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, expectError, roleIdOf } from '../testing/accounts';
import { registerAndLogin, uniqueEmail, type TestSession } from '../testing/auth';
import { latestMail, mailedToken } from '../testing/mail';
import { createTestApp } from '../testing/test-app';

// The invite link in the answers of createAccountInvite and resendAccountInvite (`invite_url`),
// on a server whose storefront lives under a path of another origin.
const PUBLIC_URL = 'https://rentals.example/store';

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let owner: TestSession;
let accountId: number;
beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { publicUrl: PUBLIC_URL } });
  call = apiCaller(t.app);
  owner = await registerAndLogin(t.app, { name: 'Lena Linkmaker' });
  accountId = owner.user.current_account.id;
});
afterAll(() => t.close());

const invitesPath = () => `/account/${accountId}/account-users/invite`;
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const preview = (token: string) =>
  call('GET', `/user/account-invite?token=${encodeURIComponent(token)}`);

describe('invite_url', () => {
  it('createAccountInvite answers the e-mail’s link under PUBLIC_URL; it opens the invite', async () => {
    const email = uniqueEmail('linked');
    const response = await call('POST', invitesPath(), {
      as: owner,
      payload: { email, role_ids: [await roleIdOf(t.db, accountId, 'Sales')] },
    });
    expect(response.statusCode).toBe(201);
    const { invite_url: url } = response.json<{ invite_url: string }>();

    expect(url).toMatch(/^https:\/\/rentals\.example\/store\/invite\?token=[\w-]{20,}$/);
    expect(url).toBe((await latestMail(t.db, email, 'account-invite')).links[0]!.url);
    expect(tokenOf(url)).toBe(await mailedToken(t.db, email, 'account-invite'));
    const invite = await preview(tokenOf(url));
    expect(invite.statusCode).toBe(200);
    expect(invite.json()).toMatchObject({ email, status: 'pending', user_exists: false });

    // The link is enough to join: the invitee registers with that address and accepts it.
    const invitee = await registerAndLogin(t.app, { email });
    const accepted = await call('POST', '/user/accept-invite', {
      as: invitee,
      payload: { token: tokenOf(url) },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user.current_account.id).toBe(accountId);
  });

  it('resendAccountInvite answers the new link; the earlier one stops working', async () => {
    const email = uniqueEmail('relinked');
    const created = (
      await call('POST', invitesPath(), { as: owner, payload: { email, role_ids: [] } })
    ).json<{ id: number; invite_url: string }>();
    const resent = await call('POST', `${invitesPath()}/${created.id}/resend`, { as: owner });
    expect(resent.statusCode).toBe(200);
    const url = resent.json<{ invite_url: string }>().invite_url;

    expect(url).not.toBe(created.invite_url);
    expect(url).toBe((await latestMail(t.db, email, 'account-invite')).links[0]!.url);
    expect((await preview(tokenOf(url))).json()).toMatchObject({ email, status: 'pending' });
    expectError(await preview(tokenOf(created.invite_url)), 404, 'not_found');
  });

  it('is never listed: listAccountInvites has no link (only a hash of the token is stored)', async () => {
    const email = uniqueEmail('unlisted');
    const created = (
      await call('POST', invitesPath(), { as: owner, payload: { email, role_ids: [] } })
    ).json<{ id: number; invite_url: string }>();
    const list = await call('GET', invitesPath(), { as: owner });
    expect(list.statusCode).toBe(200);
    const items = list.json<{ items: Record<string, unknown>[] }>().items;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item).not.toHaveProperty('invite_url');
    expect(list.body).not.toContain(tokenOf(created.invite_url));
  });
});
