import { accountIdOf, unwrap, permissionLabel } from '@liftline/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { buttonClass } from '@/components/ui/button/button-class';
import { PlusIcon } from '@/components/icons/icons';
import { QueryView } from '@/components/ui/load-error/query-view';
import { allQueries } from '@/lib/api/all-queries';
import { useApiClient } from '@/lib/api/api-provider';
import { AuthSession, useCan, useUser } from '@/lib/auth';
import { ROLE_QUERIES, usePermissions, useRoles, type Role } from '../api/roles-api';
import { useMediaQuery, WIDE_TABLE_QUERY } from '../hooks/use-media-query';
import { ManageNotice } from './manage-notice';
import { PermissionGlossary } from './permission-glossary';
import { RoleFormDialog } from './role-form-dialog';
import { RoleList } from './role-list';
import { RoleMatrix } from './role-matrix';
import styles from './roles.module.scss';

type Editing = { role: Role | null } | null;

function deleteMessage(role: Role) {
  if (role.member_count > 0)
    return `${role.member_count === 1 ? 'One member holds' : `${role.member_count} members hold`} “${role.name}”. A role that is still assigned can’t be deleted: give them other roles first.`;
  return `Nobody holds “${role.name}”; pending invites that name it will no longer give it. This can’t be undone.`;
}

/**
 * Role management (needs roles.view; changes need roles.manage): the permission matrix, and a
 * dialog to create or edit a role. Every change is saved by the server first, then shown.
 */
export function RolesPage() {
  const accountId = accountIdOf(useUser());
  if (accountId === null) return null;
  return <Roles accountId={accountId} />;
}

function Roles({ accountId }: { accountId: number }) {
  const canManage = useCan('roles.manage');
  const session = AuthSession.useActorRef();
  const wide = useMediaQuery(WIDE_TABLE_QUERY);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const data = allQueries({ roles: useRoles(accountId), permissions: usePermissions(accountId) });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const [notice, setNotice] = useState('');

  const afterChange = (message: string) => {
    setNotice(message);
    // The signed-in user's own permissions may come from the changed role.
    session.send({ type: 'user.reload' });
  };

  const handlers = canManage
    ? {
        onEdit: (role: Role) => {
          setNotice('');
          setEditing({ role });
        },
        onDelete: (role: Role) => {
          setNotice('');
          setDeleting(role);
        },
      }
    : {};

  return (
    <section className={styles.section} aria-labelledby="roles-heading">
      <div className={styles.toolbar}>
        <h2 id="roles-heading" className={styles.heading}>
          Roles
        </h2>
        {canManage ? (
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => {
              setNotice('');
              setEditing({ role: null });
            }}
          >
            <PlusIcon />
            New role
          </button>
        ) : null}
      </div>
      {canManage ? null : (
        <ManageNotice permission="roles.manage">
          You can see the roles. Creating, changing and deleting them needs the “
          {permissionLabel('roles.manage')}” permission.
        </ManageNotice>
      )}
      <p className={styles.notice} aria-live="polite">
        {notice}
      </p>
      <QueryView
        query={data}
        what="the roles"
        loading={
          <p role="status" className={styles.loading}>
            Loading roles…
          </p>
        }
      >
        {({ roles, permissions }) => (
          <>
            {wide ? (
              <RoleMatrix roles={roles} permissions={permissions} {...handlers} />
            ) : (
              <RoleList roles={roles} permissions={permissions} {...handlers} />
            )}
            <PermissionGlossary permissions={permissions} />
            {editing ? (
              <RoleFormDialog
                accountId={accountId}
                role={editing.role}
                permissions={permissions}
                roles={roles}
                onClose={() => setEditing(null)}
                onSaved={(saved) => {
                  setEditing(null);
                  afterChange(
                    editing.role ? `Role “${saved.name}” saved.` : `Role “${saved.name}” created.`,
                  );
                }}
              />
            ) : null}
            <ConfirmDialog
              open={deleting !== null}
              title={deleting ? `Delete the role “${deleting.name}”?` : ''}
              message={deleting ? deleteMessage(deleting) : ''}
              confirmLabel="Delete role"
              onConfirm={async () => {
                if (!deleting) return;
                await unwrap(
                  client.DELETE('/account/{id}/roles/{roleId}', {
                    params: { path: { id: accountId, roleId: deleting.id } },
                  }),
                );
                await Promise.all(
                  ROLE_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
                );
                afterChange(`Role “${deleting.name}” deleted.`);
              }}
              onClose={() => setDeleting(null)}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}
