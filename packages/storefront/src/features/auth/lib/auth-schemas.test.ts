import { describe, expect, it } from 'vitest';
import { schemaErrors } from '@/lib/forms/schema-errors';
import { testI18n } from '@/testing/test-i18n';
import {
  accountMessages,
  forgotPasswordSchema,
  loginSchema,
  newPasswordSchema,
  registerSchema,
} from './auth-schemas';

const i18n = testI18n();
const MESSAGES = accountMessages(i18n);
const validateRegister = (values: unknown) => schemaErrors(registerSchema(i18n), values);
const validateNewPassword = (values: unknown) => schemaErrors(newPasswordSchema(i18n), values);
const validateLogin = (values: unknown) => schemaErrors(loginSchema(i18n), values);
const validateForgotPassword = (values: unknown) =>
  schemaErrors(forgotPasswordSchema(i18n), values);

const valid = {
  name: 'Nia New',
  email: 'nia@example.com',
  password: '12345678',
  password_confirmation: '12345678',
};

describe('auth form validation (the contract’s rules)', () => {
  it('accepts a complete registration; 8 characters are enough', () => {
    expect(validateRegister(valid)).toEqual({});
  });

  it('requires every field; a name of spaces is empty', () => {
    expect(
      validateRegister({ name: '   ', email: ' ', password: '', password_confirmation: '' }),
    ).toEqual({
      name: [MESSAGES.nameRequired],
      email: [MESSAGES.emailRequired],
      password: [MESSAGES.newPasswordRequired],
      password_confirmation: [MESSAGES.confirmationRequired],
    });
  });

  it('limits the lengths like the schema (name 100, e-mail 254, password 8–255)', () => {
    expect(validateRegister({ ...valid, name: 'x'.repeat(100) }).name).toBeUndefined();
    expect(validateRegister({ ...valid, name: 'x'.repeat(101) }).name).toEqual([
      MESSAGES.nameTooLong,
    ]);
    const long = `${'a'.repeat(243)}@example.com`; // 255 characters
    expect(validateRegister({ ...valid, email: long }).email).toEqual([MESSAGES.emailTooLong]);
    expect(
      validateRegister({ ...valid, password: '1234567', password_confirmation: '1234567' }),
    ).toEqual({ password: [MESSAGES.passwordTooShort] });
    const huge = 'p'.repeat(256);
    expect(
      validateRegister({ ...valid, password: huge, password_confirmation: huge }).password,
    ).toEqual([MESSAGES.passwordTooLong]);
  });

  it.each(['nia', 'nia@', '@example.com', 'nia@example', 'nia @example.com', 'a@b@c.com'])(
    'refuses the address %j',
    (email) => {
      expect(validateRegister({ ...valid, email }).email).toEqual([MESSAGES.emailInvalid]);
    },
  );

  it('accepts surrounding spaces in the address (they are trimmed when sent)', () => {
    expect(validateRegister({ ...valid, email: '  nia@example.com ' }).email).toBeUndefined();
  });

  it('puts a confirmation that differs on the confirmation field', () => {
    expect(validateRegister({ ...valid, password_confirmation: '12345679' })).toEqual({
      password_confirmation: [MESSAGES.confirmationMismatch],
    });
    expect(validateNewPassword({ password: '12345678', password_confirmation: '1234567' })).toEqual(
      { password_confirmation: [MESSAGES.confirmationMismatch] },
    );
  });

  it('login needs an address and a password (of any length)', () => {
    expect(validateLogin({ email: 'nia@example.com', password: 'x' })).toEqual({});
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: [MESSAGES.emailRequired],
      password: [MESSAGES.passwordRequired],
    });
  });

  it('forgot password needs a valid address', () => {
    expect(validateForgotPassword({ email: 'nia@example.com' })).toEqual({});
    expect(validateForgotPassword({ email: 'nia' })).toEqual({ email: [MESSAGES.emailInvalid] });
  });
});

describe('in Spanish', () => {
  const es = testI18n('es');

  it('says the rules in Spanish', () => {
    expect(schemaErrors(loginSchema(es), { email: 'nia', password: '' })).toEqual({
      email: ['Escriba un correo electrónico válido, como nombre@ejemplo.com.'],
      password: ['Escriba su contraseña.'],
    });
    expect(
      schemaErrors(registerSchema(es), { ...valid, password: '1234', password_confirmation: 'x' }),
    ).toEqual({
      password: ['Use al menos 8 caracteres.'],
      password_confirmation: ['Las contraseñas no coinciden.'],
    });
  });
});
