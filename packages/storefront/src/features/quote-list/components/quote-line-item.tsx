import {
  ApiError,
  describeEstimate,
  type Equipment,
  type QuoteLine,
  type Schemas,
  defaultRentalDates,
  offeredModes,
} from '@liftline/sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { CATEGORY_ICONS } from '@/components/icons/category-icons';
import { Picture } from '@/components/ui/picture/picture';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import formStyles from '@/components/ui/form/form.module.scss';
import {
  AVAILABILITY_MAX_DAYS,
  availabilityNotice,
  formatUsd,
  hasRange,
  linePrice,
  type LineField,
} from '../quote-lines';
import styles from './quote-list.module.scss';

const MODE_LABELS = { rent: 'Rent', buy: 'Buy' } as const;

/** The calendar (react-day-picker) loads when a visitor first opens it. */
const RentalCalendar = lazy(() => import('./rental-calendar'));

type Query<T> = Pick<UseQueryResult<T, unknown>, 'data' | 'error' | 'isError' | 'refetch'>;

export interface QuoteLineItemProps {
  line: QuoteLine;
  /** The line's place in the list, from 0 (`items.N`). */
  index: number;
  today: string;
  unit: Query<Equipment>;
  availability: Query<Schemas['EquipmentAvailability']>;
  /** Messages by field: the page's own checks or the server's 422 (`items.N.<field>`). */
  errors: Partial<Record<LineField, string>>;
  /** A field was changed: its message is out of date. */
  onEdited: (field: LineField) => void;
  onChange: (changes: Partial<QuoteLine>) => void;
  onRemove: () => void;
}

