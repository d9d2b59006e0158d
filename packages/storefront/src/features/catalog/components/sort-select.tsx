import { useLingui } from '@lingui/react';
import { useId } from 'react';
import formStyles from '@/components/ui/form/form.module.scss';
import type { EquipmentSearch, EquipmentSort } from '@/config/equipment-search-url';
import { effectiveSort, SORTS } from '../search/equipment-search';
import { SORT_LABELS } from '../search/labels';
import styles from './catalog.module.scss';

interface SortSelectProps {
  search: EquipmentSearch;
  onChange: (sort: EquipmentSort) => void;
}

/** The order of the results (`sort` of `GET /equipment`); "Best match" only for search text. */
export function SortSelect({ search, onChange }: SortSelectProps) {
  const { i18n } = useLingui();
  const id = useId();
  const options = SORTS.filter((sort) => sort !== 'relevance' || search.q);
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        {i18n._({ id: 'catalog.sort.label', message: 'Sort by' })}
      </label>
      <select
        id={id}
        className={`${formStyles.control} ${styles.sortSelect}`}
        value={effectiveSort(search)}
        onChange={(event) => onChange(event.target.value as EquipmentSort)}
      >
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {i18n._(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}
