import { useLingui } from '@lingui/react';
import type { AuthenticatedUser } from '@liftline/sdk';
import { useId } from 'react';
import { ArrowRightIcon } from '@/components/icons/icons';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { ACCOUNT_AREAS, mayOpen } from '../components/account-areas';
import styles from './dashboard.module.scss';

/**
 * Links to the admin areas the user may open in the current account (`can(name)`); when
 * there are none, why, and who can change it.
 */
export function AdminShortcuts({ user }: { user: AuthenticatedUser }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const areas = ACCOUNT_AREAS.filter((area) => mayOpen(user, area));
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {i18n._({
          id: 'account.shortcuts.title',
          message: 'Manage {account}',
          values: { account: user.current_account.name },
        })}
      </h2>
      {areas.length > 0 ? (
        <ul className={styles.shortcuts}>
          {areas.map((area) => (
            <li key={area.href}>
              <PrefetchLink href={area.href} className={styles.shortcut}>
                <span className={styles.shortcutTitle}>
                  {i18n._(area.title)}
                  <ArrowRightIcon size={18} />
                </span>
                <span className={styles.shortcutText}>{i18n._(area.description)}</span>
              </PrefetchLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>
          {i18n._({
            id: 'account.shortcuts.none',
            message:
              'Your roles in this account do not include managing its users, roles or products. The account owner (or anyone who manages its users) can give you a role that does.',
          })}
        </p>
      )}
    </section>
  );
}
