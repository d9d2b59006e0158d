import {
  ApiError,
  describeEstimate,
  type Equipment,
  type QuoteLine,
  type Schemas,
  defaultRentalDates,
  offeredModes,
} from '@liftline/sdk';
import { Trans, useLingui } from '@lingui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import type { RentalCalendarProps } from './rental-calendar';
import { CATEGORY_ICONS } from '@/components/icons/category-icons';
import { Picture } from '@/components/ui/picture/picture';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import formStyles from '@/components/ui/form/form.module.scss';
import { useLocale, useLocaleTag } from '@/i18n/use-locale';
import {
  AVAILABILITY_MAX_DAYS,
  availabilityNotice,
  formatUsd,
  hasRange,
  linePrice,
  type LineField,
} from '../quote-lines';
import styles from './quote-list.module.scss';
import { translate } from '@/utils/translate';

const messages = {
  rent: /*i18n*/ { id: 'quoteList.line.rent', message: 'Rent' },
  buy: /*i18n*/ { id: 'quoteList.line.buy', message: 'Buy' },
  rentOnly: /*i18n*/ { id: 'quoteList.line.rentOnly', message: 'Rent only' },
  buyOnly: /*i18n*/ { id: 'quoteList.line.buyOnly', message: 'Buy only' },
  unit: /*i18n*/ { id: 'quoteList.line.unit', message: 'Unit {id}' },
  branchMeta: /*i18n*/ {
    id: 'quoteList.line.branchMeta',
    message: '{branch} · {city}, {state} · Stock {stock}',
  },
  noBranchMeta: /*i18n*/ {
    id: 'quoteList.line.noBranchMeta',
    message: 'Branch to be confirmed · Stock {stock}',
  },
  checking: /*i18n*/ { id: 'quoteList.line.checking', message: 'Checking availability…' },
  cut: /*i18n*/ { id: 'quoteList.line.cut', message: '{notice} (the first {days} days checked)' },
  checkFailed: /*i18n*/ {
    id: 'quoteList.line.checkFailed',
    message: 'We could not check availability: the branch confirms it with the quote.',
  },
  priceOnRequest: /*i18n*/ { id: 'quoteList.line.priceOnRequest', message: 'Price on request' },
  each: /*i18n*/ { id: 'quoteList.line.each', message: '{price} each' },
  eachTimes: /*i18n*/ {
    id: 'quoteList.line.eachTimes',
    message: '{price} each × {quantity} = {total}',
  },
  ratesOnRequest: /*i18n*/ { id: 'quoteList.line.ratesOnRequest', message: 'Rates on request' },
  chooseDates: /*i18n*/ {
    id: 'quoteList.line.chooseDates',
    message: 'Choose the dates for an estimate',
  },
  gone: /*i18n*/ {
    id: 'quoteList.line.gone',
    message: 'This unit is no longer listed: remove it to send your request.',
  },
  rentOrBuy: /*i18n*/ { id: 'quoteList.line.rentOrBuy', message: 'Rent or buy' },
  quantity: /*i18n*/ { id: 'quoteList.line.quantity', message: 'Quantity' },
  fleet: /*i18n*/ { id: 'quoteList.line.fleet', message: '{fleet} at this branch' },
  firstDay: /*i18n*/ { id: 'quoteList.line.firstDay', message: 'First day' },
  lastDay: /*i18n*/ { id: 'quoteList.line.lastDay', message: 'Last day' },
  hideCalendar: /*i18n*/ { id: 'quoteList.line.hideCalendar', message: 'Hide the calendar' },
  showCalendar: /*i18n*/ {
    id: 'quoteList.line.showCalendar',
    message: 'Pick the dates on a calendar',
  },
  loadingCalendar: /*i18n*/ {
    id: 'quoteList.line.loadingCalendar',
    message: 'Loading the calendar…',
  },
};

/**
 * The calendar (react-day-picker) loads when a visitor first opens it; on Spanish pages with the
 * picker's Spanish words and month names, which English pages never download.
 */
