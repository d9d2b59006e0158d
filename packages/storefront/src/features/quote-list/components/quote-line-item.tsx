import {
  ApiError,
  offeredModes,
  type Equipment,
  type QuoteLine,
  type Schemas,
} from '@liftline/sdk';
import { Trans, useLingui } from '@lingui/react';
import { useId } from 'react';
import formStyles from '@/components/ui/form/form.module.scss';
import { translate } from '@/utils/translate';
import type { LineField } from '../quote-lines';
import { LineAvailabilityNote } from './line-availability-note';
import { LineCalendar } from './line-calendar';
import { LineFieldError } from './line-field-error';
import { LineModeField } from './line-mode-field';
import { LinePriceNote } from './line-price-note';
import { QuantityInput } from './line-quantity-input';
import type { LineQuery } from './line-query';
import { LineRentalDates } from './line-rental-dates';
import { UnitSummary } from './line-unit-summary';
import styles from './quote-list.module.scss';

const messages = {
  unit: /*i18n*/ { id: 'quoteList.line.unit', message: 'Unit {id}' },
  gone: /*i18n*/ {
    id: 'quoteList.line.gone',
    message: 'This unit is no longer listed: remove it to send your request.',
  },
  quantity: /*i18n*/ { id: 'quoteList.line.quantity', message: 'Quantity' },
  fleet: /*i18n*/ { id: 'quoteList.line.fleet', message: '{fleet} at this branch' },
};

export interface QuoteLineItemProps {
  line: QuoteLine;
  /** The line's place in the list, from 0 (`items.N`). */
  index: number;
  today: string;
  unit: LineQuery<Equipment>;
  availability: LineQuery<Schemas['EquipmentAvailability']>;
  /** Messages by field: the page's own checks or the server's 422 (`items.N.<field>`). */
  errors: Partial<Record<LineField, string>>;
  /** A field was changed: its message is out of date. */
  onEdited: (field: LineField) => void;
  onChange: (changes: Partial<QuoteLine>) => void;
  onRemove: () => void;
}

/**
 * One line of the quote list, editable: rent or buy (the modes the unit offers), how many (up to
 * the fleet at its branch, when the API tells it), the rental dates with their availability, the
 * estimate, and Remove. Its parts live beside it (`line-*.tsx`).
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
  const id = useId();
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
  const fieldError = (field: LineField) => (
    <LineFieldError id={errorId(field)} message={errors[field]} />
  );

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
        <LineModeField
          id={id}
          line={line}
          modes={modes}
          unitKnown={Boolean(unit)}
          today={today}
          error={errors.mode}
          errorId={errorId('mode')}
          onChange={(changes) => change('mode', changes)}
        />

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
          <LineRentalDates
            id={id}
            line={line}
            today={today}
            errors={errors}
            errorId={errorId}
            onDate={(field, value) => change(field, { [field]: value })}
          />
        ) : null}
      </div>

      {line.mode === 'rent' ? (
        <LineCalendar
          id={id}
          line={line}
          today={today}
          onRange={(range) => {
            onEdited('start_date');
            onEdited('end_date');
            onChange(range);
          }}
        />
      ) : null}

      <LineAvailabilityNote line={line} availability={availability} />
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
