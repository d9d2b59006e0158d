import type { FieldErrors } from '@liftline/sdk';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { Field } from '@/components/ui/form/field';
import { FormAlert } from '@/components/ui/form/form-alert';
import formStyles from '@/components/ui/form/form.module.scss';
import { useToast } from '@/components/toasts/use-toast';
import { paths } from '@/config/paths';
import { AuthSession, useSessionStatus } from '@/lib/auth';
import {
  EMAIL_MAX_LENGTH,
  hasErrors,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  validateRegister,
  type RegisterValues,
} from '../validation';
import { useFocusFirstInvalid } from './focus-first-invalid';
import { SubmitButton } from './submit-button';
import styles from './auth.module.scss';

type FieldName = keyof RegisterValues;

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
 * user in). The parent decides where to go once signed in. Checked here first (the contract's
 * rules); a 422 shows the server's messages per field and the validation toast (spec §8), anything
 * else (409 e-mail taken, 429 …) a form alert.
 */
export function RegisterForm({ defaultEmail = '', emailHint, returnTo }: RegisterFormProps) {
  const actor = AuthSession.useActorRef();
  const status = useSessionStatus();
  const error = AuthSession.useSelector((snapshot) => snapshot.context.error);
  const toast = useToast();
  const [values, setValues] = useState<RegisterValues>({
    name: '',
    email: defaultEmail,
    password: '',
    password_confirmation: '',
  });
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const submitted = useRef(false);
  // Only this form's own requests: the session also keeps errors of other forms (login/register).
  const [sent, setSent] = useState(false);
  const busy = status === 'registering' || status === 'restoring';

  useEffect(() => {
    if (!submitted.current || status !== 'loggedOut' || !error) return;
    submitted.current = false;
    if (error.status === 422) toast.error({ title: 'Oops!', message: error.message });
    focusInvalid();
  }, [status, error, toast, focusInvalid]);

  const set = (field: FieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const errors = validateRegister(values);
    setClientErrors(errors);
    if (hasErrors(errors)) {
      focusInvalid();
      return;
    }
    submitted.current = true;
    setSent(true);
    actor.send({
      type: 'register',
      input: { ...values, name: values.name.trim(), email: values.email.trim() },
    });
  };

  // The last request's error; a submit stopped by the checks above hides it.
  const serverError = sent && !hasErrors(clientErrors) ? error : null;
  const errorsOf = (field: FieldName) => clientErrors[field] ?? serverError?.fieldErrors[field];
  const emailTaken = serverError?.status === 409;

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <FormAlert>
        {serverError && serverError.status !== 422 ? (
          <>
            {serverError.message}
            {emailTaken ? (
              <>
                {' '}
                <PrefetchLink
                  className={styles.alertLink}
                  href={paths.login.getHref(returnTo, values.email.trim())}
                >
                  Log in instead
                </PrefetchLink>{' '}
                or{' '}
                <PrefetchLink
                  className={styles.alertLink}
                  href={paths.forgotPassword.getHref(values.email.trim())}
                >
                  reset your password
                </PrefetchLink>
                .
              </>
            ) : null}
          </>
        ) : null}
      </FormAlert>
      <Field label="Name" errors={errorsOf('name')}>
        {(control) => (
          <input
            {...control}
            className={formStyles.control}
            type="text"
            name="name"
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            required
            value={values.name}
            onChange={set('name')}
          />
        )}
      </Field>
      <Field label="E-mail" errors={errorsOf('email')} hint={emailHint}>
        {(control) => (
          <input
            {...control}
            className={formStyles.control}
            type="email"
            name="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            required
            value={values.email}
            onChange={set('email')}
          />
        )}
      </Field>
      <Field
        label="Password"
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
      <Field label="Confirm password" errors={errorsOf('password_confirmation')}>
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
      <SubmitButton busy={status === 'registering'} busyLabel="Creating your account…">
        Create account
      </SubmitButton>
    </form>
  );
}
