import { useId, type ReactNode } from 'react';
import formStyles from '@/components/ui/form/form.module.scss';
import { levelOf, withLevel, type AccessLevel, type PermissionGroup } from '../permission-levels';
import styles from './permission-picker.module.scss';

const LEVEL_LABELS: Record<AccessLevel, string> = { none: 'None', read: 'Read', write: 'Write' };
const LEVELS: AccessLevel[] = ['none', 'read', 'write'];

interface PermissionPickerProps {
  legend: string;
  hint?: ReactNode;
  groups: readonly PermissionGroup[];
  /** The selected permission names. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** The message about the field (client rules or the server's 422). */
  error?: string | undefined;
}

/**
 * A key's permissions by resource, none / read / write each (as Stripe's restricted keys): one
 * radio group per resource, so a resource's pair is never split. Write includes read. A level
 * the member may not give is shown, disabled.
 */
export function PermissionPicker({
  legend,
  hint,
  groups,
  value,
  onChange,
  error,
}: PermissionPickerProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className={styles.picker} aria-describedby={describedBy || undefined}>
      <legend className={formStyles.label}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      <ul className={styles.rows}>
        {groups.map((group) => {
          const current = levelOf(group, value);
          return (
            <li key={group.resource}>
              <fieldset className={styles.row}>
                <legend className={styles.resource}>{group.label}</legend>
                <div className={styles.levels}>
                  {LEVELS.map((level) => (
                    <label key={level} className={styles.level}>
                      <input
                        type="radio"
                        name={`${id}-${group.resource}`}
                        value={level}
                        checked={current === level}
                        disabled={!group.levels.includes(level)}
                        onChange={() => onChange(withLevel(value, group, level))}
                      />
                      <span>{LEVEL_LABELS[level]}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id={`${id}-error`} className={formStyles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
