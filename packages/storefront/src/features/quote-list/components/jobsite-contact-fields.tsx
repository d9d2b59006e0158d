import { useLingui } from '@lingui/react';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form/form-field';
import formStyles from '@/components/ui/form/form.module.scss';
import type { QuoteRequestValues } from '../quote-request-schema';
import styles from './quote-list.module.scss';

const messages = {
  jobsite: /*i18n*/ { id: 'quoteList.details.jobsite', message: 'Jobsite' },
  street: /*i18n*/ { id: 'quoteList.details.street', message: 'Street address' },
  zip: /*i18n*/ { id: 'quoteList.details.zip', message: 'ZIP code' },
  contact: /*i18n*/ { id: 'quoteList.details.contact', message: 'Contact' },
  name: /*i18n*/ { id: 'auth.field.name', message: 'Name' },
  company: /*i18n*/ { id: 'auth.register.company', message: 'Company (optional)' },
  email: /*i18n*/ { id: 'auth.field.email', message: 'E-mail' },
  phone: /*i18n*/ { id: 'quoteList.details.phone', message: 'Phone' },
  po: /*i18n*/ { id: 'quoteList.details.po', message: 'PO number (optional)' },
  notes: /*i18n*/ { id: 'quoteList.details.notes', message: 'Notes (optional)' },
  notesHint: /*i18n*/ {
    id: 'quoteList.details.notesHint',
    message: 'Delivery times, site access, attachments you need…',
  },
};

/** The second step of the quote list: where the job is and who asks (`form`: the page's form). */
export function JobsiteContactFields({
  form,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema's output type
  form: UseFormReturn<QuoteRequestValues, any, any>;
}) {
  const { i18n } = useLingui();
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>{i18n._(messages.jobsite)}</legend>
        <div className={formStyles.row}>
          <FormField form={form} name="jobsite_address" label={i18n._(messages.street)}>
            {(control) => (
              <input {...control} autoComplete="street-address" className={formStyles.control} />
            )}
          </FormField>
          <FormField form={form} name="jobsite_zip" label={i18n._(messages.zip)}>
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                className={formStyles.control}
              />
            )}
          </FormField>
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>{i18n._(messages.contact)}</legend>
        <div className={formStyles.row}>
          <FormField form={form} name="name" label={i18n._(messages.name)}>
            {(control) => <input {...control} autoComplete="name" className={formStyles.control} />}
          </FormField>
          <FormField form={form} name="company" label={i18n._(messages.company)}>
            {(control) => (
              <input {...control} autoComplete="organization" className={formStyles.control} />
            )}
          </FormField>
        </div>
        <div className={formStyles.row}>
          <FormField form={form} name="email" label={i18n._(messages.email)}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email"
                className={formStyles.control}
              />
            )}
          </FormField>
          <FormField form={form} name="phone" label={i18n._(messages.phone)}>
            {(control) => (
              <input {...control} type="tel" autoComplete="tel" className={formStyles.control} />
            )}
          </FormField>
        </div>
        <div className={formStyles.row}>
          <FormField form={form} name="po_number" label={i18n._(messages.po)}>
            {(control) => <input {...control} className={formStyles.control} />}
          </FormField>
        </div>
        <FormField
          form={form}
          name="notes"
          label={i18n._(messages.notes)}
          hint={i18n._(messages.notesHint)}
        >
          {(control) => <textarea {...control} className={formStyles.control} />}
        </FormField>
      </fieldset>
    </>
  );
}
