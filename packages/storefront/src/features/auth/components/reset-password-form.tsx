import { fieldMessagesOf, unwrap } from '@liftline/sdk';
import { Trans, useLingui } from '@lingui/react';
import { useMemo, useState } from 'react';
import { buttonClass } from '@/components/ui/button/button-class';
import { FormSummary } from '@/components/ui/form/form-summary';
import { PasswordField } from '@/components/ui/form/password-field';
import formStyles from '@/components/ui/form/form.module.scss';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { useApiForm } from '@/lib/forms/use-api-form';
import { newPasswordSchema, PASSWORD_MIN_LENGTH } from '../lib/auth-schemas';
import { Outcome } from './outcome';
import styles from './auth.module.scss';
import { translate } from '@/utils/translate';

const messages = {
  changedTitle: /*i18n*/ {
    id: 'auth.reset.changedTitle',
    message: 'Your password has been changed',
  },
  logInWithNew: /*i18n*/ {
    id: 'auth.reset.logInWithNew',
    message: 'Log in with your new password',
  },
  changedText: /*i18n*/ {
    id: 'auth.reset.changedText',
    message:
      'For your security we signed you out everywhere. Log in with your new password to continue.',
  },
  lead: /*i18n*/ { id: 'auth.reset.lead', message: 'Choose a new password for your account.' },
  newPassword: /*i18n*/ { id: 'auth.reset.newPassword', message: 'New password' },
  passwordHint: /*i18n*/ { id: 'auth.field.passwordHint', message: 'At least {min} characters.' },
  confirm: /*i18n*/ { id: 'auth.reset.confirm', message: 'Confirm new password' },
  busy: /*i18n*/ { id: 'auth.reset.busy', message: 'Saving your password…' },
  submit: /*i18n*/ { id: 'auth.reset.submit', message: 'Save new password' },
  incompleteTitle: /*i18n*/ {
    id: 'auth.reset.incompleteTitle',
    message: 'This link is incomplete',
  },
  expiredTitle: /*i18n*/ {
    id: 'auth.reset.expiredTitle',
    message: 'This reset link has expired or was used',
  },
  newLink: /*i18n*/ { id: 'auth.reset.newLink', message: 'Send me a new link' },
  incompleteText: /*i18n*/ {
    id: 'auth.reset.incompleteText',
    message:
      'A password reset link ends with a code that is missing here. Open the link from the e-mail again, or ask for a new one.',
  },
  expiredText: /*i18n*/ {
    id: 'auth.reset.expiredText',
    message:
      'Password reset links work once and for 60 minutes. Ask for a new link and use the newest e-mail we send.',
  },
};

interface ResetPasswordFormProps {
  /** The token of the reset link. */
  token: string;
  /** The address the link was sent to (in the link), if known. */
  email?: string | undefined;
}

/**
 * New password and its confirmation → POST /user/reset with the link's token. A used, expired or
 * unknown token (422 on `token`) explains itself and offers a new link; success leads to the login.
 */
export function ResetPasswordForm({ token, email }: ResetPasswordFormProps) {
  const { i18n } = useLingui();
  const schema = useMemo(() => newPasswordSchema(i18n), [i18n]);
  const [unusable, setUnusable] = useState(false);
  const { form, formProps, busy, summary, result } = useApiForm({
    schema,
    defaultValues: { password: '', password_confirmation: '' },
    guardUnsaved: false,
    submit: async (values, client) => {
      try {
        await unwrap(client.POST('/user/reset', { body: { token, ...values } }));
        return true;
      } catch (error) {
        if (fieldMessagesOf(error).token) setUnusable(true);
        throw error;
      }
    },
  });

  if (result) {
    return (
      <Outcome
        tone="success"
        title={i18n._(messages.changedTitle)}
        focus
        actions={
          <PrefetchLink className={buttonClass('primary')} href={paths.login.getHref(null, email)}>
            {i18n._(messages.logInWithNew)}
          </PrefetchLink>
        }
      >
        <p>{i18n._(messages.changedText)}</p>
      </Outcome>
    );
  }
  if (unusable) return <UnusableResetLink email={email} focus />;

  return (
    <form className={formStyles.form} {...formProps}>
      <p className={styles.lead}>
        {email ? (
          <Trans
            id="auth.reset.leadFor"
            message="Choose a new password for <0>{email}</0>."
            values={{ email }}
            components={{ 0: <strong /> }}
          />
        ) : (
          i18n._(messages.lead)
        )}
      </p>
      <FormSummary summary={summary} />
      {email ? (
        // Lets password managers store the new password with the right account.
        <input hidden readOnly type="email" name="username" autoComplete="username" value={email} />
      ) : null}
      <PasswordField
        form={form}
        name="password"
        label={i18n._(messages.newPassword)}
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

/** A reset link that cannot be used (missing, used, expired): how to get a new one. */
export function UnusableResetLink({
  email,
  missing = false,
  focus = false,
}: {
  email?: string | undefined;
  missing?: boolean;
  focus?: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <Outcome
      tone="error"
      focus={focus}
      title={i18n._(missing ? messages.incompleteTitle : messages.expiredTitle)}
      actions={
        <PrefetchLink className={buttonClass('primary')} href={paths.forgotPassword.getHref(email)}>
          {i18n._(messages.newLink)}
        </PrefetchLink>
      }
    >
      <p>{i18n._(missing ? messages.incompleteText : messages.expiredText)}</p>
    </Outcome>
  );
}
