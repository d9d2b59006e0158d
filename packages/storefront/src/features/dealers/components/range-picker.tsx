import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '@/components/ui/button/button-class';
import formStyles from '@/components/ui/form/form.module.scss';
import {
  customRangeProblem,
  funnelRangeQuery,
  RANGE_PRESETS,
  type FunnelRange,
} from '../funnel-range';
import styles from './dealers.module.scss';

interface RangePickerProps {
  range: FunnelRange;
  /** The days shown now (also the custom fields' start). */
  days: { from: string; to: string };
  /** The page's URL for a range's query. */
  hrefFor: (query: string) => string;
  onCustom: (range: FunnelRange) => void;
}

/** The last 7 / 30 / 90 / 365 days (links: the range is in the URL), or custom days. */
export function RangePicker({ range, days, hrefFor, onCustom }: RangePickerProps) {
  const id = useId();
  const [from, setFrom] = useState(days.from);
  const [to, setTo] = useState(days.to);
  const [problem, setProblem] = useState<string | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeProblem(from, to);
    setProblem(found);
    if (!found) onCustom({ kind: 'custom', from, to });
  };

  return (
    <div className={styles.range}>
      <nav aria-label="Date range" className={styles.presets}>
        <ul>
          {RANGE_PRESETS.map((preset) => (
            <li key={preset}>
              <Link
                href={`~${hrefFor(funnelRangeQuery({ kind: 'preset', days: preset }))}`}
                className={styles.presetLink}
                aria-current={range.kind === 'preset' && range.days === preset ? 'page' : undefined}
              >
                {preset} days
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form className={styles.custom} onSubmit={apply} noValidate aria-label="Custom range">
        <div className={styles.customField}>
          <label htmlFor={`${id}-from`} className={formStyles.label}>
            From
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className={formStyles.control}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </div>
        <div className={styles.customField}>
          <label htmlFor={`${id}-to`} className={formStyles.label}>
            To
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className={formStyles.control}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </div>
        <button type="submit" className={buttonClass('outline')}>
          Show these days
        </button>
        {problem ? (
          <p id={`${id}-problem`} className={formStyles.fieldError} role="alert">
            {problem}
          </p>
        ) : null}
      </form>
    </div>
  );
}
