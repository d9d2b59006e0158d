import type { components } from '@liftline/sdk';
import { Trans, useLingui } from '@lingui/react';
import { useEffect, useMemo, useRef } from 'react';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import formStyles from '@/components/ui/form/form.module.scss';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { unwrap } from '@liftline/sdk';
import { useApiForm } from '@/lib/forms/use-api-form';
import { CONTACT_MAX_LENGTHS, contactSchema, type ContactValues } from '../lib/contact-schema';
import { useLocale, useLocaleTag } from '@/i18n/use-locale';
import { formatDecimal } from '@/utils/format';
import { translate } from '@/utils/translate';

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

const messages = {
  name: /*i18n*/ { id: 'auth.field.name', message: 'Name' },
  email: /*i18n*/ { id: 'auth.field.email', message: 'E-mail' },
  phone: /*i18n*/ { id: 'contact.form.phone', message: 'Phone (optional)' },
  subject: /*i18n*/ { id: 'contact.form.subject', message: 'Subject' },
  message: /*i18n*/ { id: 'contact.form.message', message: 'Message' },
  messageHint: /*i18n*/ { id: 'contact.form.messageHint', message: 'Up to {max} characters.' },
  sending: /*i18n*/ { id: 'contact.form.sending', message: 'Sending…' },
  send: /*i18n*/ { id: 'contact.form.send', message: 'Send message' },
};

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
  const { i18n } = useLingui();
  const locale = useLocale();
  const tag = useLocaleTag();
  const schema = useMemo(() => contactSchema(i18n), [i18n]);
  const initial = { ...EMPTY, ...initialValues };
  const successRef = useRef<HTMLParagraphElement>(null);
  const { form, formProps, busy, summary, result } = useApiForm({
    schema,
    defaultValues: initial,
    guardUnsaved: false,
    submit: (values, client) =>
      unwrap(
        client.POST('/contact-branch', {
          // `locale`: the confirmation mail goes out in the page's language.
          body: { branch_id: branchId, equipment_id: equipmentId, ...values, locale },
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
          <Trans
            id="contact.form.sent"
            message="Thank you, your message was sent. Your reference is <0>{reference}</0>; a copy is on its way to your e-mail."
            values={{ reference: result.reference }}
            components={{ 0: <strong /> }}
          />
        </p>
      ) : null}
      <FormSummary summary={summary} />
      <div className={formStyles.row}>
        <FormField form={form} name="name" label={i18n._(messages.name)}>
          {(control) => (
            <input {...control} className={formStyles.control} autoComplete="name" required />
          )}
        </FormField>
        <FormField form={form} name="email" label={i18n._(messages.email)}>
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
      <FormField form={form} name="phone" label={i18n._(messages.phone)}>
        {(control) => (
          <input {...control} className={formStyles.control} type="tel" autoComplete="tel" />
        )}
      </FormField>
      <FormField form={form} name="subject" label={i18n._(messages.subject)}>
        {(control) => <input {...control} className={formStyles.control} required />}
      </FormField>
      <FormField
        form={form}
        name="message"
        label={i18n._(messages.message)}
        hint={translate(i18n, messages.messageHint, {
          max: formatDecimal(CONTACT_MAX_LENGTHS.message, 3, tag),
        })}
      >
        {(control) => <textarea {...control} className={formStyles.control} rows={5} required />}
      </FormField>
      <div className={formStyles.actions}>
        <SubmitButton busy={busy} busyLabel={i18n._(messages.sending)}>
          {i18n._(messages.send)}
        </SubmitButton>
      </div>
    </form>
  );
}
