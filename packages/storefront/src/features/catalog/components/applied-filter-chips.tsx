import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { CloseIcon } from '@/components/icons/icons';
import type { EquipmentSearch } from '@/config/equipment-search-url';
import { appliedFilters } from '../search/applied-filters';
import styles from './catalog.module.scss';

interface AppliedFilterChipsProps {
  search: EquipmentSearch;
  hrefWith: (changes: Partial<EquipmentSearch>) => string;
}

/** The applied search text and filters as removable chips, and "Clear all" (links: Back undoes). */
export function AppliedFilterChips({ search, hrefWith }: AppliedFilterChipsProps) {
  const { i18n } = useLingui();
  const chips = appliedFilters(search, i18n);
  if (!chips.length) return null;
  const clearAll = Object.assign(
    {},
    ...chips.map((chip) => chip.remove),
  ) as Partial<EquipmentSearch>;
  return (
    <ul
      className={styles.chips}
      aria-label={i18n._({ id: 'catalog.chips.label', message: 'Applied filters' })}
    >
      {chips.map((chip) => (
        <li key={chip.id}>
          <Link
            href={hrefWith(chip.remove)}
            className={styles.chip}
            aria-label={i18n._({
              id: 'catalog.chips.remove',
              message: 'Remove {filter}',
              values: { filter: chip.text },
            })}
          >
            {chip.text}
            <CloseIcon size={16} />
          </Link>
        </li>
      ))}
      <li>
        <Link href={hrefWith(clearAll)} className={styles.clearAll}>
          {i18n._({ id: 'catalog.chips.clearAll', message: 'Clear all' })}
        </Link>
      </li>
    </ul>
  );
}
