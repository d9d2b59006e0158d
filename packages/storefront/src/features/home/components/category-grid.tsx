import { enumLabels } from '@liftline/sdk';
import { Trans, useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { ArrowRightIcon } from '@/components/icons/icons';
import { paths } from '@/config/paths';
import { HOME_CATEGORIES } from '../categories';
import styles from './home.module.scss';

export function CategoryGrid() {
  const { i18n } = useLingui();
  const labels = enumLabels(i18n.locale).EQUIPMENT_CATEGORY;
  return (
    <section className={styles.section} aria-labelledby="home-categories-title">
      <div className={styles.sectionInner}>
        <div className={styles.sectionHeading}>
          <h2 id="home-categories-title" className={styles.sectionTitle}>
            <Trans id="home.categories.title" message="Shop by category" />
          </h2>
          <p className={styles.sectionLead}>
            <Trans
              id="home.categories.lead"
              message="Five equipment lines, one team. Rent what you need or buy it outright."
            />
          </p>
        </div>
        <ul className={styles.categories}>
          {HOME_CATEGORIES.map(({ slug, description, Icon }) => (
            <li key={slug} className={styles.category}>
              <span className={styles.categoryIcon}>
                <Icon size={32} />
              </span>
              <h3 className={styles.categoryTitle}>
                {/* The link covers the whole card (see .categoryLink::after). */}
                <Link
                  href={paths.equipment.getHref({ category: slug })}
                  className={styles.categoryLink}
                >
                  {labels[slug]}
                </Link>
              </h3>
              <p className={styles.categoryText}>{i18n._(description)}</p>
              <span className={styles.categoryMore} aria-hidden="true">
                <Trans id="home.categories.browse" message="Browse" /> <ArrowRightIcon size={18} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
