import { useUser } from '@/lib/auth';
import { ProfileCard } from '../profile/profile-card';
import { AdminShortcuts } from './admin-shortcuts';
import { CurrentAccountCard } from './current-account-card';
import styles from './dashboard.module.scss';
import { RecentRequests } from './recent-requests';
import { RentalsCard } from './rentals-card';

/** The account dashboard: profile, current account, admin shortcuts and the user's requests. */
export function DashboardPage() {
  const user = useUser();
  // The account area's guard renders nothing without a user; this is only for the type.
  if (!user) return null;
  return (
    <>
      <div className={styles.grid}>
        <div className={styles.column}>
          <ProfileCard user={user} />
          <RentalsCard />
        </div>
        <div className={styles.column}>
          <CurrentAccountCard user={user} />
          <AdminShortcuts user={user} />
        </div>
        <div className={styles.wide}>
          <RecentRequests user={user} />
        </div>
      </div>
    </>
  );
}
