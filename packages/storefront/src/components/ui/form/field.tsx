import { useId, type ReactNode } from 'react';
import styles from './form.module.scss';

/** What a control inside a `<Field>` needs to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: ReactNode;
  /** Messages for this field (the server's 422 `errors[name]` or the form's own checks). */
  errors?: readonly string[] | string | undefined;
  /** A short help text under the label. */
  hint?: ReactNode;
  /** Renders the control with the ids that tie it to its label, hint and errors. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

/**
 * One labelled form control with its hint and error messages:
 * `<Field label="E-mail" errors={errors.email}>{(p) => <input {...p} type="email" />}</Field>`.
 */
export function Field({ label, errors: given, hint, children, className }: FieldProps) {
  const id = useId();
  const errors = typeof given === 'string' ? [given] : given;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {invalid ? (
        <p id={errorId} className={styles.fieldError}>
          {errors?.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
