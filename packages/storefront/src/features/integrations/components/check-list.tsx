import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import formStyles from '@/components/ui/form/form.module.scss';
import styles from './integrations.module.scss';

interface CheckListProps {
  legend: string;
  hint?: ReactNode;
  /** The values and what people read for each. */
  options: readonly { value: string; label: string }[];
  /** `form.register(name)` of the array field: each checked box adds its value. */
  registration: UseFormRegisterReturn;
  /** The message about the list (client rules or the server's 422). */
  error?: string | undefined;
}

/** A list of checkboxes for one array field (permissions, events), with its message. */
export function CheckList({ legend, hint, options, registration, error }: CheckListProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className={styles.checkList} aria-describedby={describedBy || undefined}>
      <legend className={formStyles.label}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      <ul className={styles.checkOptions}>
        {options.map((option) => (
          <li key={option.value}>
            <label className={styles.checkOption}>
              <input type="checkbox" value={option.value} {...registration} />
              <span>{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={`${id}-error`} className={formStyles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
