import { useLingui } from '@lingui/react';
import { QueryView } from '@/components/ui/load-error/query-view';
import { useEquipmentPage } from '../api/use-equipment';
import styles from './catalog.module.scss';
import { EquipmentGrid, EquipmentGridSkeleton } from './equipment-grid';

/** How many of the newest units the home page shows. */
export const FEATURED_COUNT = 4;

const NEWEST = { sort: 'newest' } as const;

/**
 * The newest units of the catalog as cards (the home page's "New in stock"), with card outlines
 * while they load and an error with a retry.
 */
export function FeaturedEquipment() {
  const { i18n } = useLingui();
  const query = useEquipmentPage(NEWEST, { perPage: FEATURED_COUNT });
  return (
    <QueryView
      query={query}
      title={i18n._({
        id: 'catalog.featured.loadError',
        message: 'We could not load the newest equipment.',
      })}
      loading={
        <div>
          <p role="status" className="visually-hidden">
            {i18n._({ id: 'catalog.featured.loading', message: 'Loading the newest equipment…' })}
          </p>
          <EquipmentGridSkeleton count={FEATURED_COUNT} variant="featured" />
        </div>
      }
    >
      {(page) =>
        page.items.length ? (
          <EquipmentGrid items={page.items} variant="featured" eagerImages={0} />
        ) : (
          <p className={styles.count}>
            {i18n._({
              id: 'catalog.featured.empty',
              message: 'New units are on their way. Check back soon.',
            })}
          </p>
        )
      }
    </QueryView>
  );
}
