import type { DealerFunnel } from '../dealers-api';
import {
  change,
  formatChange,
  formatRate,
  FUNNEL_STEPS,
  rate,
  type Change,
} from '../funnel-figures';
import { formatDecimal } from '@/utils/format';
import styles from './dealers.module.scss';

const TONE: Record<Change['kind'], string | undefined> = {
  up: styles.up,
  down: styles.down,
  new: styles.up,
  same: undefined,
};

/**
 * Impressions → opens → submits → won: each step's figure, its rate from the step before, and its
 * change against the previous period of the same length.
 */
export function FunnelSteps({ funnel, periodDays }: { funnel: DealerFunnel; periodDays: number }) {
  return (
    <ol className={styles.steps} aria-label="Funnel">
      {FUNNEL_STEPS.map((step, index) => {
        const value = funnel[step.key];
        const before = index > 0 ? FUNNEL_STEPS[index - 1] : undefined;
        const moved = change(value, funnel.previous[step.key]);
        return (
          <li key={step.key} className={styles.step}>
            <span className={styles.stepLabel}>{step.label}</span>
            <span className={styles.stepValue}>{formatDecimal(value, 0)}</span>
            {before ? (
              <span className={styles.stepRate}>
                {formatRate(rate(value, funnel[before.key]))} of {before.label.toLowerCase()}
              </span>
            ) : (
              <span className={styles.stepRate}>{step.hint}</span>
            )}
            <span className={`${styles.stepChange} ${TONE[moved.kind] ?? ''}`}>
              {formatChange(moved)}{' '}
              <span className={styles.muted}>
                vs the previous {periodDays} {periodDays === 1 ? 'day' : 'days'}
                {moved.kind === 'up' || moved.kind === 'down'
                  ? ` (was ${formatDecimal(funnel.previous[step.key], 0)})`
                  : ''}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
