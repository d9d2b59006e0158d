import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '@/testing/auth';
import { renderApp } from '@/testing/render-app';
import {
  anInvite,
  createFakeAccountApi,
  type FakeAccountApi,
} from '../../roles/testing/fake-account-api';
import { COPIED_MESSAGE, COPY_FALLBACK_MESSAGE } from './invite-link';
import { ManageUsersPage } from './manage-users-page';

let api: FakeAccountApi;
let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  api = createFakeAccountApi();
  writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

const INVITES = '/authorized/account/admin/manage-users?tab=invites';
const MANAGER = ['users.view', 'users.manage', 'invites.manage'];

async function renderInvites(permissions = MANAGER) {
  renderApp(<ManageUsersPage />, { fetch: api.handle, user: aUser({ permissions }), url: INVITES });
  await screen.findByRole('tabpanel', { name: 'Invites' });
}

const form = () => screen.getByRole('heading', { name: 'Invite someone' }).closest('section')!;

async function invite(email: string, roles: string[] = []) {
  const section = await screen.findByRole('heading', { name: 'Invite someone' });
  const scope = within(section.closest('section')!);
  fireEvent.change(scope.getByLabelText('E-mail address'), { target: { value: email } });
  for (const role of roles) fireEvent.click(scope.getByRole('checkbox', { name: role }));
  fireEvent.click(scope.getByRole('button', { name: 'Send invite' }));
}

describe('the invites tab without invites.manage', () => {
  it('says which permission is needed and asks the server nothing about invites', async () => {
    await renderInvites(['users.view']);

    expect((await screen.findByText(/View only/)).closest('p')!.textContent).toContain(
      'needs the “Invite people” permission',
    );
    expect(screen.queryByRole('heading', { name: 'Invite someone' })).toBeNull();
    expect(api.callsTo('GET', /invite$/)).toHaveLength(0);
  });
});

describe('the invite form', () => {
  it('checks the address before sending', async () => {
    await renderInvites();
    await invite('');
    expect(await within(form()).findByText('Enter the e-mail address to invite.')).toBeTruthy();
    await invite('ana@example');
    expect(
      await within(form()).findByText('Enter an e-mail address like name@example.com.'),
    ).toBeTruthy();
    expect(within(form()).getByLabelText('E-mail address').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(api.callsTo('POST', /invite$/)).toHaveLength(0);
  });

  it('a 422 shows the validation toast and the messages beside the fields', async () => {
    await renderInvites();
    api.fail({
      method: 'POST',
      path: /invite$/,
      status: 422,
      body: {
        message: 'The given data was invalid.',
        slug: 'validation_failed',
        errors: {
          email: ['must be a valid e-mail address'],
          'role_ids.0': ['is not a role of this account'],
        },
      },
    });
    await invite('ana@example.com', ['Yard crew']);

    expect(await within(form()).findByText('must be a valid e-mail address')).toBeTruthy();
    expect(within(form()).getByText('is not a role of this account')).toBeTruthy();
    expect(await screen.findByText('Validation Error: Check inputs and try again.')).toBeTruthy();
  });

  it('a 409 (already a member, or invited) shows the server’s reason at the e-mail field', async () => {
    await renderInvites();
    api.fail({
      method: 'POST',
      path: /invite$/,
      status: 409,
      body: {
        message:
          'That e-mail address already has a pending invite. Resend it instead of inviting again.',
        slug: 'conflict',
      },
    });
    await invite('ana@example.com');

    expect(
      await within(form()).findByText(
        'That e-mail address already has a pending invite. Resend it instead of inviting again.',
      ),
    ).toBeTruthy();
    expect(within(form()).getByLabelText('E-mail address')).toHaveProperty(
      'value',
      'ana@example.com',
    );
  });

  it('sends the invite with its roles, shows the link once and copies it', async () => {
    await renderInvites();
    await invite(' ana@example.com ', ['Yard crew']);

    const panel = (
      await screen.findByRole('heading', { name: 'Invite sent to ana@example.com.' })
    ).closest('section')!;
    expect(api.callsTo('POST', /invite$/)[0]?.body).toEqual({
      email: 'ana@example.com',
      role_ids: [5],
    });
    const link = within(panel).getByLabelText('Invite link');
    expect(link).toHaveProperty('value', 'http://liftline.test/invite?token=token-1');
    expect(link).toHaveProperty('readOnly', true);
    expect(within(form()).getByLabelText('E-mail address')).toHaveProperty('value', '');

    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith('http://liftline.test/invite?token=token-1');
    expect(within(panel).getByText(COPIED_MESSAGE)).toBeTruthy();

    // The new invite is listed, pending, with its roles and the link to copy again.
    const row = (await screen.findByRole('rowheader', { name: 'ana@example.com' })).closest('tr')!;
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(within(row).getByText('Yard crew')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(row).getByRole('button', { name: 'Copy link for ana@example.com' }));
    });
    expect(writeText).toHaveBeenCalledTimes(2);
    expect(screen.getByText(`${COPIED_MESSAGE} (invite to ana@example.com).`)).toBeTruthy();
  });

  it('without a clipboard the link is selected to copy by hand, and the page says so', async () => {
    Reflect.deleteProperty(navigator, 'clipboard');
    await renderInvites();
    await invite('ana@example.com');
    const panel = (
      await screen.findByRole('heading', { name: 'Invite sent to ana@example.com.' })
    ).closest('section')!;

    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Copy link' }));
    });

    const input = within(panel).getByLabelText<HTMLInputElement>('Invite link');
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
    expect(within(panel).getByText(COPY_FALLBACK_MESSAGE)).toBeTruthy();
  });
});

