import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PASSWORD_MAX_LENGTH } from '@/lib/forms/account-fields';
import { FormField } from './form-field';
import styles from './form.module.scss';

interface PasswordFieldProps<V extends FieldValues> {
  /** The form of `useApiForm` (its `form`). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any output type of the schema
  form: UseFormReturn<V, any, any>;
  name: Path<V>;
  label: ReactNode;
  hint?: ReactNode;
  /**
   * What password managers offer: `current-password` to sign in or confirm it is you,
   * `new-password` where a password is chosen (they suggest a strong one and save it).
   */
  autoComplete: 'current-password' | 'new-password';
  /** The browser's own "fill this in" check (the form's rules check it anyway). */
  required?: boolean;
}

/**
 * A password input bound to a `useApiForm` form by name, as every password of the app is asked:
 * labelled, described by its hint and message, marked invalid while it has an error, masked, at
 * most the contract's length, with the `autocomplete` password managers need.
 *
 *   <PasswordField form={form} name="password" label="Password" autoComplete="current-password" />
 */
export function PasswordField<V extends FieldValues>({
  form,
  name,
  label,
  hint,
  autoComplete,
  required,
}: PasswordFieldProps<V>) {
  return (
    <FormField form={form} name={name} label={label} hint={hint}>
      {(control) => (
        <input
          {...control}
          className={styles.control}
          type="password"
          autoComplete={autoComplete}
          maxLength={PASSWORD_MAX_LENGTH}
          required={required}
        />
      )}
    </FormField>
  );
}
