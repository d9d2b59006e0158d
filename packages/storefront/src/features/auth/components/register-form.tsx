import { useState } from 'react';
import { ApiError } from '@liftline/sdk';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import { PasswordField } from '@/components/ui/form/password-field';
import formStyles from '@/components/ui/form/form.module.scss';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { paths } from '@/config/paths';
import { AuthSession } from '@/lib/auth';
import { useApiForm } from '@/lib/forms/use-api-form';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  registerSchema,
} from '../lib/auth-schemas';
import { sessionRequest } from '../lib/session-request';
import styles from './auth.module.scss';

interface RegisterFormProps {
  /** Prefills the e-mail (the address an invite was sent to). */
  defaultEmail?: string;
  /** Shown under the e-mail field (e.g. "The invitation was sent to this address."). */
  emailHint?: string;
  /** Where "Log in instead" returns to after logging in (kept for an invite). */
  returnTo?: string | null;
}

/**
 * Name, e-mail, password and its confirmation → the session's `register` (the server signs the new
 * user in). The parent decides where to go once signed in. A failure shows the error toast; an
 * address already registered (409) also offers to log in or reset the password.
 */
export function RegisterForm({ defaultEmail = '', emailHint, returnTo }: RegisterFormProps) {
  const actor = AuthSession.useActorRef();
  const [emailTaken, setEmailTaken] = useState<string | null>(null);
  const { form, formProps, busy, summary } = useApiForm({
    schema: registerSchema,
    defaultValues: {
      name: '',
      company_name: '',
      email: defaultEmail,
      password: '',
      password_confirmation: '',
    },
    submit: async (input) => {
      setEmailTaken(null);
      try {
        // An empty company is left out: the account is then named after the person.
        const { company_name: company, ...person } = input;
        await sessionRequest(actor, {
          type: 'register',
          input: company ? { ...person, company_name: company } : person,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) setEmailTaken(input.email);
        throw error;
      }
    },
  });

  return (
    <form className={formStyles.form} {...formProps}>
      <FormSummary summary={summary} />
      {emailTaken ? (
        <p className={formStyles.alert}>
          <PrefetchLink
            className={styles.alertLink}
            href={paths.login.getHref(returnTo, emailTaken)}
          >
            Log in instead
          </PrefetchLink>{' '}
          or{' '}
          <PrefetchLink
            className={styles.alertLink}
            href={paths.forgotPassword.getHref(emailTaken)}
          >
            reset your password
          </PrefetchLink>
          .
        </p>
      ) : null}
      <FormField form={form} name="name" label="Name">
        {(control) => (
          <input
            {...control}
            className={formStyles.control}
            type="text"
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            required
          />
        )}
      </FormField>
      <FormField
        form={form}
        name="company_name"
        label="Company (optional)"
        hint="Your account is named after it. Leave it empty if you rent or buy for yourself."
      >
        {(control) => (
          <input
            {...control}
            className={formStyles.control}
            type="text"
            autoComplete="organization"
            maxLength={COMPANY_NAME_MAX_LENGTH}
          />
        )}
      </FormField>
      <FormField form={form} name="email" label="E-mail" hint={emailHint}>
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
      <PasswordField
        form={form}
        name="password"
        label="Password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        autoComplete="new-password"
        required
      />
      <PasswordField
        form={form}
        name="password_confirmation"
        label="Confirm password"
        autoComplete="new-password"
        required
      />
      <SubmitButton busy={busy} busyLabel="Creating your account…" block>
        Create account
      </SubmitButton>
    </form>
  );
}