describe('the invites list', () => {
  beforeEach(() => {
    api.state.invites.push(
      anInvite({ id: 11, email: 'pending@x.test', status: 'pending', role_ids: [2] }),
      anInvite({
        id: 12,
        email: 'accepted@x.test',
        status: 'accepted',
        accepted_at: '2026-03-05T10:00:00.000Z',
      }),
      anInvite({ id: 13, email: 'expired@x.test', status: 'expired' }),
      anInvite({ id: 14, email: 'revoked@x.test', status: 'revoked' }),
    );
  });

  const rowOf = async (email: string) =>
    (await screen.findByRole('rowheader', { name: email })).closest('tr')!;

  it('shows each status as a badge, and only the actions each status allows', async () => {
    await renderInvites();

    const pending = await rowOf('pending@x.test');
    expect(within(pending).getByText('Pending')).toBeTruthy();
    expect(within(pending).getByText('Member')).toBeTruthy();
    expect(
      within(pending).getByRole('button', { name: 'Resend the invite to pending@x.test' }),
    ).toBeTruthy();
    expect(
      within(pending).getByRole('button', { name: 'Revoke the invite to pending@x.test' }),
    ).toBeTruthy();
    // The link of an invite sent earlier is unknown (only its hash is stored): no copy.
    expect(within(pending).queryByRole('button', { name: /Copy/ })).toBeNull();

    const expired = await rowOf('expired@x.test');
    expect(within(expired).getByText('Expired')).toBeTruthy();
    expect(within(expired).getByRole('button', { name: /Resend/ })).toBeTruthy();
    expect(within(expired).queryByRole('button', { name: /Revoke/ })).toBeNull();

    for (const [email, label] of [
      ['accepted@x.test', 'Accepted'],
      ['revoked@x.test', 'Revoked'],
    ] as const) {
      const row = await rowOf(email);
      expect(within(row).getByText(label)).toBeTruthy();
      expect(within(row).queryByRole('button')).toBeNull();
    }
  });

  it('resending shows the new link', async () => {
    await renderInvites();
    fireEvent.click(within(await rowOf('expired@x.test')).getByRole('button', { name: /Resend/ }));

    const heading = await screen.findByRole('heading', {
      name: 'Invite sent again to expired@x.test. The earlier link no longer works.',
    });
    expect(within(heading.closest('section')!).getByLabelText('Invite link')).toHaveProperty(
      'value',
      'http://liftline.test/invite?token=token-1',
    );
    await waitFor(async () =>
      expect(within(await rowOf('expired@x.test')).getByText('Pending')).toBeTruthy(),
    );
  });

  it('a failed resend (rate limit) shows the red toast', async () => {
    await renderInvites();
    api.fail({
      method: 'POST',
      path: /resend$/,
      status: 429,
      body: { message: 'Too many attempts. Please try again in 60 seconds.', slug: 'rate_limited' },
    });
    fireEvent.click(within(await rowOf('pending@x.test')).getByRole('button', { name: /Resend/ }));

    expect(
      await screen.findByText(
        'Too Many Requests: Too many attempts. Please try again in 60 seconds.',
      ),
    ).toBeTruthy();
  });

  it('revokes after confirming; the invite stays listed as revoked', async () => {
    await renderInvites();
    fireEvent.click(within(await rowOf('pending@x.test')).getByRole('button', { name: /Revoke/ }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Revoke the invite to pending@x.test?',
    });
    expect(api.callsTo('DELETE', /invite\/11$/)).toHaveLength(0);

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke invite' }));
    });

    expect(api.callsTo('DELETE', /invite\/11$/)).toHaveLength(1);
    expect(await screen.findByText('The invite to pending@x.test was revoked.')).toBeTruthy();
    await waitFor(async () =>
      expect(within(await rowOf('pending@x.test')).getByText('Revoked')).toBeTruthy(),
    );
  });
});
