import { unwrap } from '@liftline/sdk';
import { useEffect, useState } from 'react';
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

/**
 * E-mail → POST /user/forgot-password. The confirmation is the same whether or not an account
 * exists for the address (no account enumeration); a failure (e.g. 429) shows the error toast.
 */
export function ForgotPasswordForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  // "Use another e-mail address" brings the form back with the focus in its field.
  const [anotherAddress, setAnotherAddress] = useState(0);
  const { form, formProps, busy, summary } = useApiForm({
    schema: forgotPasswordSchema,
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
        title="Check your inbox"
        focus
        actions={
          <>
            <PrefetchLink href={paths.login.getHref(null, sentTo)}>Back to log in</PrefetchLink>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                setSentTo(null);
                setAnotherAddress((count) => count + 1);
              }}
            >
              Use another e-mail address
            </button>
          </>
        }
      >
        <p>
          If an account exists for <strong>{sentTo}</strong>, we sent it a link to choose a new
          password. The link is valid for 60 minutes.
        </p>
        <p>Nothing arrived? Check your spam folder, or ask again in a few minutes.</p>
      </Outcome>
    );
  }

  const typed = form.watch('email').trim();
  return (
    <form className={formStyles.form} {...formProps}>
      <FormSummary summary={summary} />
      <FormField form={form} name="email" label="E-mail">
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
      <SubmitButton busy={busy} busyLabel="Sending the link…" block>
        Send reset link
      </SubmitButton>
      <p className={styles.links}>
        <PrefetchLink href={paths.login.getHref(null, typed || undefined)}>
          Back to log in
        </PrefetchLink>
      </p>
    </form>
  );
}
