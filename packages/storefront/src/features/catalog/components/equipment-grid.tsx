import type { EquipmentSummary } from '@liftline/sdk';
import type { ReactNode } from 'react';
import { HydrateLater } from '@/components/hydrate-later/hydrate-later';
import { EquipmentCard, EquipmentCardSkeleton } from './equipment-card';
import styles from './equipment-grid.module.scss';

/** How many photos load at once: the first row of the widest grid. */
export const EAGER_IMAGES = 3;

interface EquipmentGridProps {
  items: readonly EquipmentSummary[];
  /** `featured`: up to four columns (home page); `catalog`: up to three beside the filters. */
  variant?: 'catalog' | 'featured';
  headingLevel?: 2 | 3;
  eagerImages?: number;
  /** An action at the foot of each card (the catalog's "Add to quote"). */
  renderAction?: (item: EquipmentSummary) => ReactNode;
}

/**
 * Units as cards: one column on phones, two on tablets, three beside the filters (four when
 * featured) on wide screens.
 */
export function EquipmentGrid({
  items,
  variant = 'catalog',
  headingLevel,
  eagerImages = EAGER_IMAGES,
  renderAction,
}: EquipmentGridProps) {
  return (
    <ul className={`${styles.grid} ${styles[variant]}`}>
      {items.map((item, index) => (
        <li key={item.id}>
          {/* A card at a time: the page's first task hydrates what is around them. */}
          <HydrateLater>
            <EquipmentCard
              equipment={item}
              eager={index < eagerImages}
              headingLevel={headingLevel}
              compact={variant === 'catalog'}
              action={renderAction?.(item)}
            />
          </HydrateLater>
        </li>
      ))}
    </ul>
  );
}

/** The grid's loading state: `count` card outlines in the same columns. */
export function EquipmentGridSkeleton({
  count,
  variant = 'catalog',
}: {
  count: number;
  variant?: 'catalog' | 'featured';
}) {
  return (
    <div className={`${styles.grid} ${styles[variant]}`} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <EquipmentCardSkeleton key={index} compact={variant === 'catalog'} />
      ))}
    </div>
  );
}
