import { buttonClass } from '@/components/ui/button/button-class';
import type { AccountUser } from '../api/users-api';
import styles from './users.module.scss';

export interface UserActionHandlers {
  /** Absent without users.manage: no actions are offered. */
  onChangeRoles?: ((member: AccountUser) => void) | undefined;
  onRemove?: ((member: AccountUser) => void) | undefined;
}

export interface UserRowContext extends UserActionHandlers {
  /** The signed-in user's id ("You"). */
  meId: number | null;
  /** The signed-in user is the only one who holds users.manage (the server keeps one). */
  meIsLoneManager: boolean;
}

export const LONE_MANAGER_REASON =
  'You can’t leave: nobody else can manage users. Give someone the “Manage users” permission first.';

/** Change roles / Remove for a user; for yourself, "Leave" unless you are the last user manager. */
export function UserActions({
  member,
  meId,
  meIsLoneManager,
  onChangeRoles,
  onRemove,
}: { member: AccountUser } & UserRowContext) {
  if (!onChangeRoles || !onRemove) return null;
  const isMe = member.user.id === meId;
  return (
    <div className={styles.rowActions}>
      <button
        type="button"
        className={buttonClass('outline', styles.small)}
        onClick={() => onChangeRoles(member)}
        aria-label={`Change roles of ${member.user.name}${isMe ? ' (you)' : ''}`}
      >
        Change roles
      </button>
      {isMe && meIsLoneManager ? (
        <p className={styles.reason}>{LONE_MANAGER_REASON}</p>
      ) : (
        <button
          type="button"
          className={buttonClass('outline', styles.small)}
          onClick={() => onRemove(member)}
          aria-label={isMe ? 'Leave the account' : `Remove ${member.user.name}`}
        >
          {isMe ? 'Leave' : 'Remove'}
        </button>
      )}
    </div>
  );
}
