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
import { STEP_COLORS } from '../chart-options';
import styles from './dealers.module.scss';

/** A step's bar width: its share of the impressions in percent (0–100, one decimal). */
const share = (value: number, impressions: number) =>
  impressions > 0 ? Math.min(100, Math.round((value / impressions) * 1000) / 10) : 0;

const TONE: Record<Change['kind'], string | undefined> = {
  up: styles.up,
  down: styles.down,
  new: styles.up,
  same: undefined,
};

/**
 * Impressions → opens → submits → won as a drop-off picture: each step's figure with a bar as wide
 * as its share of the impressions, its rate from the step before, and its change against the
 * previous period of the same length.
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
            <span className={styles.stepBar} aria-hidden="true">
              <span
                data-share={share(value, funnel.impressions)}
                style={{
                  width: `${share(value, funnel.impressions)}%`,
                  background: STEP_COLORS[step.key],
                }}
              />
            </span>
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
