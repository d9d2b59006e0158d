import { Trans } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowRightIcon } from '@/components/icons/icons';
import { paths } from '@/config/paths';
import styles from './home.module.scss';

/** "New in stock": the frame around the newest units (the catalog feature renders the cards). */
export function FeaturedSection({ children }: { children: ReactNode }) {
  return (
    <section className={styles.featured} aria-labelledby="home-featured-title">
      <div className={styles.sectionInner}>
        <div className={styles.sectionHeading}>
          <div>
            <h2 id="home-featured-title" className={styles.sectionTitle}>
              <Trans id="home.featured.title" message="New in stock" />
            </h2>
            <p className={styles.sectionLead}>
              <Trans id="home.featured.lead" message="The latest units listed at our branches." />
            </p>
          </div>
          <Link href={paths.equipment.getHref()} className={styles.seeAll}>
            <Trans id="home.featured.seeAll" message="See all equipment" />{' '}
            <ArrowRightIcon size={18} />
          </Link>
        </div>
        {children}
      </div>
    </section>
  );
}
