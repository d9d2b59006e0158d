import type { components } from '@liftline/sdk';
import { useLingui } from '@lingui/react';
import { useId, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import formStyles from '@/components/ui/form/form.module.scss';
import { formatRangeValue } from '../format';
import { RANGES, rangeValue, YEAR_BOUNDS, type RangeName } from '../search/equipment-search';
import styles from './filter-panel.module.scss';

type NumericRange = components['schemas']['NumericRange'];

export const NOT_A_NUMBER_MESSAGE = /*i18n*/ {
  id: 'catalog.range.notANumber',
  message: 'Enter a number.',
};

/** A range's legend, with the unit ("Capacity (lbs)"), and its controls' names ("Min capacity"). */
export interface RangeTexts {
  title: string;
  min: string;
  max: string;
  apply: string;
}

interface RangeFilterProps {
  range: RangeName;
  /** The legend and the names of its inputs and button, in the page's language. */
  texts: RangeTexts;
  /** The applied bounds (from the URL). */
  min: number | undefined;
  max: number | undefined;
  /** What the matching units span, shown as a hint. */
  bounds: NumericRange | undefined;
  onApply: (min: number | undefined, max: number | undefined) => void;
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * A min/max pair of number inputs, applied when submitted (Enter or Apply) or when focus leaves the
 * pair — never on each keystroke. Follows the URL when it changes (a removed chip, Back).
 */
export function RangeFilter({ range, texts, min, max, bounds, onApply }: RangeFilterProps) {
  const [applied, setApplied] = useState({ min, max });
  const [draft, setDraft] = useState({ min: text(min), max: text(max) });
  const { i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  // The URL changed under us: show what it says now.
  if (applied.min !== min || applied.max !== max) {
    setApplied({ min, max });
    setDraft({ min: text(min), max: text(max) });
    setError(null);
  }

  const apply = () => {
    if (minRef.current?.validity.badInput || maxRef.current?.validity.badInput) {
      setError(i18n._(NOT_A_NUMBER_MESSAGE));
      return;
    }
    setError(null);
    const nextMin = rangeValue(range, draft.min);
    const nextMax = rangeValue(range, draft.max);
    if (nextMin === min && nextMax === max) {
      setDraft({ min: text(min), max: text(max) });
      return;
    }
    onApply(nextMin, nextMax);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  // Focus leaving the pair (not moving from min to max) applies what was typed.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!formRef.current?.contains(event.relatedTarget as Node | null)) apply();
  };

  const integer = RANGES[range].integer;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hint =
    bounds && bounds.min !== null && bounds.max !== null
      ? i18n._({
          id: 'catalog.range.hint',
          message: '{min} – {max}',
          values: {
            min: formatRangeValue(i18n, range, bounds.min),
            max: formatRangeValue(i18n, range, bounds.max),
          },
        })
      : null;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const inputProps = {
    type: 'number',
    inputMode: integer ? ('numeric' as const) : ('decimal' as const),
    min: range === 'year' ? YEAR_BOUNDS.min : 0,
    max: range === 'year' ? YEAR_BOUNDS.max : undefined,
    step: integer ? 1 : 'any',
    className: `${formStyles.control} ${styles.rangeInput}`,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': error ? (true as const) : undefined,
    onBlur,
  };

  return (
    <form ref={formRef} className={styles.group} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.groupTitle}>{texts.title}</legend>
        {hint ? (
          <p id={hintId} className={styles.rangeHint}>
            {hint}
          </p>
        ) : null}
        <div className={styles.rangeRow}>
          <label className={styles.rangeField}>
            <span className={styles.rangeLabel}>
              {i18n._({ id: 'catalog.range.min', message: 'Min' })}
            </span>
            <input
              ref={minRef}
              {...inputProps}
              aria-label={texts.min}
              name={RANGES[range].min}
              value={draft.min}
              onChange={(event) => setDraft((d) => ({ ...d, min: event.target.value }))}
            />
          </label>
          <label className={styles.rangeField}>
            <span className={styles.rangeLabel}>
              {i18n._({ id: 'catalog.range.max', message: 'Max' })}
            </span>
            <input
              ref={maxRef}
              {...inputProps}
              aria-label={texts.max}
              name={RANGES[range].max}
              value={draft.max}
              onChange={(event) => setDraft((d) => ({ ...d, max: event.target.value }))}
            />
          </label>
          <button type="submit" className={styles.apply} aria-label={texts.apply}>
            {i18n._({ id: 'catalog.apply', message: 'Apply' })}
          </button>
        </div>
        {error ? (
          <p id={errorId} className={formStyles.fieldError}>
            {error}
          </p>
        ) : null}
      </fieldset>
    </form>
  );
}
