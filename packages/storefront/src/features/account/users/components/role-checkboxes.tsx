import { useId } from 'react';
import formStyles from '@/components/ui/form/form.module.scss';
import type { AssignableRole } from '../api/users-api';
import styles from './role-checkboxes.module.scss';

interface RoleCheckboxesProps {
  legend: string;
  roles: readonly AssignableRole[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  /** The message about the roles (client rules or the server's 422). */
  error?: string | undefined;
  hint?: string;
}

/** A checkbox per assignable role, with its description. */
export function RoleCheckboxes({
  legend,
  roles,
  selected,
  onChange,
  error,
  hint,
}: RoleCheckboxesProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const toggle = (roleId: number, on: boolean) =>
    onChange(
      on
        ? roles.map((role) => role.id).filter((r) => r === roleId || selected.includes(r))
        : selected.filter((r) => r !== roleId),
    );
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy || undefined}>
      <legend className={formStyles.label}>{legend}</legend>
      {hint ? (
        <p id={hintId} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.options}>
        {roles.map((role) => {
          const inputId = `${id}-${role.id}`;
          return (
            <div key={role.id} className={styles.option}>
              <input
                id={inputId}
                type="checkbox"
                name="role_ids"
                value={role.id}
                checked={selected.includes(role.id)}
                onChange={(event) => toggle(role.id, event.target.checked)}
                aria-describedby={role.description ? `${inputId}-description` : undefined}
              />
              <label htmlFor={inputId} className={styles.name}>
                {role.name}
              </label>
              {role.description ? (
                <span id={`${inputId}-description`} className={styles.description}>
                  {role.description}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className={formStyles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
