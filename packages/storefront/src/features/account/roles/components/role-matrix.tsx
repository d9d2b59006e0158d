import { permissionLabel } from '@liftline/sdk';
import { Badge } from '@/components/ui/badge/badge';
import { createIcon } from '@/components/icons/icon';
import type { Permission, Role } from '../api/roles-api';
import { memberCount, RoleActions, type RoleActionHandlers } from './role-actions';
import styles from './roles.module.scss';

const CheckIcon = createIcon('CheckIcon', <path d="M5 12.5l4.5 4.5L19 7.5" />);

interface RoleMatrixProps extends RoleActionHandlers {
  roles: readonly Role[];
  permissions: readonly Permission[];
}

/**
 * Roles × permissions (wide screens): a row per role, a column per permission under its group,
 * a check mark where the role grants it.
 */
export function RoleMatrix({ roles, permissions, onEdit, onDelete }: RoleMatrixProps) {
  const groups = [...new Set(permissions.map((permission) => permission.group))];
  const showActions = Boolean(onEdit && onDelete) || roles.some((role) => role.is_system);
  return (
    // Scrolls sideways rather than squeezing when the window is narrower than the table.
    <div
      className={styles.scroller}
      role="region"
      aria-labelledby="role-matrix-caption"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
      tabIndex={0}
    >
      <table className={styles.matrix}>
        <caption id="role-matrix-caption" className={styles.caption}>
          Roles and the permissions they grant
        </caption>
        <thead>
          <tr>
            <td rowSpan={2} />
            {groups.map((group) => (
              <th
                key={group}
                scope="colgroup"
                colSpan={permissions.filter((p) => p.group === group).length}
                className={styles.group}
              >
                {group}
              </th>
            ))}
            {showActions ? <td rowSpan={2} /> : null}
          </tr>
          <tr>
            {permissions.map((permission) => (
              <th
                key={permission.name}
                scope="col"
                className={styles.permission}
                title={permission.description}
              >
                {permissionLabel(permission.name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {roles.map((role) => (
            <tr key={role.id}>
              <th scope="row" className={styles.roleCell}>
                <span className={styles.roleName}>{role.name}</span>
                {role.is_system ? <Badge>Built-in</Badge> : null}
                {role.description ? (
                  <span className={styles.description}>{role.description}</span>
                ) : null}
                <span className={styles.muted}>{memberCount(role.member_count)}</span>
              </th>
              {permissions.map((permission) => {
                const granted = role.permission_names.includes(permission.name);
                return (
                  <td
                    key={permission.name}
                    className={granted ? styles.granted : styles.notGranted}
                  >
                    {granted ? <CheckIcon size={22} /> : <span aria-hidden="true">–</span>}
                    <span className="visually-hidden">{granted ? 'Granted' : 'Not granted'}</span>
                  </td>
                );
              })}
              {showActions ? (
                <td className={styles.actionsCell}>
                  <RoleActions role={role} onEdit={onEdit} onDelete={onDelete} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
