import { fieldMessagesOf, unwrap } from '@liftline/sdk';
import { useState } from 'react';
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
  const [unusable, setUnusable] = useState(false);
  const { form, formProps, busy, summary, result } = useApiForm({
    schema: newPasswordSchema,
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
        title="Your password has been changed"
        focus
        actions={
          <PrefetchLink className={buttonClass('primary')} href={paths.login.getHref(null, email)}>
            Log in with your new password
          </PrefetchLink>
        }
      >
        <p>
          For your security we signed you out everywhere. Log in with your new password to continue.
        </p>
      </Outcome>
    );
  }
  if (unusable) return <UnusableResetLink email={email} focus />;

  return (
    <form className={formStyles.form} {...formProps}>
      <p className={styles.lead}>
        {email ? (
          <>
            Choose a new password for <strong>{email}</strong>.
          </>
        ) : (
          'Choose a new password for your account.'
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
        label="New password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        autoComplete="new-password"
        required
      />
      <PasswordField
        form={form}
        name="password_confirmation"
        label="Confirm new password"
        autoComplete="new-password"
        required
      />
      <SubmitButton busy={busy} busyLabel="Saving your password…" block>
        Save new password
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
  return (
    <Outcome
      tone="error"
      focus={focus}
      title={missing ? 'This link is incomplete' : 'This reset link has expired or was used'}
      actions={
        <PrefetchLink className={buttonClass('primary')} href={paths.forgotPassword.getHref(email)}>
          Send me a new link
        </PrefetchLink>
      }
    >
      <p>
        {missing
          ? 'A password reset link ends with a code that is missing here. Open the link from the e-mail again, or ask for a new one.'
          : 'Password reset links work once and for 60 minutes. Ask for a new link and use the newest e-mail we send.'}
      </p>
    </Outcome>
  );
}
