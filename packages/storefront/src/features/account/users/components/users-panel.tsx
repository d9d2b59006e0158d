import { unwrap, permissionLabel } from '@liftline/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { SearchForm } from '@/components/ui/search-form/search-form';
import { QueryView } from '@/components/ui/load-error/query-view';
import { Pagination } from '@/components/ui/pagination/pagination';
import { paths } from '@/config/paths';
import { useApiClient } from '@/lib/api/api-provider';
import { AuthSession, useCan, useUser } from '@/lib/auth';
import { ManageNotice } from '../../roles/components/manage-notice';
import { useMediaQuery, WIDE_TABLE_QUERY } from '../../roles/hooks/use-media-query';
import {
  USER_QUERIES,
  useAccountUsers,
  type AccountUser,
  type AssignableRole,
} from '../api/users-api';
import { useUserManagers } from '../use-user-managers';
import { manageUsersHref, type UsersUrlState } from '../users-url';
import { UserRolesDialog } from './user-roles-dialog';
import { UsersList, UsersTable } from './users-table';
import styles from './users.module.scss';

interface UsersPanelProps {
  accountId: number;
  url: UsersUrlState;
  /** The assignable roles (for the role picker); null while they load or when they failed. */
  roles: readonly AssignableRole[] | null;
}

function removeMessage(member: AccountUser, isMe: boolean, accountName: string) {
  return isMe
    ? `You will lose access to ${accountName} right away. To come back you need a new invite.`
    : `${member.user.name} (${member.user.email}) loses access to ${accountName} right away. Their user stays; they can be invited again.`;
}

/** The users tab: search (in the URL), the users with their roles, change roles, remove. */
export function UsersPanel({ accountId, url, roles }: UsersPanelProps) {
  const user = useUser();
  const accountName = user?.current_account.name ?? 'the account';
  const canManage = useCan('users.manage');
  const canViewRoles = useCan('roles.view');
  const session = AuthSession.useActorRef();
  const [, navigate] = useLocation();
  // A table on wide screens, a stacked list on narrow ones: the same data and actions.
  const UsersView = useMediaQuery(WIDE_TABLE_QUERY) ? UsersTable : UsersList;
  const [editing, setEditing] = useState<AccountUser | null>(null);
  const [removing, setRemoving] = useState<AccountUser | null>(null);
  const [notice, setNotice] = useState('');

  const client = useApiClient();
  const queryClient = useQueryClient();
  const users = useAccountUsers(accountId, { q: url.q, page: url.page });
  const managers = useUserManagers(accountId, canManage && canViewRoles);
  const meId = user?.id ?? null;
  const meIsLoneManager = Boolean(
    managers && meId !== null && managers.size === 1 && managers.has(meId),
  );

  const changed = (message: string) => setNotice(message);

  const handlers = canManage
    ? {
        onChangeRoles: (member: AccountUser) => {
          setNotice('');
          setEditing(member);
        },
        onRemove: (member: AccountUser) => {
          setNotice('');
          setRemoving(member);
        },
      }
    : {};

  return (
    <>
      {canManage ? null : (
        <ManageNotice permission="users.manage">
          You can see the users. Changing their roles and removing them needs the “
          {permissionLabel('users.manage')}” permission.
        </ManageNotice>
      )}
      <SearchForm
        label="Search users"
        region="Users"
        placeholder="Name or e-mail"
        value={url.q}
        onSearch={(q) => navigate(`~${manageUsersHref({ ...url, q, page: 1 })}`)}
      />
      <p className={styles.notice} aria-live="polite">
        {notice}
      </p>
      <QueryView
        query={users}
        what="the users"
        loading={
          <p role="status" className={styles.muted}>
            Loading users…
          </p>
        }
      >
        {(data) =>
          data.items.length === 0 ? (
            <p className={styles.empty}>
              {url.q ? (
                <>
                  No users match “{url.q}”.{' '}
                  <PrefetchLink href={manageUsersHref({ ...url, q: '', page: 1 })}>
                    Show all users
                  </PrefetchLink>
                </>
              ) : url.page > 1 ? (
                <>
                  This page is empty.{' '}
                  <PrefetchLink href={manageUsersHref({ ...url, page: 1 })}>
                    Back to the first page
                  </PrefetchLink>
                </>
              ) : (
                'No users yet.'
              )}
            </p>
          ) : (
            <>
              <p className={styles.muted}>
                {data.meta.total === 1 ? '1 user' : `${data.meta.total} users`}
                {url.q ? ` matching “${url.q}”` : ''}
              </p>
              <UsersView
                users={data.items}
                meId={meId}
                meIsLoneManager={meIsLoneManager}
                {...handlers}
              />
              <Pagination
                page={url.page}
                totalPages={data.meta.total_pages}
                hrefFor={(page) => `~${manageUsersHref({ ...url, page })}`}
                label="User pages"
              />
            </>
          )
        }
      </QueryView>
      {editing && roles ? (
        <UserRolesDialog
          accountId={accountId}
          member={editing}
          roles={roles}
          isMe={editing.user.id === meId}
          meIsLoneManager={meIsLoneManager}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            if (saved.user.id === meId) session.send({ type: 'user.reload' });
            changed(
              saved.user.id === meId
                ? 'Your roles were saved.'
                : `Roles of ${saved.user.name} saved.`,
            );
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={
          removing
            ? removing.user.id === meId
              ? `Leave ${accountName}?`
              : `Remove ${removing.user.name}?`
            : ''
        }
        message={removing ? removeMessage(removing, removing.user.id === meId, accountName) : ''}
        confirmLabel={removing?.user.id === meId ? 'Leave account' : 'Remove user'}
        onConfirm={async () => {
          if (!removing) return;
          await unwrap(
            client.DELETE('/account/{id}/account-users/{userId}', {
              params: { path: { id: accountId, userId: removing.user.id } },
            }),
          );
          if (removing.user.id === meId) {
            // The server switched the current account: load the user again and go to the account.
            session.send({ type: 'user.reload' });
            navigate(`~${paths.account.getHref()}`);
            return;
          }
          await Promise.all(
            USER_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
          );
          changed(`${removing.user.name} was removed from the account.`);
        }}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
