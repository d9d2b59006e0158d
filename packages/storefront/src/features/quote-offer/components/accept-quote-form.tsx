import { ApiError, unwrap } from '@liftline/sdk';
import { useLingui } from '@lingui/react';
import { useId, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import { SubmitButton } from '@/components/ui/form/submit-button';
import formStyles from '@/components/ui/form/form.module.scss';
import { useLocaleTag } from '@/i18n/use-locale';
import { useApiForm } from '@/lib/forms/use-api-form';
import { formatUsd } from '@/utils/format';
import { translate } from '@/utils/translate';
import { ACCEPT_MAX_LENGTHS, acceptSchema, type AcceptValues } from '../accept-schema';
import type { PublicQuote } from '../quote-offer-api';
import styles from './quote-offer.module.scss';

const messages = {
  heading: /*i18n*/ { id: 'quoteOffer.accept.heading', message: 'Accept and sign' },
  intro: /*i18n*/ {
    id: 'quoteOffer.accept.intro',
    message:
      'Typing your name signs the quote as a rental agreement. The units are booked for your dates, and the signed agreement is sent to you and to the branch.',
  },
  name: /*i18n*/ { id: 'quoteOffer.accept.name', message: 'Your full name' },
  title: /*i18n*/ { id: 'quoteOffer.accept.title', message: 'Your title (optional)' },
  titleHint: /*i18n*/ {
    id: 'quoteOffer.accept.titleHint',
    message: 'When you sign for a company, e.g. Project manager',
  },
  agree: /*i18n*/ {
    id: 'quoteOffer.accept.agree',
    message: 'I agree to the terms of this quote and to the terms of rental',
  },
  submit: /*i18n*/ { id: 'quoteOffer.accept.submit', message: 'Accept quote' },
  busy: /*i18n*/ { id: 'quoteOffer.accept.busy', message: 'Accepting…' },
  confirmTitle: /*i18n*/ { id: 'quoteOffer.accept.confirmTitle', message: 'Accept this quote?' },
  confirmMessage: /*i18n*/ {
    id: 'quoteOffer.accept.confirmMessage',
    message: 'You accept quote {number} for {total}, signed as {name}. This cannot be undone.',
  },
  confirm: /*i18n*/ { id: 'quoteOffer.accept.confirm', message: 'Sign and accept' },
};

interface AcceptQuoteFormProps {
  token: string;
  quote: PublicQuote;
  /** After an answer that changed the quote (accepted, or a 409: read it again). */
  onAnswered: () => void;
}

/**
 * Accept: the typed full name, an optional title and the box agreeing to the terms, then a
 * confirmation naming the quote, the total and the signer before anything is sent. A 409 (a line
 * no longer free, the quote replaced or expired meanwhile) stays on screen with the server's words.
 */
export function AcceptQuoteForm({ token, quote, onAnswered }: AcceptQuoteFormProps) {
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  const headingId = useId();
  const schema = useMemo(() => acceptSchema(i18n), [i18n]);
  const [conflict, setConflict] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ name: string } | null>(null);
  const answer = useRef<((yes: boolean) => void) | null>(null);
  const defaults: AcceptValues = { signer_name: '', signer_title: '', agree: false };
  const { form, formProps, busy, summary } = useApiForm({
    schema,
    defaultValues: defaults,
    guardUnsaved: false,
    beforeSubmit: (values) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setAsking({ name: values.signer_name });
      }),
    submit: async (body, client) => {
      setConflict(null);
      try {
        return await unwrap(
          client.POST('/quotes/{token}/accept', { params: { path: { token } }, body }),
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          setConflict(error.serverMessage ?? error.message);
          onAnswered();
        }
        throw error;
      }
    },
    onSuccess: () => onAnswered(),
  });
  const settle = (yes: boolean) => {
    answer.current?.(yes);
    answer.current = null;
    setAsking(null);
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelHeading}>
        {i18n._(messages.heading)}
      </h2>
      <p className={styles.muted}>{i18n._(messages.intro)}</p>
      <FormAlert>{conflict}</FormAlert>
      <form className={formStyles.form} {...formProps}>
        <FormSummary summary={summary} />
        <FormField form={form} name="signer_name" label={i18n._(messages.name)}>
          {(control) => (
            <input
              {...control}
              className={formStyles.control}
              autoComplete="name"
              maxLength={ACCEPT_MAX_LENGTHS.signer_name}
              aria-required="true"
            />
          )}
        </FormField>
        <FormField
          form={form}
          name="signer_title"
          label={i18n._(messages.title)}
          hint={i18n._(messages.titleHint)}
        >
          {(control) => (
            <input
              {...control}
              className={formStyles.control}
              autoComplete="organization-title"
              maxLength={ACCEPT_MAX_LENGTHS.signer_title}
            />
          )}
        </FormField>
        <AgreeBox form={form} label={i18n._(messages.agree)} />
        <SubmitButton busy={busy} busyLabel={i18n._(messages.busy)}>
          {i18n._(messages.submit)}
        </SubmitButton>
      </form>
      <ConfirmDialog
        open={asking !== null}
        title={i18n._(messages.confirmTitle)}
        message={translate(i18n, messages.confirmMessage, {
          number: quote.number,
          total: formatUsd(quote.total, tag),
          name: asking?.name ?? '',
        })}
        confirmLabel={i18n._(messages.confirm)}
        danger={false}
        onConfirm={() => settle(true)}
        onClose={() => settle(false)}
      />
    </section>
  );
}

/** The box agreeing to the terms, with its message under it. */
function AgreeBox({
  form,
  label,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any output type of the schema
  form: UseFormReturn<AcceptValues, any, any>;
  label: string;
}) {
  const id = useId();
  const error = form.getFieldState('agree', form.formState).error?.message;
  return (
    <div className={formStyles.field}>
      <label className={styles.check} htmlFor={id}>
        <input
          {...form.register('agree')}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-required="true"
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={`${id}-error`} className={formStyles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
