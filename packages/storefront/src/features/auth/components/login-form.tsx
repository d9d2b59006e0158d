import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button/button-class';
import { useToast } from '@/components/toasts/use-toast';
import { AuthSession, useSessionStatus } from '@/lib/auth';
import styles from './login-form.module.scss';

function FieldError({ id, messages }: { id: string; messages: readonly string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <p id={id} className={styles.fieldError}>
      {messages.join(' ')}
    </p>
  );
}

/**
 * E-mail and password → the session's `login`. The parent decides where to go once signed in.
 * Failures show the server's message; a 422 also shows the spec's validation toast (§8).
 */
export function LoginForm() {
  const actor = AuthSession.useActorRef();
  const status = useSessionStatus();
  const error = AuthSession.useSelector((snapshot) => snapshot.context.error);
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submitted = useRef(false);
  const emailId = useId();
  const passwordId = useId();
  const busy = status === 'loggingIn' || status === 'restoring';

  useEffect(() => {
    if (!submitted.current || status !== 'loggedOut' || !error) return;
    submitted.current = false;
    if (error.status === 422) toast.error({ title: 'Oops!', message: error.message });
  }, [status, error, toast]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    actor.send({ type: 'login', email: email.trim(), password });
  };

  const fieldErrors = error?.fieldErrors ?? {};
  const emailErrors = fieldErrors.email;
  const passwordErrors = fieldErrors.password;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
      {error && error.status !== 422 ? (
        <p role="alert" className={styles.error}>
          {error.message}
        </p>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={emailId}>E-mail</label>
        <input
          id={emailId}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={emailErrors?.length ? true : undefined}
          aria-describedby={emailErrors?.length ? `${emailId}-error` : undefined}
        />
        <FieldError id={`${emailId}-error`} messages={emailErrors} />
      </div>
      <div className={styles.field}>
        <label htmlFor={passwordId}>Password</label>
        <input
          id={passwordId}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={passwordErrors?.length ? true : undefined}
          aria-describedby={passwordErrors?.length ? `${passwordId}-error` : undefined}
        />
        <FieldError id={`${passwordId}-error`} messages={passwordErrors} />
      </div>
      <button type="submit" className={buttonClass('primary', styles.submit)} disabled={busy}>
        {status === 'loggingIn' ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
