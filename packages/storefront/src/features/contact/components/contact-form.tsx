import { ApiError } from '@liftline/sdk';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useToast } from '@/components/toasts/use-toast';
import { buttonClass } from '@/components/ui/button/button-class';
import { Field } from '@/components/ui/form/field';
import { FormAlert } from '@/components/ui/form/form-alert';
import formStyles from '@/components/ui/form/form.module.scss';
import { fieldErrorsOf, isValidationError, messageOf } from '@/lib/field-errors';
import { sendContactMessage, type ContactReceipt } from '../api/send-contact-message';
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTHS,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../lib/validate-contact';

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

const isContactField = (field: string): field is ContactField =>
  (CONTACT_FIELDS as readonly string[]).includes(field);

/**
 * Spec §2 "contact form": name, e-mail, phone (optional), subject and message to a branch
 * (`POST /contact-branch`). The form checks what the API would refuse before sending; a 422's
 * per-field messages appear at the fields with the spec's validation toast; a sent message shows
 * its reference and the form starts over.
 */
export function ContactForm({
  branchId,
  equipmentId = null,
  initialValues,
  onSent,
}: ContactFormProps) {
  const initial = { ...EMPTY, ...initialValues };
  const [values, setValues] = useState<ContactValues>(initial);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [receipt, setReceipt] = useState<ContactReceipt | null>(null);
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useRef<'invalid' | 'success' | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // After a failed check, the first field with a message; after a success, the message.
  useEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = null;
    if (target === 'invalid') {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    } else if (target === 'success') {
      successRef.current?.focus();
    }
  });

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFormError(null);
    setReceipt(null);
    const problems = validateContact(values);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      focusAfterRender.current = 'invalid';
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const sent = await sendContactMessage({
        branch_id: branchId,
        equipment_id: equipmentId,
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim() || null,
        subject: values.subject.trim(),
        message: values.message.trim(),
      });
      if (!mounted.current) return;
      setReceipt(sent);
      setValues(initial);
      focusAfterRender.current = 'success';
      onSent?.(sent);
    } catch (error) {
      if (!mounted.current) return;
      showFailure(error);
    } finally {
      if (mounted.current) setSending(false);
    }
  };

  const showFailure = (error: unknown) => {
    if (isValidationError(error)) {
      const byField: ContactErrors = {};
      const other: string[] = [];
      for (const [field, messages] of Object.entries(fieldErrorsOf(error))) {
        if (isContactField(field)) byField[field] = messages;
        else other.push(...messages);
      }
      setErrors(byField);
      setFormError(other.length ? other.join(' ') : null);
      toast.error({ title: 'Oops!', message: messageOf(error) });
      focusAfterRender.current = Object.keys(byField).length ? 'invalid' : null;
    } else if (error instanceof ApiError && error.status === 429) {
      setFormError(error.serverMessage ?? error.message);
    } else {
      setFormError(messageOf(error));
    }
  };

  const control = (field: ContactField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    className: formStyles.control,
  });

  return (
    <form
      ref={formRef}
      className={formStyles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={sending || undefined}
    >
      {receipt ? (
        <p ref={successRef} className={formStyles.success} role="status" tabIndex={-1}>
          Thank you, your message was sent. Your reference is <strong>{receipt.reference}</strong>;
          a copy is on its way to your e-mail.
        </p>
      ) : null}
      <FormAlert>{formError}</FormAlert>
      <div className={formStyles.row}>
        <Field label="Name" errors={errors.name}>
          {(p) => <input {...p} {...control('name')} autoComplete="name" required />}
        </Field>
        <Field label="E-mail" errors={errors.email}>
          {(p) => <input {...p} {...control('email')} type="email" autoComplete="email" required />}
        </Field>
      </div>
      <Field label="Phone (optional)" errors={errors.phone}>
        {(p) => <input {...p} {...control('phone')} type="tel" autoComplete="tel" />}
      </Field>
      <Field label="Subject" errors={errors.subject}>
        {(p) => <input {...p} {...control('subject')} required />}
      </Field>
      <Field
        label="Message"
        errors={errors.message}
        hint={`Up to ${CONTACT_MAX_LENGTHS.message.toLocaleString('en-US')} characters.`}
      >
        {(p) => <textarea {...p} {...control('message')} rows={5} required />}
      </Field>
      <div className={formStyles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={sending}>
          {sending ? 'Sending…' : 'Send message'}
        </button>
      </div>
    </form>
  );
}
