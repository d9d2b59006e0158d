import { permissionLabel } from '@liftline/sdk';
import { useId } from 'react';
import formStyles from '@/components/ui/form/form.module.scss';
import type { Permission } from '../api/roles-api';
import styles from './permission-checkboxes.module.scss';

interface PermissionCheckboxesProps {
  permissions: readonly Permission[];
  selected: readonly string[];
  onChange: (names: string[]) => void;
  /** The message about the permissions (client rules or the server's 422). */
  error?: string | undefined;
}

/** The permissions in their display groups, one checkbox each with what it allows. */
export function PermissionCheckboxes({
  permissions,
  selected,
  onChange,
  error,
}: PermissionCheckboxesProps) {
  const id = useId();
  const groups = [...new Set(permissions.map((permission) => permission.group))];
  const toggle = (name: string, on: boolean) =>
    onChange(
      on
        ? permissions.map((p) => p.name).filter((n) => n === name || selected.includes(n))
        : selected.filter((n) => n !== name),
    );
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={formStyles.label}>Permissions</legend>
      <p className={formStyles.hint}>What members with this role may do. None is allowed too.</p>
      <div className={styles.groups}>
        {groups.map((group) => (
          <fieldset key={group} className={styles.group}>
            <legend className={styles.groupName}>{group}</legend>
            {permissions
              .filter((permission) => permission.group === group)
              .map((permission) => {
                const inputId = `${id}-${permission.name}`;
                return (
                  <div key={permission.name} className={styles.option}>
                    <input
                      id={inputId}
                      type="checkbox"
                      name="permission_names"
                      value={permission.name}
                      checked={selected.includes(permission.name)}
                      onChange={(event) => toggle(permission.name, event.target.checked)}
                      aria-describedby={`${inputId}-description`}
                    />
                    <label htmlFor={inputId} className={styles.name}>
                      {permissionLabel(permission.name)}
                    </label>
                    <span id={`${inputId}-description`} className={styles.description}>
                      {permission.description}
                    </span>
                  </div>
                );
              })}
          </fieldset>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={formStyles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