/** The unit's picture, title (a link to its page), branch and stock number. */
function UnitSummary({
  line,
  unit,
  titleId,
}: {
  line: QuoteLine;
  unit: Equipment | undefined;
  titleId: string;
}) {
  const Icon = unit ? CATEGORY_ICONS[unit.category] : null;
  const branch = unit?.branch;
  return (
    <div className={styles.unit}>
      <div className={styles.thumb}>
        {unit?.image_url ? (
          <Picture
            src={unit.image_url}
            alt=""
            sources={unit.image_sources}
            sizes="96px"
            width={unit.image_width ?? 640}
            height={unit.image_height ?? 480}
          />
        ) : Icon ? (
          <Icon size={40} />
        ) : null}
      </div>
      <div className={styles.unitText}>
        <h3 id={titleId} className={styles.unitTitle}>
          <PrefetchLink href={paths.equipmentDetail.getHref(line.equipment_id)}>
            {unit?.title ?? line.title ?? `Unit ${line.equipment_id}`}
          </PrefetchLink>
        </h3>
        {unit ? (
          <p className={styles.unitMeta}>
            {branch ? `${branch.name} · ${branch.city}, ${branch.state}` : 'Branch to be confirmed'}
            {' · '}Stock {unit.stock_number}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A number field that may be emptied while typing; the list keeps the last whole number 1..max. */
function QuantityInput({
  id,
  value,
  max,
  invalid,
  describedBy,
  onValue,
}: {
  id: string;
  value: number;
  max: number;
  invalid: boolean;
  describedBy: string | undefined;
  onValue: (quantity: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      step={1}
      className={`${formStyles.control} ${styles.quantity}`}
      value={draft ?? String(value)}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => {
        setDraft(event.target.value);
        const quantity = Number(event.target.value);
        if (Number.isInteger(quantity) && quantity >= 1 && quantity <= 999) onValue(quantity);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}

/** What the line's availability call says, for rent lines with their dates. */
function AvailabilityNote({
  line,
  availability,
}: Pick<QuoteLineItemProps, 'line' | 'availability'>) {
  if (line.mode !== 'rent' || !hasRange(line)) return null;
  let text = 'Checking availability…';
  let tone: 'ok' | 'short' | 'unknown' = 'unknown';
  if (availability.data && availability.data.from === line.start_date) {
    const notice = availabilityNotice(availability.data, line.quantity);
    const cut = availability.data.to !== line.end_date;
    text = cut ? `${notice.text} (the first ${AVAILABILITY_MAX_DAYS} days checked)` : notice.text;
    tone = notice.tone;
  } else if (availability.isError) {
    text = 'We could not check availability: the branch confirms it with the quote.';
  }
  return (
    <p className={styles.availability} data-tone={tone} aria-live="polite">
      {text}
    </p>
  );
}

/** The line's estimate: "1 × week $1,150 + 3 × day $210 = $1,780", times the quantity. */
function LinePriceNote({ line, unit }: { line: QuoteLine; unit: Equipment }) {
  const price = linePrice(unit, line);
  const times = line.quantity > 1 ? ` × ${line.quantity} = ${formatUsd(price.total ?? 0)}` : '';
  if (line.mode === 'buy')
    return (
      <p className={styles.price}>
        {price.each === null ? 'Price on request' : `${formatUsd(price.each)} each${times}`}
      </p>
    );
  if (!unit.rental_rates) return <p className={styles.price}>Rates on request</p>;
  if (!price.estimate) return <p className={styles.price}>Choose the dates for an estimate</p>;
  const days = price.estimate.days;
  return (
    <p className={styles.price}>
      <span className={styles.priceDays}>
        {days} {days === 1 ? 'day' : 'days'}:{' '}
      </span>
      <span data-testid="line-estimate">{describeEstimate(price.estimate)}</span>
      {' = '}
      <strong>{formatUsd(price.estimate.total)}</strong>
      {line.quantity > 1 ? (
        <>
          {' '}
          × {line.quantity} = <strong>{formatUsd(price.total ?? 0)}</strong>
        </>
      ) : null}
    </p>
  );
}

/**
 * One line of the quote list, editable: rent or buy (the modes the unit offers), how many (up to
 * the fleet at its branch, when the API tells it), the rental dates with their availability, the
 * estimate, and Remove.
 */
export function QuoteLineItem({
  line,
  index,
  today,
  unit: unitQuery,
  availability,
  errors,
  onEdited,
  onChange,
  onRemove,
}: QuoteLineItemProps) {
  const id = useId();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const unit = unitQuery.data;
  const titleId = `${id}-title`;
  const fleet = availability.data?.fleet;
  const modes = unit ? offeredModes(unit) : [line.mode];
  const gone =
    unitQuery.isError && unitQuery.error instanceof ApiError && unitQuery.error.status === 404;
  const errorId = (field: LineField) => (errors[field] ? `${id}-${field}-error` : undefined);
  const describe = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
  const title = unit?.title ?? line.title ?? `unit ${line.equipment_id}`;

  const change = (field: LineField, changes: Partial<QuoteLine>) => {
    onEdited(field);
    onChange(changes);
  };

  const fieldError = (field: LineField) =>
    errors[field] ? (
      <p id={errorId(field)} className={formStyles.fieldError}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <li className={styles.line} aria-labelledby={titleId} data-testid={`quote-line-${index + 1}`}>
      <UnitSummary line={line} unit={unit} titleId={titleId} />

      {gone ? (
        <p className={formStyles.alert}>
          This unit is no longer listed: remove it to send your request.
        </p>
      ) : unitQuery.isError ? (
        <p className={formStyles.alert}>
          We could not load this unit.{' '}
          <button
            type="button"
            className={styles.inlineButton}
            onClick={() => void unitQuery.refetch()}
          >
            Try again
          </button>
        </p>
      ) : null}
      {fieldError('equipment_id')}

      <div className={styles.lineFields}>
        {modes.length > 1 ? (
          <div
            role="radiogroup"
            className={styles.modes}
            aria-labelledby={`${id}-mode-label`}
            aria-describedby={errorId('mode')}
            aria-invalid={errors.mode ? true : undefined}
            // Focusable only while in error: the form moves focus to its first invalid control.
            tabIndex={errors.mode ? -1 : undefined}
          >
            <span id={`${id}-mode-label`} className={formStyles.label}>
              Rent or buy
            </span>
            {modes.map((mode) => (
              <label key={mode} className={styles.mode}>
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={mode}
                  checked={line.mode === mode}
                  onChange={() =>
                    change('mode', {
                      mode,
                      ...(mode === 'rent' && !line.start_date && !line.end_date
                        ? defaultRentalDates(today)
                        : {}),
                    })
                  }
                />
                {MODE_LABELS[mode]}
              </label>
            ))}
            {fieldError('mode')}
          </div>
        ) : (
          <div className={formStyles.field}>
            <span className={formStyles.label}>Rent or buy</span>
            <p className={styles.onlyMode}>
              {line.mode === 'rent' ? 'Rent' : 'Buy'}
              {unit ? ' only' : ''}
            </p>
            {fieldError('mode')}
          </div>
        )}

        <div className={formStyles.field}>
          <label htmlFor={`${id}-quantity`} className={formStyles.label}>
            Quantity
          </label>
          <QuantityInput
            id={`${id}-quantity`}
            value={line.quantity}
            max={fleet ?? 999}
            invalid={Boolean(errors.quantity)}
            describedBy={describe(fleet ? `${id}-fleet` : undefined, errorId('quantity'))}
            onValue={(quantity) => change('quantity', { quantity })}
          />
          {fleet ? (
            <p id={`${id}-fleet`} className={formStyles.hint}>
              {fleet} at this branch
            </p>
          ) : null}
          {fieldError('quantity')}
        </div>

        {line.mode === 'rent' ? (
          <>
            <div className={formStyles.field}>
              <label htmlFor={`${id}-start`} className={formStyles.label}>
                First day
              </label>
              <input
                id={`${id}-start`}
                type="date"
                min={today}
                className={formStyles.control}
                value={line.start_date ?? ''}
                aria-invalid={errors.start_date ? true : undefined}
                aria-describedby={errorId('start_date')}
                onChange={(event) =>
                  change('start_date', { start_date: event.target.value || undefined })
                }
              />
              {fieldError('start_date')}
            </div>
            <div className={formStyles.field}>
              <label htmlFor={`${id}-end`} className={formStyles.label}>
                Last day
              </label>
              <input
                id={`${id}-end`}
                type="date"
                min={line.start_date && line.start_date > today ? line.start_date : today}
                className={formStyles.control}
                value={line.end_date ?? ''}
                aria-invalid={errors.end_date ? true : undefined}
                aria-describedby={errorId('end_date')}
                onChange={(event) =>
                  change('end_date', { end_date: event.target.value || undefined })
                }
              />
              {fieldError('end_date')}
            </div>
          </>
        ) : null}
      </div>

      {line.mode === 'rent' ? (
        <div className={styles.calendarToggle}>
          <button
            type="button"
            className={styles.inlineButton}
            aria-expanded={calendarOpen}
            aria-controls={`${id}-calendar`}
            onClick={() => setCalendarOpen(!calendarOpen)}
          >
            {calendarOpen ? 'Hide the calendar' : 'Pick the dates on a calendar'}
          </button>
          <div id={`${id}-calendar`} hidden={!calendarOpen}>
            {calendarOpen ? (
              <Suspense fallback={<p className={formStyles.hint}>Loading the calendar…</p>}>
                <RentalCalendar
                  equipmentId={line.equipment_id}
                  quantity={line.quantity}
                  start={line.start_date}
                  end={line.end_date}
                  today={today}
                  onRange={(range) => {
                    onEdited('start_date');
                    onEdited('end_date');
                    onChange(range);
                  }}
                />
              </Suspense>
            ) : null}
          </div>
        </div>
      ) : null}

      <AvailabilityNote line={line} availability={availability} />
      <div className={styles.lineFoot}>
        {unit ? <LinePriceNote line={line} unit={unit} /> : <span />}
        <button type="button" className={styles.remove} onClick={onRemove}>
          Remove <span className="visually-hidden">{title}</span>
        </button>
      </div>
    </li>
  );
}
