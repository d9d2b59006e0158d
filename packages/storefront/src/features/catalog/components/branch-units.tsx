import { useLingui } from '@lingui/react';
import { QueryView } from '@/components/ui/load-error/query-view';
import { useEquipmentPage } from '../api/use-equipment';
import styles from './catalog.module.scss';
import { EquipmentGrid, EquipmentGridSkeleton } from './equipment-grid';

/** How many of a branch's units its page shows. */
export const BRANCH_UNITS_COUNT = 6;

const NEWEST = { sort: 'newest' } as const;

/**
 * The newest units a branch holds (`GET /equipment?branch_id=…&per_page=6`) as the catalog's
 * cards, for the branch page.
 */
export function BranchUnits({ branchId }: { branchId: number }) {
  const { i18n } = useLingui();
  const query = useEquipmentPage(NEWEST, { branchId, perPage: BRANCH_UNITS_COUNT });
  return (
    <QueryView
      query={query}
      title={i18n._({
        id: 'catalog.branchUnits.loadError',
        message: 'We could not load this branch’s equipment.',
      })}
      loading={
        <div>
          <p role="status" className="visually-hidden">
            {i18n._({
              id: 'catalog.branchUnits.loading',
              message: 'Loading this branch’s equipment…',
            })}
          </p>
          <EquipmentGridSkeleton count={BRANCH_UNITS_COUNT} variant="featured" />
        </div>
      }
    >
      {(page) =>
        page.items.length ? (
          <EquipmentGrid items={page.items} variant="featured" headingLevel={3} eagerImages={0} />
        ) : (
          <p className={styles.count}>
            {i18n._({
              id: 'catalog.branchUnits.empty',
              message: 'Nothing listed at this branch right now.',
            })}
          </p>
        )
      }
    </QueryView>
  );
}
