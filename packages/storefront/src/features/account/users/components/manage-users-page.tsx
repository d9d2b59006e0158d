import { accountIdOf } from '@liftline/sdk';
import { useLocation, useSearch } from 'wouter';
import { LoadError } from '@/components/ui/load-error/load-error';
import { errorNotice } from '@liftline/sdk';
import { useUser } from '@/lib/auth';
import { useAssignableRoles } from '../api/users-api';
import { manageUsersHref, parseUsersUrl, type UsersTab } from '../users-url';
import { InvitesPanel } from './invites-panel';
import { Tabs } from './tabs';
import { UsersPanel } from './users-panel';
import styles from './users.module.scss';

const TABS = [
  { id: 'users', label: 'Users' },
  { id: 'invites', label: 'Invites' },
] as const satisfies readonly { id: UsersTab; label: string }[];

/**
 * User management (needs users.view): the "Users" and "Invites" tabs, the active one in the URL
 * (`?tab=invites`) so a link opens the same tab.
 */
export function ManageUsersPage() {
  const accountId = accountIdOf(useUser());
  if (accountId === null) return null;
  return <ManageUsers accountId={accountId} />;
}

function ManageUsers({ accountId }: { accountId: number }) {
  const url = parseUsersUrl(useSearch());
  const [, navigate] = useLocation();
  const roles = useAssignableRoles(accountId);

  return (
    <div className={styles.page}>
      <Tabs
        label="User management"
        idPrefix="manage-users"
        tabs={TABS}
        selected={url.tab}
        onSelect={(tab) => navigate(`~${manageUsersHref({ ...url, tab })}`, { replace: true })}
      >
        {roles.isError && !roles.data ? (
          <LoadError
            what="the roles"
            message={errorNotice(roles.error).message}
            onRetry={() => void roles.refetch()}
          />
        ) : null}
        {url.tab === 'users' ? (
          <UsersPanel accountId={accountId} url={url} roles={roles.data ?? null} />
        ) : roles.data ? (
          <InvitesPanel accountId={accountId} url={url} roles={roles.data} />
        ) : roles.isPending ? (
          <p role="status" className={styles.muted}>
            Loading…
          </p>
        ) : null}
      </Tabs>
    </div>
  );
}
