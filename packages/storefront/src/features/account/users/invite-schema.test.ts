import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { inviteSchema } from './invite-schema';

const emailMessages = (email: string) => {
  const result = v.safeParse(inviteSchema, { email, role_ids: [] });
  return result.issues ? v.flatten(result.issues).nested?.email : undefined;
};

describe('inviteSchema', () => {
  it('needs an e-mail address (the first message, the one the field shows)', () => {
    expect(emailMessages('  ')?.[0]).toBe('Enter the e-mail address to invite.');
  });

  it('needs the shape of one', () => {
    for (const email of ['ana', 'ana@', '@example.com', 'ana@example', 'a na@example.com'])
      expect(emailMessages(email), email).toEqual([
        'Enter an e-mail address like name@example.com.',
      ]);
    expect(emailMessages(' ana.lee+crew@example.co.uk ')).toBeUndefined();
  });

  it('allows 254 characters, like the server', () => {
    const local = 'a'.repeat(64);
    const ok = `${local}@${'b'.repeat(254 - 64 - 1 - 4)}.com`;
    expect(ok).toHaveLength(254);
    expect(emailMessages(ok)).toBeUndefined();
    expect(emailMessages(`a${ok}`)).toEqual(['Use at most 254 characters.']);
  });

  it('sends the trimmed address', () => {
    expect(v.parse(inviteSchema, { email: ' ana@example.com ', role_ids: [2] })).toEqual({
      email: 'ana@example.com',
      role_ids: [2],
    });
  });
});
