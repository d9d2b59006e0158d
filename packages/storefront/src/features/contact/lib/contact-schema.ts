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

/** What the visitor types into the contact form, with the rules of `ContactBranchInput`. */
export const contactSchema = v.object({
  name: requiredText('Enter your name', CONTACT_MAX_LENGTHS.name),
  email: emailField(CONTACT_MAX_LENGTHS.email),
  phone: optionalText(CONTACT_MAX_LENGTHS.phone),
  subject: requiredText('Enter a subject', CONTACT_MAX_LENGTHS.subject),
  message: requiredText('Enter your message', CONTACT_MAX_LENGTHS.message),
});

export type ContactValues = v.InferInput<typeof contactSchema>;
