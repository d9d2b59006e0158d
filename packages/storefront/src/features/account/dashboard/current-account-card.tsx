import type { AuthenticatedUser } from '@liftline/sdk';
import { useId } from 'react';
import { AccountRename } from './account-rename-form';
import { AccountSwitcher } from './account-switcher';
import styles from './dashboard.module.scss';

function list(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The current account, the user's roles in it, and the other accounts they belong to. */
export function CurrentAccountCard({ user }: { user: AuthenticatedUser }) {
  const headingId = useId();
  // Test doubles and older servers may leave out the roles: treat that as "none".
  const roles = (user.current_account_user.roles ?? []).map((role) => role.name);
  const others = user.accounts.filter((account) => account.id !== user.current_account.id);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Current account
      </h2>
      <p className={styles.accountName}>{user.current_account.name}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Your roles</dt>
          <dd>{roles.length ? list(roles) : 'None yet'}</dd>
        </div>
        {others.length > 0 ? (
          <div>
            <dt>Your other accounts</dt>
            <dd>
              You belong to {user.accounts.length} accounts;{' '}
              {others.length === 1 ? 'the other is' : 'the others are'}{' '}
              {list(others.map((account) => account.name))}. Roles and permissions apply to the
              current account only.
            </dd>
          </div>
        ) : null}
      </dl>
      {roles.includes('Owner') ? (
        <AccountRename accountId={user.current_account.id} name={user.current_account.name} />
      ) : null}
      {others.length > 0 ? <AccountSwitcher others={others} /> : null}
    </section>
  );
}
