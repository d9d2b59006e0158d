import { localToday } from '@liftline/sdk';
import { useLingui } from '@lingui/react';
import { useId, useState, type FormEvent } from 'react';
import formStyles from '@/components/ui/form/form.module.scss';
import { AVAILABLE_MAX_DAYS, availableRange } from '../search/equipment-search';
import styles from './filter-panel.module.scss';

const BOTH_DAYS_MESSAGE = /*i18n*/ {
  id: 'catalog.available.bothDays',
  message: 'Pick the first and the last day.',
};

interface AvailabilityFilterProps {
  /** The applied days (from the URL). */
  from: string | undefined;
  to: string | undefined;
  onApply: (range: { available_from?: string; available_to?: string }) => void;
}

/**
 * "Available between": two date inputs, applied with Enter or Apply (both days, or neither to
 * remove the filter). Keeps units with one of their fleet free on every day of the range; the
 * days are in the URL like every other filter. Follows the URL when it changes.
 */
export function AvailabilityFilter({ from, to, onApply }: AvailabilityFilterProps) {
  const [applied, setApplied] = useState({ from, to });
  const [draft, setDraft] = useState({ from: from ?? '', to: to ?? '' });
  const { i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  // The URL changed under us: show what it says now.
  if (applied.from !== from || applied.to !== to) {
    setApplied({ from, to });
    setDraft({ from: from ?? '', to: to ?? '' });
    setError(null);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.from && !draft.to) {
      setError(null);
      if (from || to) onApply({ available_from: undefined, available_to: undefined });
      return;
    }
    if (!draft.from || !draft.to) {
      setError(i18n._(BOTH_DAYS_MESSAGE));
      return;
    }
    setError(null);
    onApply({
      available_from: undefined,
      available_to: undefined,
      ...availableRange(draft.from, draft.to),
    });
  };

  const inputProps = {
    type: 'date',
    min: localToday(),
    className: `${formStyles.control} ${styles.dateInput}`,
    'aria-describedby': error ? `${hintId} ${errorId}` : hintId,
    'aria-invalid': error ? (true as const) : undefined,
  };

  return (
    <form className={styles.group} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.groupTitle}>
          {i18n._({ id: 'catalog.available.title', message: 'Available between' })}
        </legend>
        <p id={hintId} className={styles.rangeHint}>
          {i18n._({
            id: 'catalog.available.hint',
            message: 'Units free on every day, up to {max} days.',
            values: { max: AVAILABLE_MAX_DAYS },
          })}
        </p>
        <div className={styles.dateRow}>
          <label className={styles.rangeField}>
            <span className={styles.rangeLabel}>
              {i18n._({ id: 'catalog.available.from', message: 'From' })}
            </span>
            <input
              {...inputProps}
              name="available_from"
              aria-label={i18n._({ id: 'catalog.available.fromName', message: 'Available from' })}
              value={draft.from}
              onChange={(event) => setDraft((d) => ({ ...d, from: event.target.value }))}
            />
          </label>
          <label className={styles.rangeField}>
            <span className={styles.rangeLabel}>
              {i18n._({ id: 'catalog.available.to', message: 'To' })}
            </span>
            <input
              {...inputProps}
              name="available_to"
              aria-label={i18n._({ id: 'catalog.available.toName', message: 'Available to' })}
              min={draft.from || inputProps.min}
              value={draft.to}
              onChange={(event) => setDraft((d) => ({ ...d, to: event.target.value }))}
            />
          </label>
        </div>
        <button
          type="submit"
          className={styles.apply}
          aria-label={i18n._({ id: 'catalog.available.apply', message: 'Apply dates' })}
        >
          {i18n._({ id: 'catalog.apply', message: 'Apply' })}
        </button>
        {error ? (
          <p id={errorId} className={formStyles.fieldError}>
            {error}
          </p>
        ) : null}
      </fieldset>
    </form>
  );
}
