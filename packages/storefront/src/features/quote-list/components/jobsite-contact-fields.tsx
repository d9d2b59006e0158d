import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form/form-field';
import formStyles from '@/components/ui/form/form.module.scss';
import type { QuoteRequestValues } from '../quote-request-schema';
import styles from './quote-list.module.scss';

/** The second step of the quote list: where the job is and who asks (`form`: the page's form). */
export function JobsiteContactFields({
  form,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema's output type
  form: UseFormReturn<QuoteRequestValues, any, any>;
}) {
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>Jobsite</legend>
        <div className={formStyles.row}>
          <FormField form={form} name="jobsite_address" label="Street address">
            {(control) => (
              <input {...control} autoComplete="street-address" className={formStyles.control} />
            )}
          </FormField>
          <FormField form={form} name="jobsite_zip" label="ZIP code">
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
        <legend className={styles.groupTitle}>Contact</legend>
        <div className={formStyles.row}>
          <FormField form={form} name="name" label="Name">
            {(control) => <input {...control} autoComplete="name" className={formStyles.control} />}
          </FormField>
          <FormField form={form} name="company" label="Company (optional)">
            {(control) => (
              <input {...control} autoComplete="organization" className={formStyles.control} />
            )}
          </FormField>
        </div>
        <div className={formStyles.row}>
          <FormField form={form} name="email" label="E-mail">
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email"
                className={formStyles.control}
              />
            )}
          </FormField>
          <FormField form={form} name="phone" label="Phone">
            {(control) => (
              <input {...control} type="tel" autoComplete="tel" className={formStyles.control} />
            )}
          </FormField>
        </div>
        <div className={formStyles.row}>
          <FormField form={form} name="po_number" label="PO number (optional)">
            {(control) => <input {...control} className={formStyles.control} />}
          </FormField>
        </div>
        <FormField
          form={form}
          name="notes"
          label="Notes (optional)"
          hint="Delivery times, site access, attachments you need…"
        >
          {(control) => <textarea {...control} className={formStyles.control} />}
        </FormField>
      </fieldset>
    </>
  );
}
