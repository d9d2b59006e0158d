import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Permission, Role } from './api/roles-api';
import {
  ROLE_DESCRIPTION_MAX_LENGTH,
  ROLE_NAME_MAX_LENGTH,
  roleDefaults,
  roleSchema,
} from './role-schema';

function messagesOf(input: { name: string; description?: string }, taken: string[] = []) {
  const result = v.safeParse(roleSchema(taken), {
    description: '',
    permission_names: [],
    ...input,
  });
  return result.issues ? (v.flatten(result.issues).nested ?? {}) : {};
}

describe('roleSchema', () => {
  it('needs a name that is not only spaces', () => {
    expect(messagesOf({ name: '' }).name).toEqual(['Enter a name for the role.']);
    expect(messagesOf({ name: '   ' }).name).toEqual(['Enter a name for the role.']);
  });

  it('allows 100 characters (trimmed) and refuses 101, like the server', () => {
    expect(messagesOf({ name: ` ${'a'.repeat(ROLE_NAME_MAX_LENGTH)} ` })).toEqual({});
    expect(messagesOf({ name: 'a'.repeat(ROLE_NAME_MAX_LENGTH + 1) }).name).toEqual([
      'Use at most 100 characters (now 101).',
    ]);
  });

  it('refuses a name another role has, ignoring case and spaces (the server’s 409)', () => {
    expect(messagesOf({ name: ' sales ' }, ['Owner', 'Sales']).name).toEqual([
      'A role named “sales” already exists. Choose another name.',
    ]);
    expect(messagesOf({ name: 'Sales reps' }, ['Owner', 'Sales'])).toEqual({});
  });

  it('limits the description to 500 characters and sends an empty one as null', () => {
    const description = 'x'.repeat(ROLE_DESCRIPTION_MAX_LENGTH);
    expect(messagesOf({ name: 'Crew', description })).toEqual({});
    expect(messagesOf({ name: 'Crew', description: `${description}x` }).description).toEqual([
      'Use at most 500 characters (now 501).',
    ]);
    const parsed = v.parse(roleSchema([]), {
      name: ' Crew ',
      description: '  ',
      permission_names: ['products.view'],
    });
    expect(parsed).toEqual({
      name: 'Crew',
      description: null,
      permission_names: ['products.view'],
    });
  });
});

describe('roleDefaults', () => {
  it('lists the role’s permissions in the catalogue’s order', () => {
    const permissions = ['a.view', 'b.view', 'c.view'].map(
      (name) => ({ name, group: 'G', description: name }) as Permission,
    );
    const role = { name: 'Crew', description: null, permission_names: ['c.view', 'a.view'] };
    expect(roleDefaults(role as Role, permissions)).toEqual({
      name: 'Crew',
      description: '',
      permission_names: ['a.view', 'c.view'],
    });
    expect(roleDefaults(null, permissions)).toEqual({
      name: '',
      description: '',
      permission_names: [],
    });
  });
});
