import { unwrap } from '@liftline/sdk';
import { Trans, useLingui } from '@lingui/react';
import { useEffect, useMemo, useState } from 'react';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import formStyles from '@/components/ui/form/form.module.scss';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { useApiForm } from '@/lib/forms/use-api-form';
import { EMAIL_MAX_LENGTH, forgotPasswordSchema } from '../lib/auth-schemas';
import { Outcome } from './outcome';
import styles from './auth.module.scss';

const messages = {
  email: /*i18n*/ { id: 'auth.field.email', message: 'E-mail' },
  sentTitle: /*i18n*/ { id: 'auth.forgot.sentTitle', message: 'Check your inbox' },
  backToLogin: /*i18n*/ { id: 'auth.backToLogin', message: 'Back to log in' },
  anotherAddress: /*i18n*/ {
    id: 'auth.forgot.anotherAddress',
    message: 'Use another e-mail address',
  },
  nothingArrived: /*i18n*/ {
    id: 'auth.forgot.nothingArrived',
    message: 'Nothing arrived? Check your spam folder, or ask again in a few minutes.',
  },
  busy: /*i18n*/ { id: 'auth.forgot.busy', message: 'Sending the link…' },
  submit: /*i18n*/ { id: 'auth.forgot.submit', message: 'Send reset link' },
};

/**
 * E-mail → POST /user/forgot-password. The confirmation is the same whether or not an account
 * exists for the address (no account enumeration); a failure (e.g. 429) shows the error toast.
 */
export function ForgotPasswordForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { i18n } = useLingui();
  const schema = useMemo(() => forgotPasswordSchema(i18n), [i18n]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // "Use another e-mail address" brings the form back with the focus in its field.
  const [anotherAddress, setAnotherAddress] = useState(0);
  const { form, formProps, busy, summary } = useApiForm({
    schema,
    defaultValues: { email: defaultEmail },
    guardUnsaved: false,
    submit: async ({ email }, client) => {
      await unwrap(client.POST('/user/forgot-password', { body: { email } }));
      return email;
    },
    onSuccess: (email) => setSentTo(email),
  });
  useEffect(() => {
    if (anotherAddress > 0) form.setFocus('email', { shouldSelect: true });
  }, [anotherAddress, form]);

  if (sentTo !== null) {
    return (
      <Outcome
        tone="success"
        title={i18n._(messages.sentTitle)}
        focus
        actions={
          <>
            <PrefetchLink href={paths.login.getHref(null, sentTo)}>
              {i18n._(messages.backToLogin)}
            </PrefetchLink>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                setSentTo(null);
                setAnotherAddress((count) => count + 1);
              }}
            >
              {i18n._(messages.anotherAddress)}
            </button>
          </>
        }
      >
        <p>
          <Trans
            id="auth.forgot.sentText"
            message="If an account exists for <0>{email}</0>, we sent it a link to choose a new password. The link is valid for 60 minutes."
            values={{ email: sentTo }}
            components={{ 0: <strong /> }}
          />
        </p>
        <p>{i18n._(messages.nothingArrived)}</p>
      </Outcome>
    );
  }

  const typed = form.watch('email').trim();
  return (
    <form className={formStyles.form} {...formProps}>
      <FormSummary summary={summary} />
      <FormField form={form} name="email" label={i18n._(messages.email)}>
        {(control) => (
          <input
            {...control}
            className={formStyles.control}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            required
          />
        )}
      </FormField>
      <SubmitButton busy={busy} busyLabel={i18n._(messages.busy)} block>
        {i18n._(messages.submit)}
      </SubmitButton>
      <p className={styles.links}>
        <PrefetchLink href={paths.login.getHref(null, typed || undefined)}>
          {i18n._(messages.backToLogin)}
        </PrefetchLink>
      </p>
    </form>
  );
}
