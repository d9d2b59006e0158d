import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import { PasswordField } from '@/components/ui/form/password-field';
import formStyles from '@/components/ui/form/form.module.scss';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { AuthSession } from '@/lib/auth';
import { useApiForm } from '@/lib/forms/use-api-form';
import { EMAIL_MAX_LENGTH, loginSchema } from '../lib/auth-schemas';
import { sessionRequest } from '../lib/session-request';

const messages = {
  email: /*i18n*/ { id: 'auth.field.email', message: 'E-mail' },
  password: /*i18n*/ { id: 'auth.field.password', message: 'Password' },
  busy: /*i18n*/ { id: 'auth.login.busy', message: 'Logging in…' },
  submit: /*i18n*/ { id: 'auth.login.submit', message: 'Log in' },
};

interface LoginFormProps {
  /** Prefills the e-mail (e.g. after a password reset). */
  defaultEmail?: string;
}

/**
 * E-mail and password → the session's `login`. The parent decides where to go once signed in.
 * Empty or malformed input is caught here; a failure shows the error toast (wrong credentials, a
 * 422's fields, too many attempts).
 */
export function LoginForm({ defaultEmail = '' }: LoginFormProps) {
  const { i18n } = useLingui();
  const actor = AuthSession.useActorRef();
  const schema = useMemo(() => loginSchema(i18n), [i18n]);
  const { form, formProps, busy, summary } = useApiForm({
    schema,
    defaultValues: { email: defaultEmail, password: '' },
    guardUnsaved: false,
    submit: (values) => sessionRequest(actor, { type: 'login', ...values }),
  });

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
      <PasswordField
        form={form}
        name="password"
        label={i18n._(messages.password)}
        autoComplete="current-password"
        required
      />
      <SubmitButton busy={busy} busyLabel={i18n._(messages.busy)} block>
        {i18n._(messages.submit)}
      </SubmitButton>
    </form>
  );
}
