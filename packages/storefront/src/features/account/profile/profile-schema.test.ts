import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_FOR_EMAIL, profileSchema } from './profile-schema';

const schema = profileSchema('olive@liftline.test');
const issuesOf = (input: Record<string, string>) => {
  const { issues } = v.safeParse(schema, input);
  return issues ? (v.flatten<typeof schema>(issues).nested ?? {}) : {};
};

describe('profileSchema', () => {
  it('asks for the current password only when the address really changes', () => {
    const name = 'Olive Owner';
    expect(issuesOf({ name, email: 'new@liftline.test', current_password: '' })).toEqual({
      current_password: [CURRENT_PASSWORD_FOR_EMAIL],
    });
    expect(issuesOf({ name, email: 'Olive@Liftline.test', current_password: '' })).toEqual({});
    expect(issuesOf({ name, email: 'new@liftline.test', current_password: 'secret' })).toEqual({});
  });

  it('trims the name and the address', () => {
    const parsed = v.parse(schema, {
      name: '  Olive  ',
      email: ' olive@liftline.test ',
      current_password: '',
    });
    expect(parsed).toEqual({ name: 'Olive', email: 'olive@liftline.test', current_password: '' });
  });
});
