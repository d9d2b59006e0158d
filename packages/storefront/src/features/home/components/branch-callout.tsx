import { LocalBranchFinder } from '@/components/branch-finder/local-branch-finder';
import { LocationIcon, PhoneIcon } from '@/components/icons/icons';
import { supportPhone, telHref } from '@/config/env';
import styles from './home.module.scss';

export function BranchCallout() {
  return (
    <section className={styles.callout} aria-labelledby="home-branch-title">
      <div className={styles.calloutInner}>
        <div className={styles.calloutCard}>
          <span className={styles.calloutIcon}>
            <LocationIcon size={40} />
          </span>
          <div className={styles.calloutCopy}>
            <h2 id="home-branch-title" className={styles.calloutTitle}>
              Find your local branch
            </h2>
            <p className={styles.calloutText}>
              Enter your zip code to see the branch that serves your area and its phone number — for
              availability, delivery and quotes from people nearby.
            </p>
          </div>
          <div className={styles.calloutActions}>
            <LocalBranchFinder
              className={styles.calloutFinder}
              label="Search by zip code"
              alwaysShowDefaultText
            />
            <a className={styles.calloutPhone} href={telHref(supportPhone)}>
              <PhoneIcon size={20} />
              <span>
                or call <strong>{supportPhone}</strong>
              </span>
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
