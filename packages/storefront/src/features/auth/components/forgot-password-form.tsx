import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/form/field';
import { FormAlert } from '@/components/ui/form/form-alert';
import formStyles from '@/components/ui/form/form.module.scss';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { fieldErrorsOf, isValidationError, messageOf } from '@/lib/field-errors';
import { requestPasswordReset } from '../api/auth-api';
import { EMAIL_MAX_LENGTH, validateForgotPassword } from '../validation';
import { useFocusFirstInvalid } from './focus-first-invalid';
import { Outcome } from './outcome';
import { SubmitButton } from './submit-button';
import { useSubmission } from './use-submission';
import styles from './auth.module.scss';

/**
 * E-mail → POST /user/forgot-password. The confirmation is the same whether or not an account
 * exists for the address (no account enumeration); a 429 shows the server's message.
 */
export function ForgotPasswordForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const [email, setEmail] = useState(defaultEmail);
  const [clientErrors, setClientErrors] = useState<string[] | undefined>();
  const { state, submit, reset } = useSubmission(requestPasswordReset);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const emailRef = useRef<HTMLInputElement>(null);
  // "Use another e-mail address" brings the form back with the focus in its field.
  const [anotherAddress, setAnotherAddress] = useState(0);
  useEffect(() => {
    if (anotherAddress > 0) {
      emailRef.current?.focus();
      emailRef.current?.select();
    }
  }, [anotherAddress]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.status === 'busy') return;
    const errors = validateForgotPassword({ email }).email;
    setClientErrors(errors);
    if (errors) {
      focusInvalid();
      return;
    }
    if (!(await submit(email.trim())).ok) focusInvalid();
  };

  if (state.status === 'done') {
    return (
      <Outcome
        tone="success"
        title="Check your inbox"
        focus
        actions={
          <>
            <PrefetchLink href={paths.login.getHref(null, email.trim())}>
              Back to log in
            </PrefetchLink>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                reset();
                setAnotherAddress((count) => count + 1);
              }}
            >
              Use another e-mail address
            </button>
          </>
        }
      >
        <p>
          If an account exists for <strong>{email.trim()}</strong>, we sent it a link to choose a
          new password. The link is valid for 60 minutes.
        </p>
        <p>Nothing arrived? Check your spam folder, or ask again in a few minutes.</p>
      </Outcome>
    );
  }

  const error = state.status === 'failed' && !clientErrors ? state.error : null;
  const fieldErrors = fieldErrorsOf(error);
  return (
    <form ref={formRef} className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormAlert>{error && !isValidationError(error) ? messageOf(error) : null}</FormAlert>
      <Field label="E-mail" errors={clientErrors ?? fieldErrors.email}>
        {(control) => (
          <input
            {...control}
            ref={emailRef}
            className={formStyles.control}
            type="email"
            name="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      <SubmitButton busy={state.status === 'busy'} busyLabel="Sending the link…">
        Send reset link
      </SubmitButton>
      <p className={styles.links}>
        <PrefetchLink href={paths.login.getHref(null, email.trim() || undefined)}>
          Back to log in
        </PrefetchLink>
      </p>
    </form>
  );
}