const RentalCalendar = lazy(() => import('./rental-calendar'));
const RentalCalendarEs = lazy(async () => {
  const [calendar, { es }] = await Promise.all([
    import('./rental-calendar'),
    import('react-day-picker/locale/es'),
  ]);
  const Calendar = calendar.default;
  return {
    default: (props: RentalCalendarProps) => <Calendar {...props} dayPickerLocale={es} />,
  };
});

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
  const { i18n } = useLingui();
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
            {unit?.title ?? line.title ?? translate(i18n, messages.unit, { id: line.equipment_id })}
          </PrefetchLink>
        </h3>
        {unit ? (
          <p className={styles.unitMeta}>
            {branch
              ? translate(i18n, messages.branchMeta, {
                  branch: branch.name,
                  city: branch.city,
                  state: branch.state,
                  stock: unit.stock_number,
                })
              : translate(i18n, messages.noBranchMeta, { stock: unit.stock_number })}
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
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  if (line.mode !== 'rent' || !hasRange(line)) return null;
  let text = i18n._(messages.checking);
  let tone: 'ok' | 'short' | 'unknown' = 'unknown';
  if (availability.data && availability.data.from === line.start_date) {
    const notice = availabilityNotice(availability.data, line.quantity, i18n, tag);
    const cut = availability.data.to !== line.end_date;
    text = cut
      ? translate(i18n, messages.cut, { notice: notice.text, days: AVAILABILITY_MAX_DAYS })
      : notice.text;
    tone = notice.tone;
  } else if (availability.isError) {
    text = i18n._(messages.checkFailed);
  }
  return (
    <p className={styles.availability} data-tone={tone} aria-live="polite">
      {text}
    </p>
  );
}

/** The line's estimate: "1 × week $1,150 + 3 × day $210 = $1,780", times the quantity. */
function LinePriceNote({ line, unit }: { line: QuoteLine; unit: Equipment }) {
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  const price = linePrice(unit, line);
  const money = (amount: number) => formatUsd(amount, tag);
  if (line.mode === 'buy') {
    if (price.each === null)
      return <p className={styles.price}>{i18n._(messages.priceOnRequest)}</p>;
    const values = {
      price: money(price.each),
      quantity: line.quantity,
      total: money(price.total ?? 0),
    };
    return (
      <p className={styles.price}>
        {translate(i18n, line.quantity > 1 ? messages.eachTimes : messages.each, values)}
      </p>
    );
  }
  if (!unit.rental_rates) return <p className={styles.price}>{i18n._(messages.ratesOnRequest)}</p>;
  if (!price.estimate) return <p className={styles.price}>{i18n._(messages.chooseDates)}</p>;
  const values = {
    days: price.estimate.days,
    estimate: describeEstimate(price.estimate, tag),
    each: money(price.estimate.total),
    quantity: line.quantity,
    total: money(price.total ?? 0),
  };
  const components = {
    0: <span className={styles.priceDays} />,
    1: <span data-testid="line-estimate" />,
    2: <strong />,
    3: <strong />,
  };
  return (
    <p className={styles.price}>
      {line.quantity > 1 ? (
        <Trans
          id="quoteList.line.estimateTimes"
          message="<0>{days, plural, one {{days} day:} other {{days} days:}} </0><1>{estimate}</1> = <2>{each}</2> × {quantity} = <3>{total}</3>"
          values={values}
          components={components}
        />
      ) : (
        <Trans
          id="quoteList.line.estimate"
          message="<0>{days, plural, one {{days} day:} other {{days} days:}} </0><1>{estimate}</1> = <2>{each}</2>"
          values={values}
          components={components}
        />
      )}
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
  const { i18n } = useLingui();
  const Calendar = useLocale() === 'es' ? RentalCalendarEs : RentalCalendar;
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
  const title =
    unit?.title ?? line.title ?? translate(i18n, messages.unit, { id: line.equipment_id });

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
        <p className={formStyles.alert}>{i18n._(messages.gone)}</p>
      ) : unitQuery.isError ? (
        <p className={formStyles.alert}>
          <Trans
            id="quoteList.line.loadFailed"
            message="We could not load this unit. <0>Try again</0>"
            components={{
              0: (
                <button
                  type="button"
                  className={styles.inlineButton}
                  onClick={() => void unitQuery.refetch()}
                />
              ),
            }}
          />
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
              {i18n._(messages.rentOrBuy)}
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
                {i18n._(messages[mode])}
              </label>
            ))}
            {fieldError('mode')}
          </div>
        ) : (
          <div className={formStyles.field}>
            <span className={formStyles.label}>{i18n._(messages.rentOrBuy)}</span>
            <p className={styles.onlyMode}>
              {i18n._(
                unit
                  ? line.mode === 'rent'
                    ? messages.rentOnly
                    : messages.buyOnly
                  : messages[line.mode],
              )}
            </p>
            {fieldError('mode')}
          </div>
        )}

        <div className={formStyles.field}>
          <label htmlFor={`${id}-quantity`} className={formStyles.label}>
            {i18n._(messages.quantity)}
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
              {translate(i18n, messages.fleet, { fleet })}
            </p>
          ) : null}
          {fieldError('quantity')}
        </div>

        {line.mode === 'rent' ? (
          <>
            <div className={formStyles.field}>
              <label htmlFor={`${id}-start`} className={formStyles.label}>
                {i18n._(messages.firstDay)}
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
                {i18n._(messages.lastDay)}
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
            {i18n._(calendarOpen ? messages.hideCalendar : messages.showCalendar)}
          </button>
          <div id={`${id}-calendar`} hidden={!calendarOpen}>
            {calendarOpen ? (
              <Suspense
                fallback={<p className={formStyles.hint}>{i18n._(messages.loadingCalendar)}</p>}
              >
                <Calendar
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
          <Trans
            id="quoteList.line.remove"
            message="Remove <0>{title}</0>"
            values={{ title }}
            components={{ 0: <span className="visually-hidden" /> }}
          />
        </button>
      </div>
    </li>
  );
}
