import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { testI18n } from '@/testing/test-i18n';
import { CURRENT_PASSWORD_FOR_EMAIL, profileSchema } from './profile-schema';

const schema = profileSchema('olive@liftline.test', testI18n());
const issuesOf = (input: Record<string, string>) => {
  const { issues } = v.safeParse(schema, input);
  return issues ? (v.flatten<typeof schema>(issues).nested ?? {}) : {};
};

describe('profileSchema', () => {
  it('asks for the current password only when the address really changes', () => {
    const name = 'Olive Owner';
    expect(
      issuesOf({ name, email: 'new@liftline.test', locale: 'en', current_password: '' }),
    ).toEqual({
      current_password: [CURRENT_PASSWORD_FOR_EMAIL.message],
    });
    expect(
      issuesOf({ name, email: 'Olive@Liftline.test', locale: 'en', current_password: '' }),
    ).toEqual({});
    expect(
      issuesOf({ name, email: 'new@liftline.test', locale: 'es', current_password: 'secret' }),
    ).toEqual({});
  });

  it('trims the name and the address', () => {
    const parsed = v.parse(schema, {
      name: '  Olive  ',
      email: ' olive@liftline.test ',
      locale: 'en',
      current_password: '',
    });
    expect(parsed).toEqual({
      name: 'Olive',
      email: 'olive@liftline.test',
      locale: 'en',
      current_password: '',
    });
  });
});

describe('the language', () => {
  it('is English or Spanish', () => {
    const base = { name: 'Olive', email: 'olive@liftline.test', current_password: '' };
    expect(issuesOf({ ...base, locale: 'es' })).toEqual({});
    expect(Object.keys(issuesOf({ ...base, locale: 'fr' }))).toEqual(['locale']);
  });
});
