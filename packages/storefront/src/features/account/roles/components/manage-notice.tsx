import type { ReactNode } from 'react';
import styles from './manage-notice.module.scss';

/**
 * Why some actions are missing: the signed-in user lacks `permission`. Shown where the
 * actions would be, so nothing disappears without a reason.
 */
export function ManageNotice({
  permission,
  children,
}: {
  permission: string;
  children: ReactNode;
}) {
  return (
    <p className={styles.notice} data-permission={permission}>
      <span className={styles.label}>View only.</span> {children} Ask an owner or administrator of
      the account if you need it.
    </p>
  );
}
