import { useLingui } from '@lingui/react';
import styles from './equipment-detail.module.scss';

/** Grey boxes in the loaded page's places (gallery, price card, text), so nothing jumps when it arrives. */
export function EquipmentDetailSkeleton() {
  const { i18n } = useLingui();
  return (
    <div role="status">
      <span className="visually-hidden">
        {i18n._({ id: 'unit.loading', message: 'Loading equipment…' })}
      </span>
      <div className={styles.top} aria-hidden="true">
        <div className={styles.skeletonStage} />
        <div className={styles.summary}>
          <div className={`${styles.skeletonLine} ${styles.short}`} />
          <div className={styles.skeletonBlock} />
          <div className={`${styles.skeletonLine} ${styles.long}`} />
          <div className={`${styles.skeletonLine} ${styles.medium}`} />
          <div className={styles.skeletonButton} />
          <div className={styles.skeletonButton} />
        </div>
      </div>
      <div className={styles.details} aria-hidden="true">
        <div className={styles.skeletonText}>
          <div className={`${styles.skeletonLine} ${styles.short}`} />
          <div className={styles.skeletonLine} />
          <div className={styles.skeletonLine} />
          <div className={`${styles.skeletonLine} ${styles.long}`} />
        </div>
        <div className={styles.skeletonTable} />
      </div>
    </div>
  );
}
