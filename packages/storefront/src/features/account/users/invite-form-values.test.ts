import { describe, expect, it } from 'vitest';
import { groupInviteErrors, validateInviteForm } from './invite-form-values';

describe('validateInviteForm', () => {
  it('needs an e-mail address', () => {
    expect(validateInviteForm({ email: '  ' })).toEqual({
      email: ['Enter the e-mail address to invite.'],
    });
  });

  it('needs the shape of one', () => {
    for (const email of ['ana', 'ana@', '@example.com', 'ana@example', 'a na@example.com'])
      expect(validateInviteForm({ email }).email, email).toEqual([
        'Enter an e-mail address like name@example.com.',
      ]);
    expect(validateInviteForm({ email: ' ana.lee+crew@example.co.uk ' })).toEqual({});
  });

  it('allows 254 characters, like the server', () => {
    const local = 'a'.repeat(64);
    const ok = `${local}@${'b'.repeat(254 - 64 - 1 - 4)}.com`;
    expect(ok).toHaveLength(254);
    expect(validateInviteForm({ email: ok })).toEqual({});
    expect(validateInviteForm({ email: `a${ok}` }).email).toEqual(['Use at most 254 characters.']);
  });
});

describe('groupInviteErrors', () => {
  it('puts role_ids.N under role_ids', () => {
    expect(
      groupInviteErrors({ email: ['is invalid'], 'role_ids.1': ['is not a role of this account'] }),
    ).toEqual({ email: ['is invalid'], role_ids: ['is not a role of this account'] });
  });
});
