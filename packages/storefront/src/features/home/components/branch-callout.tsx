import { Trans, useLingui } from '@lingui/react';
import { LocalBranchFinder } from '@/components/branch-finder/local-branch-finder';
import { LocationIcon, PhoneIcon } from '@/components/icons/icons';
import { supportPhone, telHref } from '@/config/env';
import styles from './home.module.scss';

const SEARCH_LABEL = /*i18n*/ { id: 'home.branch.searchLabel', message: 'Search by zip code' };

export function BranchCallout() {
  const { i18n } = useLingui();
  return (
    <section className={styles.callout} aria-labelledby="home-branch-title">
      <div className={styles.calloutInner}>
        <div className={styles.calloutCard}>
          <span className={styles.calloutIcon}>
            <LocationIcon size={40} />
          </span>
          <div className={styles.calloutCopy}>
            <h2 id="home-branch-title" className={styles.calloutTitle}>
              <Trans id="home.branch.title" message="Find your local branch" />
            </h2>
            <p className={styles.calloutText}>
              <Trans
                id="home.branch.text"
                message="Enter your zip code to see the branch that serves your area and its phone number — for availability, delivery and quotes from people nearby."
              />
            </p>
          </div>
          <div className={styles.calloutActions}>
            <LocalBranchFinder
              className={styles.calloutFinder}
              label={i18n._(SEARCH_LABEL)}
              alwaysShowDefaultText
            />
            <a className={styles.calloutPhone} href={telHref(supportPhone)}>
              <PhoneIcon size={20} />
              <span>
                <Trans
                  id="home.branch.call"
                  message="or call <0>{phone}</0>"
                  values={{ phone: supportPhone }}
                  components={{ 0: <strong /> }}
                />
              </span>
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
