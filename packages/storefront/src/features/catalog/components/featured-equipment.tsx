import { LoadError } from '@/components/ui/load-error/load-error';
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
  const result = useEquipmentPage(NEWEST, { perPage: FEATURED_COUNT });
  if (result.status === 'error')
    return (
      <LoadError what="the newest equipment" message={result.message} onRetry={result.reload} />
    );
  if (result.status === 'loading')
    return (
      <div>
        <p role="status" className="visually-hidden">
          Loading the newest equipment…
        </p>
        <EquipmentGridSkeleton count={FEATURED_COUNT} variant="featured" />
      </div>
    );
  if (!result.data.items.length)
    return <p className={styles.count}>New units are on their way. Check back soon.</p>;
  return <EquipmentGrid items={result.data.items} variant="featured" eagerImages={0} />;
}
