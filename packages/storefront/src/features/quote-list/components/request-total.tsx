import { ESTIMATE_DISCLAIMER } from '@liftline/sdk';
import { formatUsd } from '../quote-lines';
import styles from './quote-list.module.scss';

/** The lines' total as far as it is known, and how many lines are priced on request. */
export function RequestTotal({ totals }: { totals: (number | null)[] }) {
  const known = totals.filter((total): total is number => total !== null);
  const onRequest = totals.length - known.length;
  const sum = Math.round(known.reduce((all, total) => all + total * 100, 0)) / 100;
  return (
    <div className={styles.total}>
      <p>
        Estimated total: <strong data-testid="request-total">{formatUsd(sum)}</strong>
        {onRequest > 0
          ? ` (plus ${onRequest === 1 ? 'one line' : `${onRequest} lines`} priced on request)`
          : null}
      </p>
      <p className={styles.disclaimer}>{ESTIMATE_DISCLAIMER}</p>
    </div>
  );
}
