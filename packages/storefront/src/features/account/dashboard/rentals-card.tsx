import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { ArrowRightIcon } from '@/components/icons/icons';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import styles from './dashboard.module.scss';

/** The way to the customer's rentals (`/authorized/user/rentals`) from the dashboard. */
export function RentalsCard() {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {i18n._({ id: 'account.rentals.title', message: 'Your rentals' })}
      </h2>
      <PrefetchLink href={paths.userRentals.getHref()} className={styles.shortcut}>
        <span className={styles.shortcutTitle}>
          {i18n._({ id: 'account.rentals.link', message: 'My rentals' })}
          <ArrowRightIcon size={18} />
        </span>
        <span className={styles.shortcutText}>
          {i18n._({
            id: 'account.rentals.text',
            message:
              'What you have on rent: keep a unit longer, call it off or report a problem without calling the branch.',
          })}
        </span>
      </PrefetchLink>
    </section>
  );
}
