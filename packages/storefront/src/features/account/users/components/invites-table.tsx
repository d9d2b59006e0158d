import { buttonClass } from '@/components/ui/button/button-class';
import type { Invite } from '../api/users-api';
import { formatDate } from './format';
import { InviteStatusBadge } from './invite-status-badge';
import styles from './users.module.scss';

export interface InviteActionHandlers {
  onCopy: (invite: Invite) => void;
  onResend: (invite: Invite) => void;
  onRevoke: (invite: Invite) => void;
}

interface InvitesViewProps extends InviteActionHandlers {
  invites: readonly Invite[];
  /** Role names by id. */
  roleNames: ReadonlyMap<number, string>;
  /** Links known in this visit (from sending or resending), by invite id. */
  links: ReadonlyMap<number, string>;
  /** The invite whose resend is running. */
  resendingId: number | null;
}

function when(invite: Invite): string {
  switch (invite.status) {
    case 'pending':
      return `Expires ${formatDate(invite.expires_at)}`;
    case 'expired':
      return `Expired ${formatDate(invite.expires_at)}`;
    case 'accepted':
      return invite.accepted_at ? `Accepted ${formatDate(invite.accepted_at)}` : 'Accepted';
    case 'revoked':
      return `Sent ${formatDate(invite.created_at)}`;
  }
}

function rolesOf(invite: Invite, roleNames: ReadonlyMap<number, string>): string {
  const names = invite.role_ids.map((id) => roleNames.get(id)).filter(Boolean);
  return names.length ? names.join(', ') : 'No roles';
}

function InviteActions({
  invite,
  links,
  resendingId,
  onCopy,
  onResend,
  onRevoke,
}: { invite: Invite } & Omit<InvitesViewProps, 'invites' | 'roleNames'>) {
  const open = invite.status === 'pending' || invite.status === 'expired';
  if (!open) return null;
  const resending = resendingId === invite.id;
  return (
    <div className={styles.rowActions}>
      {links.has(invite.id) && invite.status === 'pending' ? (
        <button
          type="button"
          className={buttonClass('outline', styles.small)}
          onClick={() => onCopy(invite)}
          aria-label={`Copy link for ${invite.email}`}
        >
          Copy link
        </button>
      ) : null}
      <button
        type="button"
        className={buttonClass('outline', styles.small)}
        onClick={() => onResend(invite)}
        disabled={resendingId !== null}
        aria-label={`Resend the invite to ${invite.email}`}
      >
        {resending ? 'Resending…' : 'Resend'}
      </button>
      {invite.status === 'pending' ? (
        <button
          type="button"
          className={buttonClass('outline', styles.small)}
          onClick={() => onRevoke(invite)}
          aria-label={`Revoke the invite to ${invite.email}`}
        >
          Revoke
        </button>
      ) : null}
    </div>
  );
}

/** The invites as a table (wide screens). */
export function InvitesTable({ invites, roleNames, ...rest }: InvitesViewProps) {
  return (
    <div className={styles.tableFrame}>
      <table className={styles.table}>
        <caption className="visually-hidden">Invites of the account</caption>
        <thead>
          <tr>
            <th scope="col">E-mail</th>
            <th scope="col">Roles</th>
            <th scope="col">Status</th>
            <th scope="col">Date</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invites.map((invite) => (
            <tr key={invite.id}>
              <th scope="row" className={styles.email}>
                {invite.email}
              </th>
              <td>{rolesOf(invite, roleNames)}</td>
              <td>
                <InviteStatusBadge status={invite.status} />
              </td>
              <td className={styles.nowrap}>{when(invite)}</td>
              <td className={styles.actionsCell}>
                <InviteActions invite={invite} {...rest} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The invites stacked (narrow screens). */
export function InvitesList({ invites, roleNames, ...rest }: InvitesViewProps) {
  return (
    <ul className={styles.cards} aria-label="Invites of the account">
      {invites.map((invite) => (
        <li key={invite.id} className={styles.card}>
          <div className={styles.cardHeader}>
            <span className={`${styles.name} ${styles.email}`}>{invite.email}</span>
            <InviteStatusBadge status={invite.status} />
          </div>
          <p className={styles.muted}>
            {rolesOf(invite, roleNames)} · {when(invite)}
          </p>
          <InviteActions invite={invite} {...rest} />
        </li>
      ))}
    </ul>
  );
}
