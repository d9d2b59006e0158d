import type { components } from '@liftline/sdk';
import { useEffect, useRef } from 'react';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import formStyles from '@/components/ui/form/form.module.scss';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { unwrap } from '@liftline/sdk';
import { useApiForm } from '@/lib/forms/use-api-form';
import { CONTACT_MAX_LENGTHS, contactSchema, type ContactValues } from '../lib/contact-schema';
import { formatDecimal } from '@/utils/format';

export type ContactReceipt = components['schemas']['ContactRequestReceipt'];

export interface ContactFormProps {
  /** The branch the message goes to. */
  branchId: number;
  /** The equipment the message is about, if any. */
  equipmentId?: number | null;
  /** Prefilled values (e.g. the subject, or the signed-in user's name and e-mail). */
  initialValues?: Partial<ContactValues>;
  /** The server stored the message. */
  onSent?: (receipt: ContactReceipt) => void;
}

const EMPTY: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

/**
 * The contact form: name, e-mail, phone (optional), subject and message to a branch
 * (`POST /contact-branch`). A sent message shows its reference and the form starts over.
 */
export function ContactForm({
  branchId,
  equipmentId = null,
  initialValues,
  onSent,
}: ContactFormProps) {
  const initial = { ...EMPTY, ...initialValues };
  const successRef = useRef<HTMLParagraphElement>(null);
  const { form, formProps, busy, summary, result } = useApiForm({
    schema: contactSchema,
    defaultValues: initial,
    guardUnsaved: false,
    submit: (values, client) =>
      unwrap(
        client.POST('/contact-branch', {
          body: { branch_id: branchId, equipment_id: equipmentId, ...values },
        }),
      ),
    onSuccess: (receipt) => {
      form.reset(initial);
      onSent?.(receipt);
    },
  });

  useEffect(() => {
    if (result) successRef.current?.focus();
  }, [result]);

  return (
    <form className={formStyles.form} {...formProps}>
      {result ? (
        <p ref={successRef} className={formStyles.success} role="status" tabIndex={-1}>
          Thank you, your message was sent. Your reference is <strong>{result.reference}</strong>; a
          copy is on its way to your e-mail.
        </p>
      ) : null}
      <FormSummary summary={summary} />
      <div className={formStyles.row}>
        <FormField form={form} name="name" label="Name">
          {(control) => (
            <input {...control} className={formStyles.control} autoComplete="name" required />
          )}
        </FormField>
        <FormField form={form} name="email" label="E-mail">
          {(control) => (
            <input
              {...control}
              className={formStyles.control}
              type="email"
              autoComplete="email"
              required
            />
          )}
        </FormField>
      </div>
      <FormField form={form} name="phone" label="Phone (optional)">
        {(control) => (
          <input {...control} className={formStyles.control} type="tel" autoComplete="tel" />
        )}
      </FormField>
      <FormField form={form} name="subject" label="Subject">
        {(control) => <input {...control} className={formStyles.control} required />}
      </FormField>
      <FormField
        form={form}
        name="message"
        label="Message"
        hint={`Up to ${formatDecimal(CONTACT_MAX_LENGTHS.message, 3)} characters.`}
      >
        {(control) => <textarea {...control} className={formStyles.control} rows={5} required />}
      </FormField>
      <div className={formStyles.actions}>
        <SubmitButton busy={busy} busyLabel="Sending…">
          Send message
        </SubmitButton>
      </div>
    </form>
  );
}
