import { useLingui } from '@lingui/react';
import { useMemo, useState } from 'react';
import { Trans } from '@lingui/react';
import { ApiError } from '@liftline/sdk';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import { PasswordField } from '@/components/ui/form/password-field';
import formStyles from '@/components/ui/form/form.module.scss';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { paths } from '@/config/paths';
import { useLocale } from '@/i18n/use-locale';
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
import { translate } from '@/utils/translate';

const messages = {
  name: /*i18n*/ { id: 'auth.field.name', message: 'Name' },
  company: /*i18n*/ { id: 'auth.register.company', message: 'Company (optional)' },
  companyHint: /*i18n*/ {
    id: 'auth.register.companyHint',
    message: 'Your account is named after it. Leave it empty if you rent or buy for yourself.',
  },
  email: /*i18n*/ { id: 'auth.field.email', message: 'E-mail' },
  password: /*i18n*/ { id: 'auth.field.password', message: 'Password' },
  passwordHint: /*i18n*/ { id: 'auth.field.passwordHint', message: 'At least {min} characters.' },
  confirm: /*i18n*/ { id: 'auth.register.confirm', message: 'Confirm password' },
  busy: /*i18n*/ { id: 'auth.register.busy', message: 'Creating your account…' },
  submit: /*i18n*/ { id: 'auth.register.submit', message: 'Create account' },
};

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
  const { i18n } = useLingui();
  const locale = useLocale();
  const actor = AuthSession.useActorRef();
  const [emailTaken, setEmailTaken] = useState<string | null>(null);
  const schema = useMemo(() => registerSchema(i18n), [i18n]);
  const { form, formProps, busy, summary } = useApiForm({
    schema,
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
        // An empty company is left out: the account is then named after the person. The page's
        // language becomes the user's (`locale`: the verification mail and every mail after it).
        const { company_name: company, ...person } = input;
        await sessionRequest(actor, {
          type: 'register',
          input: { ...person, ...(company ? { company_name: company } : {}), locale },
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
          <Trans
            id="auth.register.emailTaken"
            message="<0>Log in instead</0> or <1>reset your password</1>."
            components={{
              0: (
                <PrefetchLink
                  className={styles.alertLink}
                  href={paths.login.getHref(returnTo, emailTaken)}
                />
              ),
              1: (
                <PrefetchLink
                  className={styles.alertLink}
                  href={paths.forgotPassword.getHref(emailTaken)}
                />
              ),
            }}
          />
        </p>
      ) : null}
      <FormField form={form} name="name" label={i18n._(messages.name)}>
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
        label={i18n._(messages.company)}
        hint={i18n._(messages.companyHint)}
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
      <FormField form={form} name="email" label={i18n._(messages.email)} hint={emailHint}>
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
        label={i18n._(messages.password)}
        hint={translate(i18n, messages.passwordHint, { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        required
      />
      <PasswordField
        form={form}
        name="password_confirmation"
        label={i18n._(messages.confirm)}
        autoComplete="new-password"
        required
      />
      <SubmitButton busy={busy} busyLabel={i18n._(messages.busy)} block>
        {i18n._(messages.submit)}
      </SubmitButton>
    </form>
  );
}
