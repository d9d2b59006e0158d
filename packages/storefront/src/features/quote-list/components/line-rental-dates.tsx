import type { QuoteLine } from '@liftline/sdk';
import { useLingui } from '@lingui/react';
import formStyles from '@/components/ui/form/form.module.scss';
import type { LineField } from '../quote-lines';
import { LineFieldError } from './line-field-error';

const messages = {
  firstDay: /*i18n*/ { id: 'quoteList.line.firstDay', message: 'First day' },
  lastDay: /*i18n*/ { id: 'quoteList.line.lastDay', message: 'Last day' },
};

type DateField = Extract<LineField, 'start_date' | 'end_date'>;

/** A rent line's first and last day (not before today; the last not before the first). */
export function LineRentalDates({
  id,
  line,
  today,
  errors,
  errorId,
  onDate,
}: {
  id: string;
  line: QuoteLine;
  today: string;
  errors: Partial<Record<LineField, string>>;
  errorId: (field: LineField) => string | undefined;
  onDate: (field: DateField, value: string | undefined) => void;
}) {
  const { i18n } = useLingui();
  const day = (field: DateField, suffix: string, label: string, min: string) => (
    <div className={formStyles.field}>
      <label htmlFor={`${id}-${suffix}`} className={formStyles.label}>
        {label}
      </label>
      <input
        id={`${id}-${suffix}`}
        type="date"
        min={min}
        className={formStyles.control}
        value={line[field] ?? ''}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errorId(field)}
        onChange={(event) => onDate(field, event.target.value || undefined)}
      />
      <LineFieldError id={errorId(field)} message={errors[field]} />
    </div>
  );
  return (
    <>
      {day('start_date', 'start', i18n._(messages.firstDay), today)}
      {day(
        'end_date',
        'end',
        i18n._(messages.lastDay),
        line.start_date && line.start_date > today ? line.start_date : today,
      )}
    </>
  );
}
