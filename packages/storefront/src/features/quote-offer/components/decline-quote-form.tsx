import { unwrap } from '@liftline/sdk';
import { useLingui } from '@lingui/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { buttonClass } from '@/components/ui/button/button-class';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import { SubmitButton } from '@/components/ui/form/submit-button';
import formStyles from '@/components/ui/form/form.module.scss';
import { useApiForm } from '@/lib/forms/use-api-form';
import { DECLINE_REASON_MAX_LENGTH, declineSchema } from '../accept-schema';
import styles from './quote-offer.module.scss';

const messages = {
  open: /*i18n*/ { id: 'quoteOffer.decline.open', message: 'Decline this quote' },
  heading: /*i18n*/ { id: 'quoteOffer.decline.heading', message: 'Decline the quote' },
  reason: /*i18n*/ { id: 'quoteOffer.decline.reason', message: 'Why? (optional)' },
  reasonHint: /*i18n*/ {
    id: 'quoteOffer.decline.reasonHint',
    message: 'It helps the branch prepare a better offer next time.',
  },
  submit: /*i18n*/ { id: 'quoteOffer.decline.submit', message: 'Decline quote' },
  busy: /*i18n*/ { id: 'quoteOffer.decline.busy', message: 'Declining…' },
  cancel: /*i18n*/ { id: 'ui.cancel', message: 'Cancel' },
};

/** "Decline this quote" opens a short form with an optional reason. */
export function DeclineQuoteForm({ token, onAnswered }: { token: string; onAnswered: () => void }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const schema = useMemo(() => declineSchema(i18n), [i18n]);
  const { form, formProps, busy, summary } = useApiForm({
    schema,
    defaultValues: { reason: '' },
    guardUnsaved: false,
    submit: (body, client) =>
      unwrap(client.POST('/quotes/{token}/decline', { params: { path: { token } }, body })),
    onSuccess: () => onAnswered(),
  });
  // The form opened on request: its one field takes the focus.
  useEffect(() => {
    if (open) form.setFocus('reason');
  }, [open, form]);
  if (!open)
    return (
      <p>
        <button type="button" className={buttonClass('outline')} onClick={() => setOpen(true)}>
          {i18n._(messages.open)}
        </button>
      </p>
    );
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelHeading}>
        {i18n._(messages.heading)}
      </h2>
      <form className={formStyles.form} {...formProps}>
        <FormSummary summary={summary} />
        <FormField
          form={form}
          name="reason"
          label={i18n._(messages.reason)}
          hint={i18n._(messages.reasonHint)}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              className={formStyles.control}
              maxLength={DECLINE_REASON_MAX_LENGTH}
            />
          )}
        </FormField>
        <div className={styles.actions}>
          <SubmitButton busy={busy} busyLabel={i18n._(messages.busy)} variant="outline">
            {i18n._(messages.submit)}
          </SubmitButton>
          <button type="button" className={buttonClass('outline')} onClick={() => setOpen(false)}>
            {i18n._(messages.cancel)}
          </button>
        </div>
      </form>
    </section>
  );
}
