/** What the visitor types into the contact form. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string[]>>;

/** The longest values `ContactBranchInput` accepts (openapi.yaml). */
export const CONTACT_MAX_LENGTHS: Record<ContactField, number> = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 200,
  message: 5000,
};

export const CONTACT_FIELDS: readonly ContactField[] = [
  'name',
  'email',
  'phone',
  'subject',
  'message',
];

/** The server's `format: email` check (ajv-formats, full mode), so both sides agree. */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

const REQUIRED_MESSAGES: Partial<Record<ContactField, string>> = {
  name: 'Enter your name',
  email: 'Enter your e-mail address',
  subject: 'Enter a subject',
  message: 'Enter your message',
};

/** The form's own checks, mirroring `ContactBranchInput`: required fields, lengths, e-mail format. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const value = values[field].trim();
    const required = REQUIRED_MESSAGES[field];
    if (!value) {
      if (required) errors[field] = [required];
    } else if (value.length > CONTACT_MAX_LENGTHS[field]) {
      errors[field] = [
        `Use at most ${CONTACT_MAX_LENGTHS[field].toLocaleString('en-US')} characters`,
      ];
    } else if (field === 'email' && !EMAIL.test(value)) {
      errors.email = ['Enter a valid e-mail address, like name@example.com'];
    }
  }
  return errors;
}
