import { buttonClass } from '@/components/ui/button/button-class';
import type { Role } from '../api/roles-api';
import styles from './roles.module.scss';

export interface RoleActionHandlers {
  /** Absent without roles.manage: no actions are offered. */
  onEdit?: ((role: Role) => void) | undefined;
  onDelete?: ((role: Role) => void) | undefined;
}

/** Edit / Delete of a custom role; built-in roles say why they have none. */
export function RoleActions({ role, onEdit, onDelete }: { role: Role } & RoleActionHandlers) {
  if (role.is_system) return <span className={styles.muted}>Built-in roles can’t be changed</span>;
  if (!onEdit || !onDelete) return null;
  return (
    <div className={styles.rowActions}>
      <button
        type="button"
        className={buttonClass('outline', styles.small)}
        onClick={() => onEdit(role)}
        aria-label={`Edit role ${role.name}`}
      >
        Edit
      </button>
      <button
        type="button"
        className={buttonClass('outline', styles.small)}
        onClick={() => onDelete(role)}
        aria-label={`Delete role ${role.name}`}
      >
        Delete
      </button>
    </div>
  );
}

export const memberCount = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;
