import type { FieldErrors } from '@liftline/sdk';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/form/field';
import { FormAlert } from '@/components/ui/form/form-alert';
import formStyles from '@/components/ui/form/form.module.scss';
import { useToast } from '@/components/toasts/use-toast';
import { AuthSession, useSessionStatus } from '@/lib/auth';
import { EMAIL_MAX_LENGTH, hasErrors, PASSWORD_MAX_LENGTH, validateLogin } from '../validation';
import { useFocusFirstInvalid } from './focus-first-invalid';
import { SubmitButton } from './submit-button';

interface LoginFormProps {
  /** Prefills the e-mail (e.g. after a password reset). */
  defaultEmail?: string;
}

/**
 * E-mail and password → the session's `login`. The parent decides where to go once signed in.
 * Empty or malformed input is caught here; server failures show their message, and a 422 also
 * shows the spec's validation toast (§8) with the messages next to the fields.
 */
export function LoginForm({ defaultEmail = '' }: LoginFormProps) {
  const actor = AuthSession.useActorRef();
  const status = useSessionStatus();
  const error = AuthSession.useSelector((snapshot) => snapshot.context.error);
  const toast = useToast();
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const submitted = useRef(false);
  // Only this form's own requests: the session also keeps errors of other forms (login/register).
  const [sent, setSent] = useState(false);
  const busy = status === 'loggingIn' || status === 'restoring';

  // The answer to this form's submit: the toast for a 422, focus on the first field in error.
  useEffect(() => {
    if (!submitted.current || status !== 'loggedOut' || !error) return;
    submitted.current = false;
    if (error.status === 422) toast.error({ title: 'Oops!', message: error.message });
    focusInvalid();
  }, [status, error, toast, focusInvalid]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const errors = validateLogin({ email, password });
    setClientErrors(errors);
    if (hasErrors(errors)) {
      focusInvalid();
      return;
    }
    submitted.current = true;
    setSent(true);
    actor.send({ type: 'login', email: email.trim(), password });
  };

  // The last request's error; a submit stopped by the checks above hides it.
  const serverError = sent && !hasErrors(clientErrors) ? error : null;
  const errorsOf = (field: 'email' | 'password') =>
    clientErrors[field] ?? serverError?.fieldErrors[field];

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <FormAlert>
        {serverError && serverError.status !== 422 ? serverError.message : null}
      </FormAlert>
      <Field label="E-mail" errors={errorsOf('email')}>
        {(control) => (
          <input
            {...control}
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
      <Field label="Password" errors={errorsOf('password')}>
        {(control) => (
          <input
            {...control}
            className={formStyles.control}
            type="password"
            name="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      <SubmitButton busy={status === 'loggingIn'} busyLabel="Logging in…">
        Log in
      </SubmitButton>
    </form>
  );
}
