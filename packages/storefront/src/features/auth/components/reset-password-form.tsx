import type { FieldErrors } from '@liftline/sdk';
import { useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button/button-class';
import { Field } from '@/components/ui/form/field';
import { FormAlert } from '@/components/ui/form/form-alert';
import formStyles from '@/components/ui/form/form.module.scss';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { fieldErrorsOf, isValidationError, messageOf } from '@/lib/field-errors';
import { resetPassword } from '../api/auth-api';
import {
  hasErrors,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  validateNewPassword,
  type NewPasswordValues,
} from '../validation';
import { useFocusFirstInvalid } from './focus-first-invalid';
import { Outcome } from './outcome';
import { SubmitButton } from './submit-button';
import { useSubmission } from './use-submission';
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
  const [values, setValues] = useState<NewPasswordValues>({
    password: '',
    password_confirmation: '',
  });
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const { state, submit } = useSubmission(resetPassword);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.status === 'busy') return;
    const errors = validateNewPassword(values);
    setClientErrors(errors);
    if (hasErrors(errors)) {
      focusInvalid();
      return;
    }
    if (!(await submit({ token, ...values })).ok) focusInvalid();
  };

  if (state.status === 'done') {
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

  const error = state.status === 'failed' && !hasErrors(clientErrors) ? state.error : null;
  const fieldErrors = fieldErrorsOf(error);
  if (fieldErrors.token) return <UnusableResetLink email={email} focus />;

  const errorsOf = (field: keyof NewPasswordValues) => clientErrors[field] ?? fieldErrors[field];
  const set = (field: keyof NewPasswordValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.lead}>
        {email ? (
          <>
            Choose a new password for <strong>{email}</strong>.
          </>
        ) : (
          'Choose a new password for your account.'
        )}
      </p>
      <FormAlert>{error && !isValidationError(error) ? messageOf(error) : null}</FormAlert>
      {email ? (
        // Lets password managers store the new password with the right account.
        <input hidden readOnly type="email" name="username" autoComplete="username" value={email} />
      ) : null}
      <Field
        label="New password"
        errors={errorsOf('password')}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      >
        {(control) => (
          <input
            {...control}
            className={formStyles.control}
            type="password"
            name="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            required
            value={values.password}
            onChange={set('password')}
          />
        )}
      </Field>
      <Field label="Confirm new password" errors={errorsOf('password_confirmation')}>
        {(control) => (
          <input
            {...control}
            className={formStyles.control}
            type="password"
            name="password_confirmation"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            required
            value={values.password_confirmation}
            onChange={set('password_confirmation')}
          />
        )}
      </Field>
      <SubmitButton busy={state.status === 'busy'} busyLabel="Saving your password…">
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
