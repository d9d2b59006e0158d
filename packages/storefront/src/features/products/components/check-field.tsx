import { useId } from 'react';
import formStyles from '@/components/ui/form/form.module.scss';

interface CheckFieldProps {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  errors?: readonly string[] | undefined;
}

/** A labelled checkbox with its error messages (the `<Field>` layout puts labels above controls). */
export function CheckField({ label, name, checked, onChange, errors }: CheckFieldProps) {
  const id = useId();
  const invalid = Boolean(errors?.length);
  return (
    <div>
      <div className={formStyles.checkbox}>
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {invalid ? (
        <p id={`${id}-error`} className={formStyles.fieldError}>
          {errors?.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
