import type { I18n } from '@lingui/core';
import * as v from 'valibot';
import { emailField, optionalText, requiredText } from '@/lib/forms/schema-fields';

/** The longest values `ContactBranchInput` accepts (openapi.yaml). */
export const CONTACT_MAX_LENGTHS = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 200,
  message: 5000,
} as const;

const messages = {
  name: /*i18n*/ { id: 'contact.form.nameRequired', message: 'Enter your name' },
  subject: /*i18n*/ { id: 'contact.form.subjectRequired', message: 'Enter a subject' },
  message: /*i18n*/ { id: 'contact.form.messageRequired', message: 'Enter your message' },
};

/**
 * What the visitor types into the contact form, with the rules of `ContactBranchInput`; messages
 * in the language of `i18n`.
 */
export const contactSchema = (i18n: I18n) =>
  v.object({
    name: requiredText(i18n._(messages.name), CONTACT_MAX_LENGTHS.name, i18n),
    email: emailField(CONTACT_MAX_LENGTHS.email, i18n),
    phone: optionalText(CONTACT_MAX_LENGTHS.phone, i18n),
    subject: requiredText(i18n._(messages.subject), CONTACT_MAX_LENGTHS.subject, i18n),
    message: requiredText(i18n._(messages.message), CONTACT_MAX_LENGTHS.message, i18n),
  });

export type ContactValues = v.InferInput<ReturnType<typeof contactSchema>>;
