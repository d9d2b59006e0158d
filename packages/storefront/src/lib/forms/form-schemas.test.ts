import type { GenericSchema } from 'valibot';
import { describe, expect, it } from 'vitest';
import { accountRenameSchema } from '@/features/account/dashboard/account-rename-form';
import { accountSwitchSchema } from '@/features/account/dashboard/account-switcher';
import { passwordChangeSchema } from '@/features/account/profile/password-change-schema';
import { profileSchema } from '@/features/account/profile/profile-schema';
import {
  forgotPasswordSchema,
  loginSchema,
  newPasswordSchema,
  registerSchema,
} from '@/features/auth/lib/auth-schemas';
import { branchSchema } from '@/features/account/branches/branch-form-values';
import { contactSchema } from '@/features/contact/lib/contact-schema';
import { dealerSiteSchema } from '@/features/dealers/site-form-values';
import { holdSchema } from '@/features/bookings/hold-schema';
import { moveSchema } from '@/features/rental-requests/move-schema';
import { extensionSchema, offRentSchema } from '@/features/rentals/rental-schemas';
import { apiKeySchema } from '@/features/integrations/api-key-form-values';
import { webhookSchema } from '@/features/integrations/webhook-form-values';
import { leadWorkSchema } from '@/features/leads/lead-work-schema';
import { quoteRequestSchema } from '@/features/quote-list/quote-request-schema';
import { testI18n } from '@/testing/test-i18n';
import { fieldRules, requestBodyOf, schemaNamed } from './contract-check';

const i18n = testI18n();

/**
 * Every form's schema and the operation it sends to. `page`: body properties the page supplies
 * itself (ids from the URL or the context), not typed by the visitor. `rename`: form field →
 * body property where they differ. `conditional`: properties the contract requires non-empty only
 * in some cases, which the form's own test covers (the profile's current password).
 */
const FORMS: {
  name: string;
  schema: GenericSchema;
  operation: [method: string, path: string];
  /** The body's schema by name, where the operation takes several (`oneOf`). */
  body?: string;
  page?: string[];
  rename?: Record<string, string>;
  conditional?: string[];
}[] = [
  {
    name: 'contact a branch',
    schema: contactSchema(i18n),
    operation: ['post', '/contact-branch'],
    page: ['branch_id', 'equipment_id'],
  },
  {
    // The lines come from the stored quote list, not from the form's fields.
    name: 'quote list',
    schema: quoteRequestSchema(i18n),
    operation: ['post', '/equipment/request-quote'],
    body: 'QuoteListInput',
    page: ['items'],
  },
  {
    name: 'hold units',
    schema: holdSchema(i18n),
    operation: ['post', '/account/{id}/bookings'],
    page: ['equipment_id'],
  },
  {
    name: 'extend a rental',
    schema: extensionSchema(i18n, { start_date: '2027-03-10', end_date: '2027-03-14' }),
    operation: ['post', '/user/rentals/{rentalId}/extension'],
  },
  {
    name: 'call a rental off',
    schema: offRentSchema(i18n, { end_date: '2027-03-14' }, '2027-03-11'),
    operation: ['post', '/user/rentals/{rentalId}/off-rent'],
  },
  {
    // The status is the button the member pressed; the reason is required to refuse only.
    name: 'move a rental request (refuse)',
    schema: moveSchema('refused'),
    operation: ['post', '/account/{id}/rental-requests/{requestId}'],
    page: ['status'],
    conditional: ['reason'],
  },
  { name: 'log in', schema: loginSchema(i18n), operation: ['post', '/user/login'] },
  { name: 'register', schema: registerSchema(i18n), operation: ['put', '/user/register'] },
  {
    name: 'forgot password',
    schema: forgotPasswordSchema(i18n),
    operation: ['post', '/user/forgot-password'],
  },
  {
    name: 'reset password',
    schema: newPasswordSchema(i18n),
    operation: ['post', '/user/reset'],
    page: ['token'],
  },
  { name: 'switch account', schema: accountSwitchSchema(i18n), operation: ['put', '/user/'] },
  {
    name: 'rename account',
    schema: accountRenameSchema(i18n),
    operation: ['post', '/account/{id}'],
  },
  {
    name: 'profile',
    schema: profileSchema('olive@liftline.test', i18n),
    operation: ['put', '/user/'],
    conditional: ['current_password'],
  },
  {
    // City and state may be left empty (the ZIP code's); the hours and closures rows are checked
    // by the form's own tests.
    name: 'branch',
    schema: branchSchema,
    operation: ['post', '/admin/branches'],
    conditional: ['city'],
  },
  {
    name: 'change password',
    schema: passwordChangeSchema(i18n),
    operation: ['put', '/user/change-password'],
  },
  {
    // Empty fields are left out of the body: the reason is needed only for `lost`, a note is optional.
    name: 'work a lead',
    schema: leadWorkSchema(null),
    operation: ['post', '/account/{id}/leads/{reference}'],
    rename: { assignee: 'assignee_id' },
    conditional: ['lost_reason', 'note'],
  },
  {
    // The origins are rows of one field each (`{ value }`), sent as the list of their values.
    name: 'dealer site',
    schema: dealerSiteSchema,
    operation: ['post', '/account/{id}/dealer-sites'],
  },
  {
    // The expiry is a day (`YYYY-MM-DD`), sent as the end of that day.
    name: 'API key',
    schema: apiKeySchema('2026-11-27'),
    operation: ['post', '/account/{id}/api-keys'],
  },
  {
    name: 'webhook endpoint',
    schema: webhookSchema,
    operation: ['post', '/account/{id}/webhooks'],
  },
];

describe.each(FORMS)('the $name form', (form) => {
  const { schema, operation, page = [], rename = {}, conditional = [] } = form;
  const body = form.body ? schemaNamed(form.body) : requestBodyOf(...operation);
  const rules = fieldRules(schema);
  const property = (field: string) => rename[field] ?? field;

  it('sends only properties of the contract’s request body', () => {
    for (const field of Object.keys(rules))
      expect(Object.keys(body.properties ?? {})).toContain(property(field));
  });

  it('asks for every property the contract requires (or the page supplies it)', () => {
    const asked = Object.keys(rules).map(property);
    for (const required of body.required ?? []) expect([...asked, ...page]).toContain(required);
  });

  it('allows the lengths the contract allows and requires what it requires', () => {
    for (const [field, rule] of Object.entries(rules)) {
      const contract = body.properties?.[property(field)] ?? {};
      if (contract.maxLength !== undefined) expect(rule.maxLength, field).toBe(contract.maxLength);
      if ((contract.minLength ?? 0) > 0 && !conditional.includes(field))
        expect(rule.required, field).toBe(true);
    }
  });
});
