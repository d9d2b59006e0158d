import type { QuoteLine } from '@liftline/sdk';
import { useLingui } from '@lingui/react';
import { lazy, Suspense, useState } from 'react';
import formStyles from '@/components/ui/form/form.module.scss';
import { useLocale } from '@/i18n/use-locale';
import type { RentalCalendarProps } from './rental-calendar';
import styles from './quote-list.module.scss';

const messages = {
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

/** "Pick the dates on a calendar": a rent line's calendar, shown and hidden by a toggle. */
export function LineCalendar({
  id,
  line,
  today,
  onRange,
}: {
  id: string;
  line: QuoteLine;
  today: string;
  onRange: RentalCalendarProps['onRange'];
}) {
  const { i18n } = useLingui();
  const Calendar = useLocale() === 'es' ? RentalCalendarEs : RentalCalendar;
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.calendarToggle}>
      <button
        type="button"
        className={styles.inlineButton}
        aria-expanded={open}
        aria-controls={`${id}-calendar`}
        onClick={() => setOpen(!open)}
      >
        {i18n._(open ? messages.hideCalendar : messages.showCalendar)}
      </button>
      <div id={`${id}-calendar`} hidden={!open}>
        {open ? (
          <Suspense
            fallback={<p className={formStyles.hint}>{i18n._(messages.loadingCalendar)}</p>}
          >
            <Calendar
              equipmentId={line.equipment_id}
              quantity={line.quantity}
              start={line.start_date}
              end={line.end_date}
              today={today}
              onRange={onRange}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
