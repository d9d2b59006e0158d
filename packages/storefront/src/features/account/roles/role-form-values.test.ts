import { describe, expect, it } from 'vitest';
import {
  groupServerErrors,
  roleFormChanged,
  validateRoleForm,
  ROLE_DESCRIPTION_MAX_LENGTH,
  ROLE_NAME_MAX_LENGTH,
} from './role-form-values';

const values = (name: string, description = '', permissionNames: string[] = []) => ({
  name,
  description,
  permissionNames,
});

describe('validateRoleForm', () => {
  it('needs a name that is not only spaces', () => {
    expect(validateRoleForm(values(''), []).name).toEqual(['Enter a name for the role.']);
    expect(validateRoleForm(values('   '), []).name).toEqual(['Enter a name for the role.']);
  });

  it('allows 100 characters (trimmed) and refuses 101, like the server', () => {
    expect(validateRoleForm(values(` ${'a'.repeat(ROLE_NAME_MAX_LENGTH)} `), [])).toEqual({});
    expect(validateRoleForm(values('a'.repeat(ROLE_NAME_MAX_LENGTH + 1)), []).name).toEqual([
      'Use at most 100 characters (now 101).',
    ]);
  });

  it('refuses a name another role has, ignoring case and spaces (the server’s 409)', () => {
    expect(validateRoleForm(values(' sales '), ['Owner', 'Sales']).name).toEqual([
      'A role named “sales” already exists. Choose another name.',
    ]);
    expect(validateRoleForm(values('Sales reps'), ['Owner', 'Sales'])).toEqual({});
  });

  it('limits the description to 500 characters', () => {
    expect(validateRoleForm(values('Crew', 'x'.repeat(ROLE_DESCRIPTION_MAX_LENGTH)), [])).toEqual(
      {},
    );
    expect(
      validateRoleForm(values('Crew', 'x'.repeat(ROLE_DESCRIPTION_MAX_LENGTH + 1)), []).description,
    ).toEqual(['Use at most 500 characters (now 501).']);
  });
});

describe('roleFormChanged', () => {
  it('ignores the order of permissions and surrounding spaces', () => {
    const initial = values('Crew', 'Moves units', ['a', 'b']);
    expect(roleFormChanged(initial, values(' Crew ', 'Moves units', ['b', 'a']))).toBe(false);
    expect(roleFormChanged(initial, values('Crew', 'Moves units', ['a']))).toBe(true);
    expect(roleFormChanged(initial, values('Crew 2', 'Moves units', ['a', 'b']))).toBe(true);
  });
});

describe('groupServerErrors', () => {
  it('puts permission_names.N under permission_names', () => {
    expect(
      groupServerErrors({
        name: ['is taken'],
        'permission_names.0': ['is not a permission'],
        'permission_names.2': ['is not a permission'],
      }),
    ).toEqual({
      name: ['is taken'],
      permission_names: ['is not a permission', 'is not a permission'],
    });
  });
});
