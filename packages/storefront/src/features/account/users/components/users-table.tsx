import { Badge } from '@/components/ui/badge/badge';
import type { AccountUser } from '../api/users-api';
import { formatDate } from './format';
import { UserActions, type UserRowContext } from './user-actions';
import styles from './users.module.scss';

interface UsersViewProps extends UserRowContext {
  users: readonly AccountUser[];
}

function RoleBadges({ member }: { member: AccountUser }) {
  if (member.roles.length === 0) return <span className={styles.muted}>No roles</span>;
  return (
    <ul className={styles.badges} aria-label={`Roles of ${member.user.name}`}>
      {member.roles.map((role) => (
        <li key={role.id}>
          <Badge>{role.name}</Badge>
        </li>
      ))}
    </ul>
  );
}

function NameAndYou({ member, meId }: { member: AccountUser; meId: number | null }) {
  return (
    <>
      <span className={styles.name}>{member.user.name}</span>
      {member.user.id === meId ? <Badge tone="info">You</Badge> : null}
    </>
  );
}

/** The users as a table (wide screens). */
export function UsersTable({ users, ...context }: UsersViewProps) {
  const withActions = Boolean(context.onChangeRoles && context.onRemove);
  return (
    <div className={styles.tableFrame}>
      <table className={styles.table}>
        <caption className="visually-hidden">Users of the account</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Roles</th>
            <th scope="col">Joined</th>
            {withActions ? (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {users.map((member) => (
            <tr key={member.id}>
              <th scope="row" className={styles.nameCell}>
                <NameAndYou member={member} meId={context.meId} />
              </th>
              <td className={styles.email}>{member.user.email}</td>
              <td>
                <RoleBadges member={member} />
              </td>
              <td className={styles.nowrap}>{formatDate(member.joined_at)}</td>
              {withActions ? (
                <td className={styles.actionsCell}>
                  <UserActions member={member} {...context} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The users stacked (narrow screens). */
export function UsersList({ users, ...context }: UsersViewProps) {
  return (
    <ul className={styles.cards} aria-label="Users of the account">
      {users.map((member) => (
        <li key={member.id} className={styles.card}>
          <div className={styles.cardHeader}>
            <NameAndYou member={member} meId={context.meId} />
          </div>
          <p className={styles.email}>{member.user.email}</p>
          <RoleBadges member={member} />
          <p className={styles.muted}>Joined {formatDate(member.joined_at)}</p>
          <UserActions member={member} {...context} />
        </li>
      ))}
    </ul>
  );
}
