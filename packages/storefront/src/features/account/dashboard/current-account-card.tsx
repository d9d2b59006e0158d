import { useLingui } from '@lingui/react';
import type { AuthenticatedUser } from '@liftline/sdk';
import { useId } from 'react';
import { useLocaleTag } from '@/i18n/use-locale';
import { AccountRename } from './account-rename-form';
import { AccountSwitcher } from './account-switcher';
import styles from './dashboard.module.scss';
import { translate } from '@/utils/translate';

/** "A, B and C" / "A, B y C": one list formatter per language, made on first use. */
const lists = new Map<string, Intl.ListFormat>();
function list(names: readonly string[], tag: string): string {
  if (names.length <= 1) return names.join('');
  let format = lists.get(tag);
  if (!format) {
    format = new Intl.ListFormat(tag, { type: 'conjunction' });
    lists.set(tag, format);
  }
  return format.format(names);
}

const messages = {
  title: /*i18n*/ { id: 'account.current.title', message: 'Current account' },
  roles: /*i18n*/ { id: 'account.current.roles', message: 'Your roles' },
  noRoles: /*i18n*/ { id: 'account.current.noRoles', message: 'None yet' },
  others: /*i18n*/ { id: 'account.current.others', message: 'Your other accounts' },
  othersText: /*i18n*/ {
    id: 'account.current.othersText',
    message:
      'You belong to {count} accounts; {others, plural, one {the other is} other {the others are}} {names}. Roles and permissions apply to the current account only.',
  },
};

/** The current account, the user's roles in it, and the other accounts they belong to. */
export function CurrentAccountCard({ user }: { user: AuthenticatedUser }) {
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  const headingId = useId();
  // Test doubles and older servers may leave out the roles: treat that as "none".
  const roles = (user.current_account_user.roles ?? []).map((role) => role.name);
  const others = user.accounts.filter((account) => account.id !== user.current_account.id);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {i18n._(messages.title)}
      </h2>
      <p className={styles.accountName}>{user.current_account.name}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{i18n._(messages.roles)}</dt>
          <dd>{roles.length ? list(roles, tag) : i18n._(messages.noRoles)}</dd>
        </div>
        {others.length > 0 ? (
          <div>
            <dt>{i18n._(messages.others)}</dt>
            <dd>
              {translate(i18n, messages.othersText, {
                count: user.accounts.length,
                others: others.length,
                names: list(
                  others.map((account) => account.name),
                  tag,
                ),
              })}
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
