import type { ReactNode } from 'react';
import { AccountNav } from './account-nav';
import styles from './account-frame.module.scss';

/**
 * The back office's frame around every account page (route table `layout: 'account'`): the
 * account navigation beside the page from 992 px, above it below.
 */
export default function AccountFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <AccountNav />
      <div className={styles.content}>{children}</div>
    </div>
  );
}
