import { describe, expect, it } from 'vitest';
import { schemaErrors } from '@/lib/forms/schema-errors';
import { testI18n } from '@/testing/test-i18n';
import { contactSchema, type ContactValues } from './contact-schema';

const validateContact = (values: ContactValues) => schemaErrors(contactSchema(testI18n()), values);

const valid: ContactValues = {
  name: 'Pat Buyer',
  email: 'pat@example.com',
  phone: '',
  subject: 'Question about the forklift',
  message: 'Is it still available?',
};

const check = (overrides: Partial<ContactValues>) => validateContact({ ...valid, ...overrides });

describe('contactSchema', () => {
  it('accepts a complete message without a phone number', () => {
    expect(check({})).toEqual({});
  });

  it.each([
    ['name', 'Enter your name'],
    ['email', 'Enter your e-mail address'],
    ['subject', 'Enter a subject'],
    ['message', 'Enter your message'],
  ] as const)('requires %s (blank counts as empty)', (field, message) => {
    expect(check({ [field]: '' })).toEqual({ [field]: [message] });
    expect(check({ [field]: '   ' })).toEqual({ [field]: [message] });
  });

  it.each([
    ['name', 100],
    ['email', 254],
    ['phone', 30],
    ['subject', 200],
    ['message', 5000],
  ] as const)('limits %s to %i characters', (field, max) => {
    const at = field === 'email' ? `${'a'.repeat(max - 12)}@example.com` : 'a'.repeat(max);
    const over = field === 'email' ? `a${at}` : `${at}a`;
    expect(check({ [field]: at })).toEqual({});
    expect(check({ [field]: over })[field]?.[0]).toMatch(/^Use at most [\d,]+ characters$/);
  });

  it.each(['pat', 'pat@', '@example.com', 'pat@example', 'pat @example.com', 'pat@exa mple.com'])(
    'refuses the e-mail address %j',
    (email) => {
      expect(check({ email })).toEqual({
        email: ['Enter a valid e-mail address, like name@example.com'],
      });
    },
  );

  it.each(['pat@example.com', 'Pat.Buyer+quotes@mail.example.co.uk', ' pat@example.com '])(
    'accepts the e-mail address %j',
    (email) => {
      expect(check({ email })).toEqual({});
    },
  );

  it('reports every field at once', () => {
    expect(
      Object.keys(validateContact({ name: '', email: 'x', phone: '', subject: '', message: '' })),
    ).toEqual(['name', 'email', 'subject', 'message']);
  });
});

describe('contactSchema in Spanish', () => {
  it('says what is missing in Spanish', () => {
    const es = contactSchema(testI18n('es'));
    expect(schemaErrors(es, { ...valid, name: ' ', email: 'pat' })).toEqual({
      name: ['Escriba su nombre'],
      email: ['Escriba un correo electrónico válido, como nombre@ejemplo.com'],
    });
  });
});
