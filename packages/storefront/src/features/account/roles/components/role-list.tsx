import { permissionLabel } from '@liftline/sdk';
import { Badge } from '@/components/ui/badge/badge';
import type { Permission, Role } from '../api/roles-api';
import { memberCount, RoleActions, type RoleActionHandlers } from './role-actions';
import styles from './roles.module.scss';

interface RoleListProps extends RoleActionHandlers {
  roles: readonly Role[];
  permissions: readonly Permission[];
}

/** The roles stacked (narrow screens): each with its permissions listed by group. */
export function RoleList({ roles, permissions, onEdit, onDelete }: RoleListProps) {
  const groups = [...new Set(permissions.map((permission) => permission.group))];
  return (
    <ul className={styles.cards} aria-label="Roles and the permissions they grant">
      {roles.map((role) => {
        const headingId = `role-${role.id}-name`;
        return (
          <li key={role.id} className={styles.card}>
            <div className={styles.cardHeader}>
              <h3 id={headingId} className={styles.roleName}>
                {role.name}
              </h3>
              {role.is_system ? <Badge>Built-in</Badge> : null}
              <span className={styles.muted}>{memberCount(role.member_count)}</span>
            </div>
            {role.description ? <p className={styles.description}>{role.description}</p> : null}
            {role.permission_names.length === 0 ? (
              <p className={styles.muted}>Grants no permissions.</p>
            ) : (
              <dl className={styles.grants}>
                {groups.map((group) => {
                  const granted = permissions.filter(
                    (p) => p.group === group && role.permission_names.includes(p.name),
                  );
                  if (granted.length === 0) return null;
                  return (
                    <div key={group} className={styles.grantGroup}>
                      <dt>{group}</dt>
                      <dd>
                        <ul className={styles.tags}>
                          {granted.map((permission) => (
                            <li key={permission.name} className={styles.tag}>
                              {permissionLabel(permission.name)}
                            </li>
                          ))}
                        </ul>
                      </dd>
                    </div>
                  );
                })}
              </dl>
            )}
            <RoleActions role={role} onEdit={onEdit} onDelete={onDelete} />
          </li>
        );
      })}
    </ul>
  );
}
